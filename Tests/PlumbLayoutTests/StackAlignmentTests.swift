import PlumbLayout
import Testing

/// Alignment across the axis: a (50×20) and b (50×40) in a horizontal stack 100 high, and the vertical
/// equivalents.
@Suite struct StackAlignmentTests {
  func horizontal(_ alignment: Layout.Stack.Alignment, height: Double? = 100) -> Layout.Result {
    var constraints = [c("s.leading == root.leading"), c("s.top == root.top"), c("s.width == 100")]
    if let height { constraints.append(c("s.height == \(formatPoints(height))")) }
    let s = stack("s", .horizontal, .fillEqually, alignment, [view("a", width: 50, height: 20), view("b", width: 50, height: 40)])
    return layout(scene([s], constraints, scale: 1))
  }

  @Test(arguments: [
    (Layout.Stack.Alignment.fill, 0.0, 100.0, 0.0, 100.0), (.leading, 0, 20, 0, 40), (.center, 40, 20, 30, 40),
    (.trailing, 80, 20, 60, 40),
  ])
  func horizontalAlignments(_ alignment: Layout.Stack.Alignment, ay: Double, ah: Double, by: Double, bh: Double) {
    let result = horizontal(alignment)
    #expect(result.frame("a").minY == ay)
    #expect(result.frame("a").height == ah)
    #expect(result.frame("b").minY == by)
    #expect(result.frame("b").height == bh)
    #expect(result.diagnostics.conflicts.isEmpty)
  }

  /// Without a height the spanning guide shrinks the stack to its tallest view (UISV-spanning-fit @51).
  @Test(arguments: [Layout.Stack.Alignment.leading, .center, .trailing, .fill])
  func freeHeightIsTallestView(_ alignment: Layout.Stack.Alignment) {
    let result = horizontal(alignment, height: nil)
    #expect(result.frame("s").height == 40)
    #expect(result.frame("b").minY == 0)
  }

  /// firstBaseline: 20 pt "Ab" (line 24, baseline 16) and 40 pt "Cd" (line 48, baseline 32). With the taller
  /// view first, the stack encloses both.
  @Test(arguments: [Layout.Stack.Alignment.firstBaseline, .lastBaseline])
  func baselineAlignment(_ alignment: Layout.Stack.Alignment) {
    let s = stack("s", .horizontal, .fill, alignment, spacing: 8, [label("b", "Cd", size: 40), label("a", "Ab")])
    let result = layout(scene([s], [c("s.leading == root.leading"), c("s.top == root.top + 100")], scale: 1))
    #expect(result.frame("b").minY == 100)
    #expect(result.frame("a").minY == 116)
    #expect(result["a"]!.firstBaseline == 132)
    #expect(result.frame("s").height == 48)
    #expect(result["s"]!.firstBaseline == 132)
  }

  /// UIKit bounds a baseline-aligned stack's baseline side by its first view only (rdar://32291130, and the
  /// frames Xcode stored in the cookbook's NestedStackViews: each 27-point row's text field starts 3 points
  /// above its row). With the smaller "Ab" first, first baseline: the stack's top is "Ab"'s top and "Cd" rises
  /// 16 points above it; the bottom still encloses both. Last baseline: the mirror image.
  @Test func laterTallerViewSticksOutOnTheBaselineSide() {
    let views = { [label("a", "Ab"), label("b", "Cd", size: 40)] }
    let constraints = [c("s.leading == root.leading"), c("s.top == root.top + 100")]
    let first = layout(scene([stack("s", .horizontal, .fill, .firstBaseline, spacing: 8, views())], constraints, scale: 1))
    #expect(first.frame("s").minY == 100 && first.frame("s").height == 32)
    #expect(first.frame("a").minY == 100)
    #expect(first.frame("b").minY == 84)
    #expect(first.frame("b").maxY == first.frame("s").maxY)
    let last = layout(scene([stack("s", .horizontal, .fill, .lastBaseline, spacing: 8, views())], constraints, scale: 1))
    #expect(last.frame("s").minY == 100 && last.frame("s").height == 40)
    #expect(last.frame("b").minY == 100)
    #expect(last.frame("a").maxY == last.frame("s").maxY)
    #expect(last.frame("b").maxY == 148)
    for result in [first, last] { #expect(result.diagnostics.conflicts.isEmpty && result.diagnostics.ambiguities.isEmpty) }
  }

  /// A view without a baseline aligns its top edge (firstBaseline) with the others' baselines.
  @Test func viewWithoutBaselineAlignsTop() {
    let s = stack("s", .horizontal, .fill, .firstBaseline, [label("b", "Cd", size: 40), view("c", width: 10, height: 10)])
    let result = layout(scene([s], [c("s.leading == root.leading"), c("s.top == root.top + 100")], scale: 1))
    #expect(result.frame("c").minY == 132)
  }

  @Test(arguments: [
    (Layout.Stack.Alignment.leading, LayoutDirection.leftToRight, 0.0, 0.0), (.center, .leftToRight, 40, 30),
    (.trailing, .leftToRight, 80, 60), (.leading, .rightToLeft, 80, 60), (.trailing, .rightToLeft, 0, 0),
  ])
  func verticalAlignments(_ alignment: Layout.Stack.Alignment, _ direction: LayoutDirection, ax: Double, bx: Double) {
    let s = stack("s", .vertical, .fill, alignment, [view("a", width: 20, height: 10), view("b", width: 40, height: 10)])
    let result = layout(scene([s], [c("s.left == root.left"), c("s.top == root.top"), c("s.width == 100")], scale: 1),
                        direction: direction)
    #expect(result.frame("a").minX == ax)
    #expect(result.frame("b").minX == bx)
    #expect(result.frame("b").minY == 10)
  }

  /// UISV-ambiguity-suppression (@25): a view with no width of its own collapses in a centred stack.
  @Test func ambiguitySuppressionCollapses() {
    let s = stack("s", .vertical, .fill, .center, [view("a", width: 20, height: 10), view("b", height: 10)])
    let result = layout(scene([s], [c("s.left == root.left"), c("s.top == root.top"), c("s.width == 100")], scale: 1))
    #expect(result.frame("b").width == 0)
    #expect(result.diagnostics.zeroSizeViews == ["b"])
  }

  /// A single centred view: no spanner, the stack hugs it (UISV-canvas-fit @49).
  @Test func singleCenteredView() {
    let s = stack("s", .horizontal, .fill, .center, [view("a", width: 20, height: 10)])
    let result = layout(scene([s], [c("s.left == root.left"), c("s.top == root.top")], scale: 1))
    #expect(result.frame("s") == Rect(x: 0, y: 0, width: 20, height: 10))
  }
}

@Suite struct StackArrangementTests {
  /// isLayoutMarginsRelativeArrangement: the views are inset by the stack's margins (8).
  @Test func marginsRelativeArrangement() {
    let s = stack("s", spacing: 0, margins: true, [view("a", width: 50, height: 20), view("b", width: 50, height: 20)])
    let result = layout(scene([s], [c("s.left == root.left"), c("s.top == root.top")], scale: 1))
    #expect(result.frame("a") == Rect(x: 8, y: 8, width: 50, height: 20))
    #expect(result.frame("b").minX == 58)
    #expect(result.frame("s") == Rect(x: 0, y: 0, width: 116, height: 36))
  }

  /// isBaselineRelativeArrangement: spacing from last baseline to first baseline (20 pt labels: baseline 16).
  @Test func baselineRelativeArrangement() {
    let s = stack("s", .vertical, spacing: 30, baselineRelative: true, [label("a", "A"), label("b", "B")])
    let result = layout(scene([s], [c("s.left == root.left"), c("s.top == root.top")], scale: 1))
    #expect(result.frame("b").minY == 30)
    #expect(result["b"]!.firstBaseline == 46)
    #expect(result.frame("s").height == 54)
  }

  /// A horizontal stack inside a vertical one.
  @Test func nestedStacks() {
    let inner = stack("inner", spacing: 4, [view("a", width: 30, height: 10), view("b", width: 20, height: 20)])
    let outer = stack("outer", .vertical, .fill, .leading, spacing: 8, [inner, view("c", width: 10, height: 5)])
    let result = layout(scene([outer], [c("outer.left == root.left"), c("outer.top == root.top")], scale: 1))
    #expect(result.frame("a") == Rect(x: 0, y: 0, width: 30, height: 20))
    #expect(result.frame("b") == Rect(x: 34, y: 0, width: 20, height: 20))
    #expect(result.frame("c") == Rect(x: 0, y: 28, width: 10, height: 5))
    #expect(result.frame("outer") == Rect(x: 0, y: 0, width: 54, height: 33))
    #expect(result.views.map(\.id) == ["outer", "inner", "a", "b", "c"])
    #expect(result["a"]!.parent == "inner")
  }

  /// Right-to-left mirrors a horizontal stack: the first arranged view is on the right.
  @Test func rightToLeftStack() {
    let s = stack("s", spacing: 10, [view("a", width: 50, height: 10), view("b", width: 30, height: 10)])
    let result = layout(scene([s], [c("s.leading == root.leading"), c("s.top == root.top")], width: 320, scale: 1),
                        direction: .rightToLeft)
    #expect(result.frame("s") == Rect(x: 230, y: 0, width: 90, height: 10))
    #expect(result.frame("a").minX == 270)
    #expect(result.frame("b").minX == 230)
  }

  /// Two wrapping labels in a fill stack share the width (≤ (300 − 10)/2 each at 950+) and wrap there:
  /// 30 four-letter words at 10 pt per character → 3 words (140 pt) per line → 10 lines of 24.
  @Test func multiLineLabelWidthRule() {
    let text = Array(repeating: "aaaa", count: 30).joined(separator: " ")
    let s = stack("s", spacing: 10, [label("a", text, lines: 0), label("b", text, lines: 0)])
    let result = layout(scene([s], [c("s.left == root.left"), c("s.top == root.top"), c("s.width == 300")], scale: 1))
    #expect(result.frame("a").width == 145)
    #expect(result.frame("b") == Rect(x: 155, y: 0, width: 145, height: 240))
    #expect(result["a"]!.label!.fit.linesShown == 10)
    #expect(!result["a"]!.label!.fit.isTruncated)
  }
}

@Suite struct StackHiddenAlignmentTests {
  /// A hidden arranged view taller than the others does not make a fill-aligned stack taller, nor a wide
  /// one widen a centred vertical stack; it stays at the stack's top (leading) edge.
  @Test(arguments: [Layout.Stack.Alignment.fill, .center, .leading, .firstBaseline])
  func hiddenViewsTakeNoSpaceAcross(_ alignment: Layout.Stack.Alignment) {
    let s = stack("s", .horizontal, .fill, alignment, spacing: 8,
                  [view("a", width: 20, height: 10), view("tall", width: 20, height: 100, hidden: true)])
    let result = layout(scene([s], [c("s.left == root.left"), c("s.top == root.top")], scale: 1))
    #expect(result.frame("s") == Rect(x: 0, y: 0, width: 20, height: 10))
    #expect(result.frame("tall").minY == 0)
    #expect(result.frame("tall").width == 0)
    #expect(result.diagnostics.ambiguities.isEmpty)
    #expect(result.diagnostics.unsatisfied.isEmpty)
  }
}
