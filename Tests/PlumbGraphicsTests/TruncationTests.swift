import Testing
import PlumbLayout
@testable import PlumbGraphics

/// The record of every line-break mode and line limit: visible text, cut range (Unicode scalars), lines.
/// Widths are Inter 17 pt in a 160 pt label (the pinned fonts make these exact).
@Suite struct TruncationTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }

  struct Case: CustomTestStringConvertible, Sendable {
    var mode: LineBreakMode
    var lines: Int
    var visible: String
    var cut: Range<Int>
    var testDescription: String { "\(mode) \(lines)" }
  }

  static let foxCases: [Case] = [
    Case(mode: .byWordWrapping, lines: 1, visible: "The quick brown", cut: 16..<80),
    Case(mode: .byWordWrapping, lines: 2, visible: "The quick brown\nfox jumps over the", cut: 35..<80),
    // No hyphen is inserted at a character break (UIKit does not; Pango would by default).
    Case(mode: .byCharWrapping, lines: 1, visible: "The quick brown fo", cut: 18..<80),
    Case(mode: .byCharWrapping, lines: 2, visible: "The quick brown fo\nx jumps over the la", cut: 37..<80),
    Case(mode: .byClipping, lines: 1, visible: "The quick brown fo", cut: 18..<80),
    Case(mode: .byClipping, lines: 2, visible: "The quick brown\nfox jumps over the", cut: 35..<80),
    Case(mode: .byTruncatingHead, lines: 1, visible: "…r away from home", cut: 0..<64),
    Case(mode: .byTruncatingHead, lines: 2, visible: "The quick brown\n…r away from home", cut: 16..<64),
    Case(mode: .byTruncatingTail, lines: 1, visible: "The quick brown f…", cut: 17..<80),
    Case(mode: .byTruncatingTail, lines: 2, visible: "The quick brown\nfox jumps over th…", cut: 33..<80),
    Case(mode: .byTruncatingTail, lines: 3, visible: "The quick brown\nfox jumps over the\nlazy dog and kee…", cut: 51..<80),
    Case(mode: .byTruncatingMiddle, lines: 1, visible: "The quic…om home", cut: 8..<73),
    Case(mode: .byTruncatingMiddle, lines: 2, visible: "The quick brown\nfox jump…om home", cut: 24..<73),
  ]

  @Test(arguments: foxCases)
  func visibleTextAndCut(_ expected: Case) {
    let request = TextRequest(text: fox, font: inter17, numberOfLines: expected.lines, lineBreakMode: expected.mode)
    let fit = measurer.fit(request, in: Size(width: 160, height: 200))
    #expect(fit.visibleText == expected.visible)
    #expect(fit.cutRange == expected.cut)
    #expect(fit.isTruncated)
    #expect(fit.linesShown == expected.lines && fit.linesNeeded == 5)
    #expect(fit.availableWidth == 160 && fit.naturalWidth > 600)
  }

  @Test(arguments: LineBreakMode.allCases)
  func everythingFitsWithoutALimit(mode: LineBreakMode) {
    let request = TextRequest(text: fox, font: inter17, numberOfLines: 0, lineBreakMode: mode)
    let fit = measurer.fit(request, in: Size(width: 160, height: 200))
    #expect(!fit.isTruncated && fit.cutRange == nil && fit.linesShown == 5)
    #expect(!fit.visibleText.contains("…"))
  }

  /// Pango's own line limit counts per paragraph and drops later paragraphs silently; Plumb's does not.
  @Test(arguments: [
    (LineBreakMode.byWordWrapping, "Line one\nLine two", 17..<28),
    (.byCharWrapping, "Line one\nLine two", 17..<28),
    (.byClipping, "Line one\nLine two", 17..<28),
    (.byTruncatingTail, "Line one\nLine two…", 17..<28),
    (.byTruncatingHead, "Line one\n…ne three", 9..<20),
    (.byTruncatingMiddle, "Line one\nLine…ree", 13..<25),
  ])
  func hardLineBreaksUnderALimit(mode: LineBreakMode, visible: String, cut: Range<Int>) {
    let request = TextRequest(text: "Line one\nLine two\nLine three", font: inter17, numberOfLines: 2, lineBreakMode: mode)
    let fit = measurer.fit(request, in: Size(width: 160, height: 200))
    #expect(fit.visibleText == visible)
    #expect(fit.cutRange == cut)
    #expect(fit.isTruncated && fit.linesShown == 2 && fit.linesNeeded == 3)
  }

  @Test func oneLineLabelWithHardBreaksShowsTheFirstLineAndAnEllipsis() {
    let fit = measurer.fit(TextRequest(text: "Hi\nthere", font: inter17), in: Size(width: 200, height: 30))
    #expect(fit.visibleText == "Hi…" && fit.cutRange == 2..<8)
  }

  @Test func theBoundsHeightLimitsLinesLikeALineLimit() {
    let request = TextRequest(text: fox, font: inter17, numberOfLines: 0, lineBreakMode: .byTruncatingTail)
    let fit = measurer.fit(request, in: Size(width: 160, height: 2 * 20.6))
    #expect(fit.visibleText == "The quick brown\nfox jumps over th…" && fit.linesShown == 2)
  }

  @Test func cutRangeCountsUnicodeScalars() {
    let text = "Café crème brûlée à la carte"
    let fit = measurer.fit(TextRequest(text: text, font: inter17), in: Size(width: 100, height: 30))
    let scalars = Array(text.unicodeScalars)
    let cut = try! #require(fit.cutRange)
    let kept = String(String.UnicodeScalarView(scalars[..<cut.lowerBound]))
    #expect(cut.upperBound == scalars.count)
    #expect(fit.visibleText == kept + "…")
  }

  @Test func rightToLeftTailKeepsTheLogicalStart() {
    let text = "שלום עולם, זהו טקסט ארוך מאוד בעברית"
    let request = TextRequest(text: text, font: inter17, direction: .rightToLeft, language: "he")
    let fit = measurer.fit(request, in: Size(width: 120, height: 30))
    let cut = try! #require(fit.cutRange)
    #expect(fit.visibleText.hasPrefix("שלום") && fit.visibleText.hasSuffix("…"))
    #expect(cut.upperBound == text.unicodeScalars.count && cut.lowerBound > 5)
    #expect(fit.missingGlyphs == 0)
  }
}
