// Tests for PlumbSolver live in this folder, one file per concept.
