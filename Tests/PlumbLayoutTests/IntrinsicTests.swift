import PlumbLayout
import Testing

@Suite struct IntrinsicTests {
  /// A title/detail row 280 points wide (320 − 2 × 16 − 8) that needs 150 + 200: compression resistance
  /// decides who truncates.
  func row(titleCR: Double, detailCR: Double) -> Layout.Result {
    let s = scene([
      label("title", "Title text here", compression: titleCR), label("detail", "Detail text is long!", compression: detailCR),
    ], [
      c("title.leading == root.leadingMargin"), c("detail.leading == title.trailing + 8"),
      c("detail.trailing == root.trailingMargin"), c("title.top == root.top"), c("detail.top == root.top"),
    ], width: 320)
    return layout(s)
  }

  @Test func detailTruncatesWhenTitleResistsMore() {
    let result = row(titleCR: 751, detailCR: 750)
    #expect(result.frame("title").width == 150)
    #expect(result.frame("detail").width == 130)
    #expect(result.diagnostics.truncatedLabels == ["detail"])
    let fit = result["detail"]!.label!.fit
    #expect(fit.visibleText == "Detail text …")
    #expect(fit.cutRange == 12..<20)
  }

  @Test func titleTruncatesWhenDetailResistsMore() {
    let result = row(titleCR: 750, detailCR: 751)
    #expect(result.frame("title").width == 80)
    #expect(result.frame("detail").width == 200)
    #expect(result.diagnostics.truncatedLabels == ["title"])
  }

  /// Images: the image's size; an explicit intrinsic size wins on its axis; a missing file is reported.
  @Test func imageSizes() {
    var explicit = Layout.Node(id: "b", kind: .image(Layout.Image(src: "flowers.png")))
    explicit.intrinsic.width = 100
    let missing = Layout.Node(id: "c", kind: .image(Layout.Image(src: "nope.png")), intrinsic: Layout.IntrinsicSize(height: 5))
    let s = scene([Layout.Node(id: "a", kind: .image(Layout.Image(src: "flowers.png"))), explicit, missing], [
      c("a.left == root.left"), c("a.top == root.top"), c("b.left == root.left"), c("b.top == root.top"),
      c("c.left == root.left"), c("c.top == root.top"), c("c.width == 10"),
    ])
    let result = layout(s)
    #expect(result.frame("a").size == Size(width: 300, height: 400))
    #expect(result.frame("b").size == Size(width: 100, height: 400))
    #expect(result.frame("c").size == Size(width: 10, height: 5))
    #expect(result.diagnostics.warnings.map(\.kind) == [.missingImage])
    #expect(result["a"]!.image?.src == "flowers.png")
  }

  /// A text style's font brings its leading to the label's request (scaled with the type size); a fixed font none.
  @Test func textStylesBringTheirLeading() {
    let s = scene([
      Layout.Node(id: "styled", kind: .label(Layout.Label(text: "Hello", font: .style(.body), numberOfLines: 0))),
      label("fixed", "Hello", lines: 0),
    ], [c("styled.left == root.left"), c("styled.top == root.top"), c("fixed.left == root.left"), c("fixed.top == root.top")])
    #expect(layout(s)["styled"]!.label!.request.leading == TextStyle.body.leading(for: .large))
    #expect(layout(s, type: .ax3)["styled"]!.label!.request.leading == TextStyle.body.leading(for: .ax3))
    #expect(layout(s)["fixed"]!.label!.request.leading == 0)
  }

  /// Labels measure at the variant's type size: body is 17 pt at large and 40 pt at AX3.
  @Test func dynamicType() {
    let s = scene([Layout.Node(id: "t", kind: .label(Layout.Label(text: "Hello", font: .style(.body))))],
                  [c("t.left == root.left"), c("t.top == root.top")])
    #expect(layout(s).frame("t").width == 42.5)
    let big = layout(s, type: .ax3)
    #expect(big.frame("t").width == 100)
    #expect(big.frame("t").height == 48)
    #expect(big["t"]!.label!.request.font.size == 40)
  }
}

@Suite struct FixpointTests {
  /// 20 four-letter words at 10 pt per character, in 343 points (34 characters): 7 + 7 + 6 words, 3 lines;
  /// in 288 points (28 characters): 5 words a line, 4 lines.
  let s = scene([label("body", Array(repeating: "aaaa", count: 20).joined(separator: " "), lines: 0), view("box", height: 10)], [
    c("body.leading == root.leadingMargin"), c("body.trailing == root.trailingMargin"), c("body.top == root.top + 20"),
    c("box.top == body.bottom + 8"), c("box.leading == root.leading"), c("box.width == 10"),
  ], safeTop: 0)

  @Test func wrapsAtSolvedWidth() {
    let wide = layout(s, width: 375)
    #expect(wide.frame("body") == Rect(x: 16, y: 20, width: 343, height: 72))
    #expect(wide.frame("box").minY == 100)
    let narrow = layout(s, width: 320)
    #expect(narrow.frame("body").height == 96)
    #expect(narrow.frame("box").minY == 124)
    #expect(narrow.diagnostics.nonConvergence == nil)
  }

  /// A width sweep on one engine reuses the solver and ends where fresh layouts end.
  @Test func sweepMatchesFreshLayouts() {
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    for width in [375.0, 320, 414, 375] {
      let swept = engine.layout(Layout.Variant(width: width, height: .points(667), scale: 2))
      let fresh = layout(s, width: width)
      #expect(swept.views.map(\.frame) == fresh.views.map(\.frame))
      #expect(swept.layoutText == fresh.layoutText)
    }
  }

  /// `width == 5 × height + 100` with a 30-character word whose height is required to be its text's: one
  /// line (24) → 220 wide → two lines (48) → 340 wide → one line… The fixpoint stops at its cap and says so.
  @Test func nonConvergenceIsReported() {
    var osc = label("osc", String(repeating: "a", count: 30), lines: 0)
    osc.hugging.vertical = 1000
    osc.compression.vertical = 1000
    let s = scene([osc], [
      c("osc.left == root.left"), c("osc.top == root.top"), c("osc.width == 5 * osc.height + 100"),
    ])
    let result = layout(s)
    #expect(result.diagnostics.nonConvergence == Layout.NonConvergence(iterations: 8, labels: ["osc"]))
    #expect(result.layoutText.contains("not-converged after 8 passes: osc"))
  }
}

/// The first measurement of a wrapping label: one unbroken line, or its width before layout, or its
/// `preferredMaxLayoutWidth` (20 four-letter words at 10 pt a character, lines of 24 points).
@Suite struct FirstWrapWidthTests {
  func hugged(widthBeforeLayout: Double? = nil, preferred: Double? = nil, pinnedTrailing: Bool = false) -> Layout.Result {
    var body = label("body", Array(repeating: "aaaa", count: 20).joined(separator: " "), lines: 0, hugging: 251)
    if case .label(var text) = body.kind {
      text.widthBeforeLayout = widthBeforeLayout
      text.preferredMaxLayoutWidth = preferred
      body.kind = .label(text)
    }
    var constraints = [c("body.leading == root.leading + 20"), c("body.top == root.top"), c("body.width <= 300")]
    if pinnedTrailing { constraints.append(c("body.trailing == root.trailing - 20")) }
    return layout(scene([body], constraints, safeTop: 0))
  }

  @Test func unbrokenLineFirstThenTheWidestLineAtTheCap() {
    // 990 on one line, capped at 300; wrapped there its widest line is 6 words (290): 4 lines.
    #expect(hugged().frame("body") == Rect(x: 20, y: 0, width: 290, height: 96))
  }

  @Test func aLabelLoadedAtAWidthIsFirstWrappedThere() {
    // Wrapped at 200: 4 words a line (190), 5 lines; hugging keeps it there although 300 would be allowed.
    #expect(hugged(widthBeforeLayout: 200).frame("body") == Rect(x: 20, y: 0, width: 190, height: 120))
    // A text that measures at most 5 % wider than that width was on one line there: as without it.
    #expect(hugged(widthBeforeLayout: 950).frame("body") == hugged().frame("body"))
    #expect(hugged(widthBeforeLayout: 1000).frame("body") == hugged().frame("body"))
  }

  @Test func preferredMaxLayoutWidthIsKeptAtEveryWidth() {
    // Measured at 140 (3 words a line): 7 lines, 168 high, even when constraints make it 335 wide.
    #expect(hugged(preferred: 140).frame("body") == Rect(x: 20, y: 0, width: 140, height: 168))
    let pinned = layout(scene([{
      var body = label("body", Array(repeating: "aaaa", count: 20).joined(separator: " "), lines: 0)
      if case .label(var text) = body.kind { text.preferredMaxLayoutWidth = 140; body.kind = .label(text) }
      return body
    }()], [c("body.leading == root.leading + 20"), c("body.trailing == root.trailing - 20"), c("body.top == root.top")], safeTop: 0))
    #expect(pinned.frame("body") == Rect(x: 20, y: 0, width: 335, height: 168))
  }
}

@Suite struct FitHeightTests {
  @Test func fitsContent() {
    let s = scene([view("box", height: 100)], [
      c("box.top == safeArea.top + 10"), c("root.bottom == box.bottom + 20"), c("box.leading == root.leading"),
      c("box.trailing == root.trailing"),
    ])
    let result = layout(s, height: .fit)
    #expect(result.canvasSize == Size(width: 375, height: 150))
    #expect(result.frame("box") == Rect(x: 0, y: 30, width: 375, height: 100))
  }

  /// A wrapping label decides the height: 3 lines of 24 plus 10 above and below.
  @Test func fitsWrappedText() {
    let s = scene([label("body", Array(repeating: "aaaa", count: 20).joined(separator: " "), lines: 0)], [
      c("body.leading == root.leadingMargin"), c("body.trailing == root.trailingMargin"),
      c("body.top == root.top + 10"), c("root.bottom == body.bottom + 10"),
    ], safeTop: 0)
    #expect(layout(s, height: .fit).canvasSize.height == 92)
  }

  /// The fitted height is rounded up to the pixel grid (100.3 at @2x → 100.5).
  @Test func fittedHeightRoundsUp() {
    let s = scene([view("box")], [
      c("box.top == root.top"), c("box.height == 100.3"), c("root.bottom == box.bottom"),
      c("box.leading == root.leading"), c("box.width == 10"),
    ], safeTop: 0)
    let result = layout(s, height: .fit)
    #expect(result.canvasSize.height == 100.5)
    #expect(result.frame("box").height == 100.5)
  }
}
