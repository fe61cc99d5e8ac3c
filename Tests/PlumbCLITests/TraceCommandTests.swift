import Foundation
import Testing
@testable import PlumbCLI

/// `plumb trace`: the tree, frames and every flag.
@Suite struct TraceCommandTests {
  @Test func ambiguousSceneTree() {
    let run = plumb(["trace", scenePath("DiagnosisAmbiguous")])
    #expect(run.code == 0)
    #expect(run.output == """
      DiagnosisAmbiguous · w375-h300-ltr-large-2x · canvas 375×300 · frames in root points
      root (0, 0, 375, 300)
      ├─ view card (16, 20, 343, 0)  AMBIGUOUS[height: any value ≥ 0]  ZERO-SIZE
      ├─ label left (16, 259.5, 31, 20.5) "Left"
      └─ label right (55, 259.5, 304, 20.5) "Right"

      """)
  }

  /// Nested views, clipping, hidden views, right-to-left, truncation and a conflict in one small scene.
  /// In right-to-left, `name.leading == box.leading + 80` puts the label's right edge 80 points left of
  /// the box's, so it sticks out of the box's left side and the box clips it.
  @Test func flags() throws {
    let folder = temporaryFolder("trace")
    let file = folder + "/flags.json"
    try Data("""
      {
        plumb: 1,
        canvas: { width: 200, height: 100, scale: 2 },
        views: [
          { view: "box", clipsToBounds: true, subviews: [
              { label: "name", text: "A rather long name", constraints: ["self.width == 40"] },
            ] },
          { view: "ghost", hidden: true, subviews: [ { view: "inner" } ] },
        ],
        constraints: [
          "H:|[box(100)]", "V:|[box(50)]", "name.leading == box.leading + 80", "name.top == box.top",
          "H:|[ghost(10)]", "V:[ghost(10)]|", "H:|[inner(5)]", "V:[inner(5)]|",
          "box.width == 120",
        ],
      }
      """.utf8).write(to: URL(fileURLWithPath: file))
    let run = plumb(["trace", file, "--direction", "rtl"])
    #expect(run.code == 0)
    #expect(run.output == """
      flags · w200-h100-rtl-large-2x · canvas 200×100 · frames in root points
      root (0, 0, 200, 100)
      ├─ view box (100, 0, 100, 50)  RTL
      │  └─ label name (80, 0, 40, 20.5) "A r…"  TRUNCATED[needs 145.347, has 40; lines 1/6]  CLIPPED[by box]  OUTSIDE-SUPERVIEW  RTL
      └─ view ghost (190, 90, 10, 10)  RTL  HIDDEN
         └─ view inner (195, 95, 5, 5)  RTL  HIDDEN[by superview]
      1 unsatisfiable constraint set: see 'plumb check'

      """)
  }

  @Test func usageErrors() {
    #expect(plumb(["trace"]).code == 64)
    #expect(plumb(["trace", scenePath("DiagnosisAmbiguous"), "--widht", "3"]).errors.hasPrefix(
      "error: Unknown option '--widht'. Did you mean '--width'?"))
    #expect(plumb(["trace", scenePath("DiagnosisConflict"), "--all-variants"]).output.components(separatedBy: "root (0, 0,").count == 3)
  }
}
