// Tests for PlumbScene live in this folder, one file per concept.
