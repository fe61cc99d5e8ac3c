import Testing
import PlumbLayout
@testable import PlumbGraphics

/// The "…" is drawn at its natural width with the text flush against it, as UIKit draws it: Pango's padding
/// of the ellipsis glyph (which makes an ellipsized line exactly as wide as the layout) must not show as a
/// blank gap, nor shift centred or right-aligned truncated text.
@Suite struct EllipsisGapTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }

  static let latin = "byTruncatingHead: The quick brown fox jumps over the lazy dog, twice over."
  static let hebrew = "שלום עולם, זהו טקסט ארוך מאוד בעברית שממשיך עוד ועוד"
  static let scale = 2.0

  @Test(arguments: [
    (LineBreakMode.byTruncatingHead, LayoutDirection.leftToRight),
    (.byTruncatingMiddle, .leftToRight),
    (.byTruncatingTail, .leftToRight),
    (.byTruncatingHead, .rightToLeft),
    (.byTruncatingMiddle, .rightToLeft),
    (.byTruncatingTail, .rightToLeft),
  ])
  func textIsFlushAgainstTheEllipsis(mode: LineBreakMode, direction: LayoutDirection) throws {
    let rtl = direction == .rightToLeft
    let request = TextRequest(text: rtl ? Self.hebrew : Self.latin, font: body17, lineBreakMode: mode,
                              direction: direction, language: rtl ? "he" : "en", scale: Self.scale)
    let bounds = Size(width: 230, height: 30)
    let span = try #require(measurer.ellipsisPosition(request, in: bounds))
    let bitmap = try renderText(request, width: bounds.width, height: bounds.height, measurer: measurer)
    let inked = inkedColumns(bitmap)
    let dots = inked.filter { Double($0) >= span.minX * Self.scale - 1 && Double($0) <= span.maxX * Self.scale + 1 }
    let first = try #require(dots.first), last = try #require(dots.last)
    // The neighbouring glyphs start at the ellipsis' advance (only their own side bearing apart), and the
    // blank between the dots and the text is a letter gap, not Pango's slack.
    if let left = inked.last(where: { $0 < first }) {
      #expect(span.minX * Self.scale - Double(left + 1) <= 3, "text ends before the … advance")
      #expect(first - left - 1 <= 6, "gap left of …: \(first - left - 1) px")
    }
    if let right = inked.first(where: { $0 > last }) {
      #expect(Double(right) - span.maxX * Self.scale <= 3, "text starts after the … advance")
      #expect(right - last - 1 <= 6, "gap right of …: \(right - last - 1) px")
    }
    // The ellipsis span is the glyph's natural advance, never the padded slack.
    #expect(span.maxX - span.minX < 17)
  }

  @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail])
  func rightAlignedTruncatedTextIsFlushRight(mode: LineBreakMode) throws {
    let request = TextRequest(text: Self.latin, font: body17, lineBreakMode: mode, alignment: .right, scale: Self.scale)
    let ink = try #require(inkBounds(try renderText(request, width: 230, height: 30, measurer: measurer)))
    let rightMargin = 230 * Self.scale - 1 - Double(ink.maxX)
    #expect(rightMargin <= 3, "right margin \(rightMargin) px")
  }

  @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail])
  func centredTruncatedTextIsCentred(mode: LineBreakMode) throws {
    let request = TextRequest(text: Self.latin, font: body17, lineBreakMode: mode, alignment: .center, scale: Self.scale)
    let bitmap = try renderText(request, width: 230, height: 30, measurer: measurer)
    let ink = try #require(inkBounds(bitmap))
    let leftMargin = Double(ink.minX), rightMargin = Double(bitmap.width - 1 - ink.maxX)
    #expect(abs(leftMargin - rightMargin) <= 3, "margins \(leftMargin) / \(rightMargin) px")
  }

  @Test func leftAlignedTailTruncationEndsAtTheEllipsis() throws {
    // The line's logical width is the drawn width, so a left-aligned tail-truncated line leaves the slack
    // after "…" outside the line (the record and the ink agree).
    let request = TextRequest(text: Self.latin, font: body17, scale: Self.scale)
    let bounds = Size(width: 230, height: 30)
    let span = try #require(measurer.ellipsisPosition(request, in: bounds))
    let ink = try #require(inkBounds(try renderText(request, width: 230, height: 30, measurer: measurer)))
    #expect(abs(Double(ink.maxX + 1) - span.maxX * Self.scale) <= 3)
  }

  /// Columns of the bitmap that hold any ink (text drawn black on white), ascending.
  private func inkedColumns(_ bitmap: Bitmap) -> [Int] {
    (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { bitmap.pixel(x: x, y: $0).red < 160 } }
  }
}
