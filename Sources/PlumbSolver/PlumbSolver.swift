// The PlumbSolver module; see ../shared/ARCHITECTURE.md for what it owns.
