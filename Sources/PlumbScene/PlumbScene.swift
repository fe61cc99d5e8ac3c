// The PlumbScene module; see ../shared/ARCHITECTURE.md for what it owns.
