import PlumbLayout
import Testing

@Suite struct DirectionTests {
  let row = scene([view("a", width: 50, height: 10), view("b", width: 30, height: 10)], [
    c("a.leading == root.leadingMargin"), c("b.leading == a.trailing + 8"),
    c("a.top == root.top"), c("b.top == root.top"),
  ], width: 320)

  @Test func leftToRight() {
    let result = layout(row)
    #expect(result.frame("a").minX == 16)
    #expect(result.frame("b").minX == 74)
  }

  /// In RTL leading is the right edge and the 8-point gap goes to the left.
  @Test func rightToLeftMirrorsLeadingAndTrailing() {
    let result = layout(row, direction: .rightToLeft)
    #expect(result.frame("a").maxX == 304)
    #expect(result.frame("b").maxX == 304 - 50 - 8)
    #expect(result["a"]!.direction == .rightToLeft)
  }

  @Test func leftAndRightNeverFlip() {
    let s = scene([view("a", width: 50, height: 10)], [c("a.left == root.left + 10"), c("a.top == root.top")])
    #expect(layout(s, direction: .rightToLeft).frame("a").minX == 10)
  }

  /// A forced-LTR container keeps its children's leading on the left inside an RTL scene; the container
  /// itself is placed by root (RTL).
  @Test func semanticContentAttributeForcesDirection() {
    var box = view("box", subviews: [view("inner", width: 20, height: 10)], constraints: [
      c("inner.leading == box.leading + 5"), c("inner.top == box.top"),
    ])
    box.semanticContentAttribute = .forceLeftToRight
    let s = scene([box], [
      c("box.leading == root.leading + 10"), c("box.width == 100"), c("box.top == root.top"), c("box.height == 20"),
    ], width: 320)
    let result = layout(s, direction: .rightToLeft)
    #expect(result.frame("box").minX == 210)
    #expect(result.frame("inner").minX == 215)
    #expect(result["box"]!.direction == .leftToRight)
    #expect(result["inner"]!.direction == .leftToRight)
  }

  @Test func naturalTextAlignmentFollowsDirection() {
    let s = scene([label("t", "Hi")], [c("t.leading == root.leading"), c("t.top == root.top")])
    #expect(layout(s)["t"]!.label!.request.alignment == .left)
    let rtl = layout(s, direction: .rightToLeft)["t"]!.label!.request
    #expect(rtl.alignment == .right)
    #expect(rtl.direction == .rightToLeft)
  }
}

@Suite struct ConditionTests {
  let s = scene([view("a", width: 10, height: 10)], [
    c("a.top == root.top"),
    c("a.leading == root.leading + 1", when: .sizeClass(.compact)),
    c("a.leading == root.leading + 2", when: .sizeClass(.regular)),
    c("a.height == 20", when: .direction(.rightToLeft)),
    c("a.width == 40", when: .typeSizes(.ax1 ... .ax5)),
  ])

  @Test func sizeClasses() {
    #expect(layout(s, width: 375).frame("a").minX == 1)
    #expect(layout(s, width: 700).frame("a").minX == 2)
  }

  @Test func directionAndTypeSize() {
    #expect(layout(s, direction: .rightToLeft).frame("a").height == 20)
    #expect(layout(s).frame("a").height == 10)
    #expect(layout(s, type: .ax3).frame("a").width == 40)
    #expect(layout(s, type: .xxxLarge).frame("a").width == 10)
  }

  /// A width sweep across the size-class boundary on one engine switches the conditional constraints.
  @Test func sweepAcrossSizeClasses() {
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    #expect(engine.layout(Layout.Variant(width: 375, height: .points(667))).frame("a").minX == 1)
    #expect(engine.layout(Layout.Variant(width: 700, height: .points(667))).frame("a").minX == 2)
    #expect(engine.layout(Layout.Variant(width: 320, height: .points(667))).frame("a").minX == 1)
  }
}

@Suite struct DirectionStackTests {
  /// R5 in right-to-left: blue hugs the leading (right) margin, red the trailing (left) one.
  @Test func complexWidthsMirrored() {
    let s = scene([view("blue"), view("red")], [
      c("blue.leading == root.leadingMargin"), c("red.trailing == root.trailingMargin"),
      c("red.leading == blue.trailing + 8"), c("blue.width >= 150"), c("red.width == 2 * blue.width @750"),
      c("blue.top == safeArea.top + 20"), c("red.top == safeArea.top + 20"),
      c("safeArea.bottom == blue.bottom + 20"), c("safeArea.bottom == red.bottom + 20"),
    ])
    let result = layout(s, width: 375, height: .points(667), direction: .rightToLeft)
    #expect(result.frame("blue") == Rect(x: 209, y: 40, width: 150, height: 607))
    #expect(result.frame("red") == Rect(x: 16, y: 40, width: 185, height: 607))
  }

  /// Margins-relative arrangement in RTL: asymmetric directional margins flip with the stack.
  @Test func marginsRelativeStackInRightToLeft() {
    var s = stack("s", margins: true, [view("a", width: 50, height: 20)])
    s.margins = DirectionalInsets(top: 0, leading: 4, bottom: 0, trailing: 12)
    let result = layout(scene([s], [c("s.leading == root.leading"), c("s.top == root.top")], width: 320, scale: 1),
                        direction: .rightToLeft)
    #expect(result.frame("s") == Rect(x: 254, y: 0, width: 66, height: 20))
    #expect(result.frame("a").minX == 266)
    #expect(result["s"]!.margins == Insets(top: 0, left: 12, bottom: 0, right: 4))
  }

  /// equalSpacing's gap guides mirror too: a on the right, c on the left.
  @Test func equalSpacingInRightToLeft() {
    let s = stack("s", .horizontal, .equalSpacing, spacing: 10,
                  [view("a", width: 50, height: 10), view("b", width: 100, height: 10), view("c", width: 50, height: 10)])
    let result = layout(scene([s], [c("s.leading == root.leading"), c("s.trailing == root.trailing"), c("s.top == root.top")],
                              width: 400, scale: 1), direction: .rightToLeft)
    #expect(result.frame("a").minX == 350)
    #expect(result.frame("b").minX == 150)
    #expect(result.frame("c").minX == 0)
  }
}
