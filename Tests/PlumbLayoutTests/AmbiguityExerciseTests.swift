import PlumbLayout
import Testing

@Suite struct AmbiguityExerciseTests {
  private func engine(_ scene: Layout.Scene) -> Layout.Engine {
    Layout.Engine(scene: scene, measurer: FakeTextMeasurer(), images: FakeImageSizing())
  }
  private func variant(_ scene: Layout.Scene) -> Layout.Variant {
    Layout.Variant(width: scene.canvas.width, height: scene.canvas.height, scale: scene.canvas.scale)
  }

  /// A pin is a required constraint: a free `left` takes the pinned value and is no longer ambiguous.
  @Test func pinFixesAFreeVariable() {
    let s = scene([view("box")], [c("box.top == root.top"), c("box.width == 10"), c("box.height == 10")])
    let result = engine(s).layout(variant(s), pinning: [Layout.Pin(view: "box", attribute: .left, value: 40)])
    #expect(result.frame("box") == Rect(x: 40, y: 0, width: 10, height: 10))
    #expect(result.diagnostics.ambiguities.isEmpty)
    #expect(result.diagnostics.conflicts.isEmpty)
    #expect(Layout.Pin(view: "box", attribute: .left, value: 40).constraint.text == "box.left == 40 (pinned)")
  }

  /// Unbounded on both sides: the box goes from the root's left edge to its right edge, through the middle.
  @Test func unboundedPositionSpreadsAcrossTheRoot() {
    let s = scene([view("box")], [c("box.top == root.top"), c("box.width == 15"), c("box.height == 10")])
    let pictures = engine(s).exerciseAmbiguity(variant(s), count: 3)
    #expect(pictures.map { $0.result.frame("box").minX } == [0, 180, 360])
    #expect(pictures.map { $0.pins.map(\.description) } == [["box.left == 0"], ["box.left == 180"], ["box.left == 360"]])
    for picture in pictures {
      #expect(picture.result.diagnostics.ambiguities.isEmpty)
      #expect(picture.result.diagnostics.conflicts.isEmpty)
    }
  }

  /// Two free variables that depend on each other (`a.width + b.width == 100`): pinning the first leaves
  /// the second determined, and every picture satisfies the required constraints.
  @Test func dependentVariablesArePinnedOneAtATime() {
    let s = scene([view("a"), view("b")], [
      c("a.leading == root.leading"), c("b.leading == a.trailing"), c("b.trailing == root.leading + 100"),
      c("a.top == root.top"), c("b.top == root.top"), c("a.height == 10"), c("b.height == 10"),
    ])
    let start = layout(s)
    #expect(!start.diagnostics.ambiguities.isEmpty)
    let pictures = engine(s).exerciseAmbiguity(variant(s), count: 2)
    #expect(pictures.map { $0.result.frame("a").width } == [0, 100])
    #expect(pictures.map { $0.result.frame("b").width } == [100, 0])
    #expect(pictures.map(\.pins.count) == [1, 1])
    for picture in pictures {
      #expect(picture.result.diagnostics.conflicts.isEmpty)
      #expect(picture.result.diagnostics.ambiguities.isEmpty)
    }
  }

  /// Nothing ambiguous: every picture is the plain layout, without pins; zero pictures asked, none made.
  @Test func unambiguousSceneGivesThePlainLayout() {
    let s = scene([view("box")], [c("box.left == root.left + 5"), c("box.top == root.top"), c("box.width == 10"), c("box.height == 10")])
    let pictures = engine(s).exerciseAmbiguity(variant(s), count: 2)
    #expect(pictures.map(\.pins) == [[], []])
    #expect(pictures.map { $0.result.frame("box") } == Array(repeating: Rect(x: 5, y: 0, width: 10, height: 10), count: 2))
    #expect(engine(s).exerciseAmbiguity(variant(s), count: 0).isEmpty)
  }
}
