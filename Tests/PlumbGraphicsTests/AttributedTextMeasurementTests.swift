import Testing
import PlumbLayout
@testable import PlumbGraphics

/// Attributed text (`TextRequest.runs`, `paragraphStyle`) measured by the engine: exact points, from
/// the same Pango layouts that draw it.
@Suite struct AttributedTextMeasurementTests {
  let engine: TextEngine
  init() throws { engine = try TextEngine() }

  /// Runs over `pieces` (in order), each with `make(index)`'s attributes.
  private func request(
    _ pieces: [String], font: FontSpec = body17, numberOfLines: Int = 1, style: ParagraphStyle? = nil,
    _ make: (Int) -> AttributedRun = { _ in AttributedRun(byteCount: 0) }
  ) -> TextRequest {
    var request = TextRequest(text: pieces.joined(), font: font, numberOfLines: numberOfLines,
                              lineBreakMode: numberOfLines == 1 ? .byTruncatingTail : .byWordWrapping)
    request.runs = pieces.enumerated().map { index, piece in
      var run = make(index)
      run.byteCount = piece.utf8.count
      return run
    }
    request.paragraphStyle = style
    return request
  }

  /// Pango adds a run's letter spacing to each of its clusters (half before, half after; only the line's
  /// outer halves are dropped): a 2-point kern on the 5 clusters of a run inside the line adds 10 points.
  @Test(arguments: [body17, inter17, FontSpec(size: 34, weight: .bold)])
  func kernMakesTheLabelExactlyThatMuchWider(font: FontSpec) {
    let pieces = ["Say ", "hello", " twice"]
    let plain = request(pieces, font: font)
    let kerned = request(pieces, font: font) { AttributedRun(byteCount: 0, kern: $0 == 1 ? 2 : 0) }
    let difference = engine.naturalWidth(kerned, font: font) - engine.naturalWidth(plain, font: font)
    #expect(difference == 10)
    #expect(engine.measurement(for: kerned, width: nil).width == engine.naturalWidth(kerned, font: font))
  }

  /// A system-font run keeps San Francisco's tracking: one run over the whole text in the label's font
  /// (or in another system font) measures exactly as the plain label in that font.
  @Test(arguments: [body17, FontSpec(size: 34, weight: .bold), FontSpec(size: 11), inter17])
  func systemFontRunsKeepSanFranciscoTracking(font: FontSpec) {
    let text = "Tracking stays the same"
    var attributed = TextRequest(text: text, font: body17)
    attributed.runs = [AttributedRun(byteCount: text.utf8.count, font: font, foregroundColor: Color(parsing: "#FF0000"))]
    let plain = TextRequest(text: text, font: font)
    #expect(engine.naturalWidth(attributed, font: body17) == engine.naturalWidth(plain, font: font))
    #expect(engine.measurement(for: attributed, width: nil).width == engine.measurement(for: plain, width: nil).width)
  }

  /// A bigger system-font run raises the line to that font's San Francisco line box.
  @Test func aBiggerRunRaisesTheLine() {
    let big = FontSpec(size: 34)
    let mixed = request(["small ", "Big"]) { AttributedRun(byteCount: 0, font: $0 == 1 ? big : nil) }
    let measured = engine.measurement(for: mixed, width: nil)
    #expect(measured.firstBaseline == SanFranciscoMetrics.ascender(atSize: 34))
    #expect(measured.height == SanFranciscoMetrics.lineHeight(atSize: 34))
    let plain = engine.measurement(for: TextRequest(text: "small Big", font: body17), width: nil)
    #expect(plain.height == SanFranciscoMetrics.lineHeight(atSize: 17))
  }

  /// A bigger run in another family raises the line to that font's own line box: the line is as tall
  /// as a plain label in that font, its baseline as far down.
  @Test func aBiggerRunOfAnotherFamilyRaisesTheLineToItsBox() {
    let serif = FontSpec(family: "DejaVu Serif", size: 30)
    let mixed = request(["small ", "Serif"]) { AttributedRun(byteCount: 0, font: $0 == 1 ? serif : nil) }
    let measured = engine.measurement(for: mixed, width: nil)
    let plain = engine.measurement(for: TextRequest(text: "Serif", font: serif), width: nil)
    #expect(measured.height == plain.height && measured.firstBaseline == plain.firstBaseline)
  }

  /// `baselineOffset` raises the run (Pango's rise): the line's ascent grows by the offset.
  @Test func baselineOffsetRaisesTheRunAndTheLine() {
    let raised = request(["x", "2"]) { AttributedRun(byteCount: 0, baselineOffset: $0 == 1 ? 20 : 0) }
    let measured = engine.measurement(for: raised, width: nil)
    let natural = engine.naturalVerticalMetrics(for: body17)
    #expect(abs(measured.firstBaseline - (natural.ascent + 20)) < 1.0 / 1024)
  }

  @Test func lineSpacingIsAddedBetweenLines() {
    var style = ParagraphStyle()
    let lines = ["One\n", "two\n", "three"]
    let plain = engine.block(for: request(lines, numberOfLines: 0, style: style), font: body17, width: 300, height: nil)
    style.lineSpacing = 5
    let spaced = engine.block(for: request(lines, numberOfLines: 0, style: style), font: body17, width: 300, height: nil)
    #expect(plain.lines.count == 3 && spaced.lines.count == 3)
    #expect(spaced.height == plain.height + 10)
    #expect(spaced.firstBaseline == plain.firstBaseline)
    #expect(spaced.lines.map(\.baseline) == zip(plain.lines.map(\.baseline), [0.0, 5, 10]).map { $0 + $1 })
    #expect(plain.height == 3 * SanFranciscoMetrics.lineHeight(atSize: 17))
  }

  /// Paragraph spacing (after) and spacing before go between paragraphs, not between the lines a
  /// paragraph wraps into, and not before the first paragraph.
  @Test func paragraphSpacingGoesBetweenParagraphs() {
    var style = ParagraphStyle()
    style.paragraphSpacing = 7
    style.paragraphSpacingBefore = 3
    let paragraphs = request(["First\n", "Second\n", "Third"], numberOfLines: 0, style: style)
    let block = engine.block(for: paragraphs, font: body17, width: 300, height: nil)
    let line = SanFranciscoMetrics.lineHeight(atSize: 17)
    #expect(block.lines.map(\.top) == [0, line + 10, 2 * line + 20])
    #expect(block.height == 3 * line + 20)
    let wrapped = engine.block(for: request([fox], numberOfLines: 0, style: style), font: body17, width: 150, height: nil)
    #expect(wrapped.lines.count > 2 && wrapped.height == Double(wrapped.lines.count) * line)
  }

  @Test func lineHeightMultipleIsClampedByTheMinimumAndMaximum() {
    let line = SanFranciscoMetrics.lineHeight(atSize: 17), descent = SanFranciscoMetrics.descender(atSize: 17)
    var style = ParagraphStyle()
    style.lineHeightMultiple = 2
    let doubled = engine.block(for: request(["a\n", "b"], numberOfLines: 0, style: style), font: body17, width: 100, height: nil)
    #expect(doubled.lines.map(\.top) == [0, 2 * line])
    #expect(doubled.firstBaseline == 2 * line - descent)   // the extra height is above the text
    style.maximumLineHeight = 30
    let capped = engine.block(for: request(["a\n", "b"], numberOfLines: 0, style: style), font: body17, width: 100, height: nil)
    #expect(capped.height == 60 && capped.firstBaseline == 30 - descent)
    style = ParagraphStyle()
    style.minimumLineHeight = 44
    let raised = engine.block(for: request(["a"], numberOfLines: 0, style: style), font: body17, width: 100, height: nil)
    #expect(raised.height == 44 && raised.lastBaseline == 44 - descent)
  }

  @Test func indentsShiftAndNarrowLines() {
    var style = ParagraphStyle()
    style.firstLineHeadIndent = 30
    style.headIndent = 12
    let plainRequest = request([fox], numberOfLines: 0, style: ParagraphStyle())
    let indented = request([fox], numberOfLines: 0, style: style)
    let plain = engine.block(for: plainRequest, font: body17, width: 200, height: nil)
    let block = engine.block(for: indented, font: body17, width: 200, height: nil)
    #expect(block.lines.count >= plain.lines.count)
    #expect(block.lines[0].x == 30)
    #expect(block.lines.dropFirst().allSatisfy { $0.x == 12 })
    #expect(block.lines[0].width <= 170 && block.lines.dropFirst().allSatisfy { $0.width <= 188 })
    // One unbroken line: the natural width includes the first line's indent.
    let oneLine = request(["Hello"], style: style)
    #expect(engine.naturalWidth(oneLine, font: body17) == engine.naturalWidth(TextRequest(text: "Hello", font: body17), font: body17) + 30)
    // headIndent larger than firstLineHeadIndent: the other lines move further in.
    style.firstLineHeadIndent = 4
    style.headIndent = 40
    let hanging = engine.block(for: request([fox], numberOfLines: 0, style: style), font: body17, width: 200, height: nil)
    #expect(hanging.lines[0].x == 4 && hanging.lines.dropFirst().allSatisfy { $0.x == 40 && $0.width <= 160 })
  }

  /// In a right-to-left paragraph the indents are from the right edge (the leading one).
  @Test func indentsAreFromTheLeadingEdgeInRightToLeftText() {
    var style = ParagraphStyle()
    style.firstLineHeadIndent = 30
    style.headIndent = 12
    var hebrew = request([String(repeating: "שלום עולם ", count: 8)], numberOfLines: 0, style: style)
    hebrew.direction = .rightToLeft
    hebrew.language = "he"
    let block = engine.block(for: hebrew, font: body17, width: 200, height: nil)
    let tolerance = 1.0 / 512
    #expect(block.lines.count > 2)
    #expect(abs(block.lines[0].x + block.lines[0].width - 170) < tolerance)
    #expect(block.lines.dropFirst().allSatisfy { abs($0.x + $0.width - 188) < tolerance })
  }

  @Test func paragraphStyleLineBreakModeTruncatesTheLastVisibleLine() throws {
    let measurer = try PangoTextMeasurer()
    let pieces = ["Read ", "the whole story", " before it ends badly for everyone involved in it"]
    var attributed = request(pieces, numberOfLines: 2) { AttributedRun(byteCount: 0, foregroundColor: $0 == 1 ? Color(parsing: "#FF0000") : nil) }
    attributed.lineBreakMode = .byTruncatingMiddle
    let fit = measurer.fit(attributed, in: Size(width: 120, height: 100))
    let text = attributed.text
    let cut = try #require(fit.cutRange)
    #expect(fit.isTruncated && fit.linesShown == 2)
    #expect(cut.upperBound < text.unicodeScalars.count && cut.lowerBound > 0)
    #expect(fit.visibleText.contains("\u{2026}"))
    let hidden = String(String.UnicodeScalarView(Array(text.unicodeScalars)[cut]))
    #expect(!fit.visibleText.contains(hidden))
  }
}
