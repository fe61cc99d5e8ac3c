// Tests for PlumbRender live in this folder, one file per concept.
