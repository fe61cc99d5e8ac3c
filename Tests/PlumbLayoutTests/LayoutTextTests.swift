import PlumbLayout
import Testing

@Suite struct LayoutTextTests {
  /// The dump of a small scene, written out by hand.
  @Test func stableFormat() {
    var box = view("box", subviews: [view("inner")], constraints: [
      c("inner.left == box.left"), c("inner.top == box.top"), c("inner.width == 10"), c("inner.height == 10"),
    ])
    box.appearance.hidden = true
    let s = scene([label("t", "Hello"), label("long", "Truncated text"), box], [
      c("t.leading == root.leading + 10"), c("t.top == root.top + 10"),
      c("long.leading == root.leading + 10"), c("long.top == root.top + 40"), c("long.width == 50"),
      c("box.left == root.left"), c("box.top == root.top + 70"), c("box.width == 20"), c("box.height == 20"),
      c("box.width == 30"),
    ], width: 200, height: .points(100), safeTop: 0, scale: 1)
    let expected = """
      scene test
      variant w200-h100-ltr-large-1x
      canvas 200×100
      label t (10, 10, 50, 24) baselines 26/26 text "Hello"
      label long (10, 40, 50, 24) baselines 56/56 text "Trun…" truncated cut 4..<14
      view box (0, 70, 20, 20) hidden
        view inner (0, 70, 10, 10) hidden-by-superview
      conflicts
        rejected box.width == 30
          with box.width == 20
      unsatisfied
        750 long.width >= 140 @750 [compression-resistance-h] error 90
      truncated long

      """
    #expect(layout(s).layoutText == expected)
  }

  @Test func resultListsViewsInPreorderWithParents() {
    let s = scene([stack("s", [view("a", width: 5, height: 5)]), view("b", width: 5, height: 5, subviews: [view("c")])],
                  [c("s.left == root.left"), c("s.top == root.top"), c("b.left == root.left"), c("b.top == root.top")])
    let result = layout(s)
    #expect(result.views.map(\.id) == ["s", "a", "b", "c"])
    #expect(result.views.map(\.parent) == ["root", "s", "root", "b"])
    #expect(result.views.map(\.kindName) == ["stack", "view", "view", "view"])
    #expect(result.views.map(\.depth) == [1, 2, 1, 2])
  }
}
