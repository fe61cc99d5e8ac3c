// Tests for PlumbGraphics live in this folder, one file per concept.
