// Tests for PlumbSnapshot live in this folder, one file per concept.
