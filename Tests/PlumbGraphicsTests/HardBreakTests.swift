import Testing
import PlumbLayout
@testable import PlumbGraphics

/// Text with any hard break (pasted text has LINE SEPARATOR and PARAGRAPH SEPARATOR) measures, fits
/// and truncates like text with a line feed: before, U+2028/U+2029 left an infinite wrap width for
/// the truncated last line and trapped ("Double value cannot be converted to Int").
@Suite struct HardBreakTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }

  static let separators = ["\n", "\r", "\u{2028}", "\u{2029}"]

  @Test(arguments: separators)
  func oneLineLabelShowsTheFirstLineAndMarksTheCut(_ separator: String) {
    let text = "one\(separator)two\(separator)three"
    let request = TextRequest(text: text, font: body17, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    let measured = measurer.measure(request, maxWidth: nil)
    #expect(measured.size.width > 0 && measured.size.width.isFinite)
    let fit = measurer.fit(request, in: Size(width: 200, height: 40))
    #expect(fit.visibleText == "one…")
    #expect(fit.isTruncated)
    #expect(fit.linesNeeded == 3)
    // The cut starts after "one" and runs to the end of the text, whatever the separator's length.
    #expect(fit.cutRange == 3..<text.unicodeScalars.count)
  }

  @Test(arguments: separators)
  func twoLineLabelKeepsTheFirstLineAndFlattensTheRest(_ separator: String) {
    let text = "one\(separator)two\(separator)three"
    let request = TextRequest(text: text, font: body17, numberOfLines: 2, lineBreakMode: .byTruncatingMiddle)
    let fit = measurer.fit(request, in: Size(width: 300, height: 100))
    #expect(fit.visibleText.hasPrefix("one\n"))
    #expect(fit.linesShown == 2)
    #expect(!fit.visibleText.contains("\u{2028}") && !fit.visibleText.contains("\u{2029}"))
  }

  @Test func flatteningKeepsByteOffsets() {
    for separator in Self.separators {
      let bytes = Array("a\(separator)b".utf8)
      let flat = HardBreak.flattened(bytes)
      #expect(flat.count == bytes.count)
      #expect(!HardBreak.contains(flat))
      #expect(HardBreak.contains(bytes))
      #expect(String(decoding: flat, as: UTF8.self).unicodeScalars.count == 3)
    }
  }

  @Test func widthsPangoCannotHoldNeverTrap() {
    #expect(pangoUnits(.infinity) == Int32.max)
    #expect(pangoUnits(1e300) == Int32.max)
    #expect(pangoUnits(.nan) == 0)
    #expect(pangoUnits(-.infinity) < 0)
    #expect(pangoUnits(12.5) == 12_800)
  }
}

/// Sizes no canvas can have are refused with an error, never converted to a pixel count (a trap).
@Suite struct NonFiniteCanvasTests {
  @Test func nanInfiniteAndHugeSizesAreErrors() {
    for size in [Size(width: .nan, height: 10), Size(width: 10, height: .infinity), Size(width: 1e300, height: 10),
                 Size(width: -.infinity, height: 10)] {
      #expect(throws: GraphicsError.self) { try Canvas(size: size, scale: 2) }
    }
    #expect(throws: GraphicsError.self) { try Canvas(size: Size(width: 10, height: 10), scale: .nan) }
    #expect(throws: GraphicsError.self) { try Canvas(size: Size(width: 10, height: 10), scale: .infinity) }
  }
}
