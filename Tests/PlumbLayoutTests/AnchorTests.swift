import PlumbLayout
import Testing

/// Every attribute of a view at (10, 20, 100, 50) with margins 8, probed by pinning a probe's left or
/// top edge to it.
@Suite struct AnchorTests {
  func probe(_ attribute: Layout.Attribute, margins: DirectionalInsets? = nil) -> Double {
    var box = view("box")
    box.margins = margins
    let vertical = attribute.axis == .vertical
    let s = scene([box, view("probe", width: 1, height: 1)], [
      c("box.left == root.left + 10"), c("box.top == root.top + 20"), c("box.width == 100"), c("box.height == 50"),
      vertical ? c("probe.top == box.\(attribute.rawValue)")
        : c("probe.\(attribute.isDirectional ? "leading" : "left") == box.\(attribute.rawValue)"),
      vertical ? c("probe.left == root.left") : c("probe.top == root.top"),
    ], scale: 1)
    let frame = layout(s).frame("probe")
    return vertical ? frame.minY : frame.minX
  }

  @Test(arguments: [
    (Layout.Attribute.left, 10.0), (.right, 110), (.centerX, 60), (.leading, 10), (.trailing, 110),
    (.leftMargin, 18), (.rightMargin, 102), (.leadingMargin, 18), (.trailingMargin, 102), (.centerXWithinMargins, 60),
    (.top, 20), (.bottom, 70), (.centerY, 45), (.topMargin, 28), (.bottomMargin, 62), (.centerYWithinMargins, 45),
    (.firstBaseline, 20), (.lastBaseline, 70),
  ])
  func attribute(_ attribute: Layout.Attribute, expected: Double) {
    #expect(probe(attribute) == expected)
  }

  @Test func customMargins() {
    let margins = DirectionalInsets(top: 2, leading: 4, bottom: 6, trailing: 12)
    #expect(probe(.leadingMargin, margins: margins) == 14)
    #expect(probe(.trailingMargin, margins: margins) == 98)
    #expect(probe(.centerXWithinMargins, margins: margins) == 56)
    #expect(probe(.topMargin, margins: margins) == 22)
    #expect(probe(.bottomMargin, margins: margins) == 64)
    #expect(probe(.centerYWithinMargins, margins: margins) == 43)
  }

  /// Root margins come from the canvas (16 leading/trailing) and are measured from the safe area.
  @Test func rootMarginsAndSafeArea() {
    let s = scene([view("a", width: 1, height: 1), view("b", width: 1, height: 1)], [
      c("a.leading == root.leadingMargin"), c("a.top == root.topMargin"),
      c("b.trailing == root.trailingMargin"), c("b.bottom == safeArea.bottom"),
    ], width: 320, height: .points(480), safeTop: 20)
    let result = layout(s)
    #expect(result.frame("a").origin == Point(x: 16, y: 20))
    #expect(result.frame("b").origin == Point(x: 303, y: 479))
  }

  /// A label's baselines: top + 0.8 × size when it has its intrinsic height; the text block is centred
  /// when the label is taller (20 pt: line 24, baseline 16).
  @Test func labelBaselines() {
    let s = scene([label("title", "Hello"), view("probe", width: 1, height: 1)], [
      c("title.leading == root.leading"), c("title.top == root.top + 100"),
      c("probe.top == title.firstBaseline"), c("probe.leading == root.leading"),
    ])
    let result = layout(s)
    #expect(result.frame("probe").minY == 116)
    #expect(result["title"]!.firstBaseline == 116)
    #expect(result["title"]!.lastBaseline == 116)

    let tall = scene([label("title", "Hello"), view("probe", width: 1, height: 1)], [
      c("title.leading == root.leading"), c("title.top == root.top + 100"), c("title.height == 44"),
      c("probe.top == title.lastBaseline"), c("probe.leading == root.leading"),
    ])
    // (44 − 24) / 2 = 10 above the text block.
    #expect(layout(tall).frame("probe").minY == 126)
  }
}
