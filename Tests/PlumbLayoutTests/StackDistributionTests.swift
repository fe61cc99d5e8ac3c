import PlumbLayout
import Testing

/// Horizontal stacks pinned at the root's top-left corner, widths computed by hand.
@Suite struct StackDistributionTests {
  func pinned(_ s: Layout.Node, width: Double? = nil, scale: Double = 1) -> Layout.Result {
    var constraints = [c("\(s.id).leading == root.leading"), c("\(s.id).top == root.top")]
    if let width { constraints.append(c("\(s.id).width == \(formatPoints(width))")) }
    return layout(scene([s], constraints, width: 800, scale: scale))
  }

  func sized(_ id: String, _ width: Double, _ height: Double = 20, hugging: Double = 250) -> Layout.Node {
    var node = view(id, width: width, height: height)
    node.hugging.horizontal = hugging
    return node
  }

  /// fill: the view with the lower hugging priority takes the extra space.
  @Test func fillStretchesLowestHugging() {
    let result = pinned(stack("s", [sized("a", 100), sized("b", 50, hugging: 251)]), width: 300)
    #expect(result.frame("a") == Rect(x: 0, y: 0, width: 250, height: 20))
    #expect(result.frame("b") == Rect(x: 250, y: 0, width: 50, height: 20))
  }

  /// fill with equal hugging is a tie in UIKit; Plumb's rule stretches the last view.
  @Test func fillTieStretchesLastView() {
    let result = pinned(stack("s", [sized("a", 100), sized("b", 50)]), width: 300)
    #expect(result.frame("a").width == 100)
    #expect(result.frame("b").width == 200)
    #expect(result.diagnostics.ambiguities.isEmpty)
  }

  /// Squeezed with equal compression resistance: the last view gives way.
  @Test func fillTieCompressesLastView() {
    let result = pinned(stack("s", [sized("a", 100), sized("b", 100)]), width: 150)
    #expect(result.frame("a").width == 100)
    #expect(result.frame("b").width == 50)
  }

  /// Squeezing 200 + 20 into 100 at equal compression resistance is a tie all the way down to b = −100;
  /// Plumb never settles a tie with a negative size: b collapses to 0 and a takes the rest.
  @Test func tieNeverGoesNegative() {
    let result = pinned(stack("s", [sized("a", 200), sized("b", 20)]), width: 100)
    #expect(result.frame("a").width == 100)
    #expect(result.frame("b") == Rect(x: 100, y: 0, width: 0, height: 20))
  }

  /// spacing, and `spacingAfter` overriding it; an unpinned stack is as long as its content.
  @Test func spacingAndCustomSpacing() {
    var a = sized("a", 50)
    a.spacingAfter = 20
    let result = pinned(stack("s", spacing: 10, [a, sized("b", 50), sized("c", 50)]))
    #expect(result.frame("a").minX == 0)
    #expect(result.frame("b").minX == 70)
    #expect(result.frame("c").minX == 130)
    #expect(result.frame("s").width == 180)
  }

  /// fillEqually: (400 − 2 × 10) / 3 each; at scale 3 the edges fall on the grid.
  @Test func fillEqually() {
    let result = pinned(stack("s", .horizontal, .fillEqually, spacing: 10, [view("a"), sized("b", 300), view("c")]),
                        width: 400, scale: 3)
    let w = 380.0 / 3
    for (id, x) in [("a", 0.0), ("b", w + 10), ("c", 2 * w + 20)] {
      #expect(abs(result[id]!.unroundedFrame.minX - x) < 1e-6)
      #expect(abs(result[id]!.unroundedFrame.width - w) < 1e-6)
    }
  }

  /// fillProportionally: 160/80/40, spacing 10, width 400 → 213.33, 106.67, 60 (the last absorbs).
  @Test func fillProportionally() {
    let result = pinned(stack("s", .horizontal, .fillProportionally, spacing: 10,
                              [sized("a", 160), sized("b", 80), sized("c", 40)]), width: 400)
    #expect(abs(result["a"]!.unroundedFrame.width - 640.0 / 3) < 1e-6)
    #expect(abs(result["b"]!.unroundedFrame.width - 320.0 / 3) < 1e-6)
    #expect(abs(result["c"]!.unroundedFrame.width - 60) < 1e-6)
    #expect(result.frame("c").maxX == 400)
  }

  /// No intrinsic sizes: fillProportionally falls back to equal lengths.
  @Test func fillProportionallyFallback() {
    let result = pinned(stack("s", .horizontal, .fillProportionally, spacing: 10, [view("a"), view("b")]), width: 210)
    #expect(result.frame("a").width == 100)
    #expect(result.frame("b") .minX == 110)
  }

  /// equalSpacing: the extra space is shared equally by the gaps.
  @Test func equalSpacing() {
    let result = pinned(stack("s", .horizontal, .equalSpacing, spacing: 10,
                              [sized("a", 50), sized("b", 100), sized("c", 50)]), width: 400)
    #expect(result.frame("a").minX == 0)
    #expect(result.frame("b").minX == 150)
    #expect(result.frame("c").minX == 350)
  }

  /// equalSpacing without a width: UISV-canvas-fit (@49) shrinks the stack to its minimum.
  @Test func equalSpacingCanvasFit() {
    let result = pinned(stack("s", .horizontal, .equalSpacing, spacing: 10,
                              [sized("a", 50), sized("b", 100), sized("c", 50)]))
    #expect(result.frame("s").width == 220)
    #expect(result.frame("b").minX == 60)
  }

  /// equalCentering: centres 25, 200, 375.
  @Test func equalCentering() {
    let result = pinned(stack("s", .horizontal, .equalCentering, spacing: 10,
                              [sized("a", 50), sized("b", 100), sized("c", 50)]), width: 400)
    #expect(result.frame("b").midX == 200)
    #expect(result.frame("c").midX == 375)
  }

  /// A hidden arranged view takes neither space nor spacing; it sits, empty, between its neighbours.
  @Test func hiddenArrangedView() {
    var b = sized("b", 50)
    b.appearance.hidden = true
    let result = pinned(stack("s", spacing: 10, [sized("a", 50), b, sized("c", 50)]))
    #expect(result.frame("c").minX == 60)
    #expect(result.frame("s").width == 110)
    #expect(result.frame("b") == Rect(x: 55, y: 0, width: 0, height: 20))
    #expect(result["b"]!.isEffectivelyHidden)
    #expect(result.diagnostics.zeroSizeViews.isEmpty)
    // b's compression resistance gives way to UISV-hiding on purpose: not reported.
    #expect(result.diagnostics.unsatisfied.isEmpty)
  }

  /// The stack's generated constraints carry Apple's identifiers and priorities.
  @Test func generatedIdentifiersAndPriorities() {
    var b = sized("b", 50)
    b.appearance.hidden = true
    let s = scene([stack("s", .horizontal, .fillProportionally, .center, spacing: 10, [sized("a", 50), b, sized("c", 50)])],
                  [c("s.leading == root.leading"), c("s.top == root.top")])
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    let constraints = engine.constraints(for: Layout.Variant(width: 375, height: .points(667)))
    func priorities(_ identifier: String) -> [Double] {
      constraints.filter { $0.origin.identifier == identifier }.map(\.strength.priority)
    }
    #expect(priorities("UISV-hiding") == [999.999])
    #expect(priorities("UISV-spacing-hidden") == [50, 50])
    #expect(priorities("UISV-fill-proportionally") == [999, 997])
    #expect(priorities("UISV-spanning-fit") == [51])
    #expect(priorities("UISV-ambiguity-suppression") == [25, 25])
    #expect(priorities("UISV-alignment-hidden") == [50])
    #expect(priorities("UISV-canvas-connection").allSatisfy { $0 == 1000 })
    #expect(constraints.contains { $0.origin.text == "c.leading == a.trailing + 10" && $0.origin.identifier == "UISV-spacing" })
  }
}

@Suite struct StackDistributionDetailTests {
  /// equalCentering's equal-gap constraints: max(150 − k, 50) for the k-th gap guide after the first.
  @Test func equalCenteringPriorities() {
    let views = (0..<4).map { view("v\($0)", width: 10, height: 10) }
    let s = scene([stack("s", .horizontal, .equalCentering, spacing: 5, views)],
                  [c("s.leading == root.leading"), c("s.top == root.top")])
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    let constraints = engine.constraints(for: Layout.Variant(width: 375, height: .points(667)))
    #expect(constraints.filter { $0.origin.identifier == "UISV-fill-equally" }.map(\.strength.priority) == [149, 148])
    #expect(constraints.filter { $0.origin.identifier == "UISV-spacing" }.map(\.relation) ==
            [.greaterThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual])
    #expect(constraints.filter { $0.origin.identifier == "UISV-canvas-fit" }.map(\.strength.priority) == [49])
  }

  /// A nested stack counts with its fitting width (30 + 4 + 66 = 100) in fillProportionally:
  /// 100 and 50 with no spacing share 300 as 200 and 100.
  @Test func fillProportionallyWithNestedStack() {
    let inner = stack("inner", spacing: 4, [view("a", width: 30, height: 10), view("b", width: 66, height: 10)])
    let s = scene([stack("s", .horizontal, .fillProportionally, [inner, view("c", width: 50, height: 10)])],
                  [c("s.leading == root.leading"), c("s.top == root.top"), c("s.width == 300")], scale: 1)
    let result = layout(s)
    #expect(result.frame("inner").width == 200)
    #expect(result.frame("c") == Rect(x: 200, y: 0, width: 100, height: 10))
  }

  /// A wrapping label in a vertical stack: its height follows its width and pushes the next view down.
  @Test func wrappingLabelInVerticalStack() {
    let body = label("body", Array(repeating: "aaaa", count: 20).joined(separator: " "), lines: 0)
    let s = scene([stack("s", .vertical, spacing: 8, [body, view("after", height: 10)])], [
      c("s.leading == root.leadingMargin"), c("s.trailing == root.trailingMargin"), c("s.top == root.top"),
    ], safeTop: 0)
    let result = layout(s, width: 375)
    #expect(result.frame("body").height == 72)
    #expect(result.frame("after").minY == 80)
    #expect(result.frame("s").height == 90)
  }
}
