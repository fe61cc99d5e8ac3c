// The PlumbRender module; see ../shared/ARCHITECTURE.md for what it owns.
