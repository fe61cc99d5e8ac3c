// Tests for PlumbLayout live in this folder, one file per concept.
