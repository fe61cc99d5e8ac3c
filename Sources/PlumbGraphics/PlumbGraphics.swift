// The PlumbGraphics module; see ../shared/ARCHITECTURE.md for what it owns.
