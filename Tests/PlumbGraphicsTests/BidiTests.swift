import Testing
import PlumbLayout
@testable import PlumbGraphics

/// Bidi as UIKit does it: the paragraph direction is the text's (first strong character), the view's
/// layout direction only for text without one; `.natural` alignment follows the view.
@Suite struct BidiTests {
  /// (text, view direction, expected paragraph direction, where the text's last character is drawn).
  static let cases: [(String, LayoutDirection, TextDirection)] = [
    ("Wi-Fi connectivity is poor.", .leftToRight, .leftToRight),
    ("Wi-Fi connectivity is poor.", .rightToLeft, .leftToRight),
    ("שלום עולם.", .leftToRight, .rightToLeft),
    ("שלום עולם.", .rightToLeft, .rightToLeft),
    ("مرحبا بالعالم.", .leftToRight, .rightToLeft),
    ("مرحبا بالعالم.", .rightToLeft, .rightToLeft),
    ("Hello שלום world.", .rightToLeft, .leftToRight),
    ("שלום Hello עולם.", .leftToRight, .rightToLeft),
    ("123 + 456.", .leftToRight, .leftToRight),
    ("123 + 456.", .rightToLeft, .rightToLeft),
  ]

  /// The final "." sits at the paragraph's end: the right end in a left-to-right paragraph, the left end
  /// in a right-to-left one; natural alignment puts the line on the view's leading side.
  @Test(arguments: 0..<cases.count)
  func paragraphDirectionAndNaturalAlignment(index: Int) throws {
    let (text, view, paragraph) = Self.cases[index]
    let engine = try TextEngine()
    let request = TextRequest(text: text, font: body17, alignment: .natural, direction: view, language: "en")
    let width = 300.0
    let block = engine.block(for: request, font: body17, width: width, height: nil)
    #expect(block.lines.count == 1)
    let line = block.lines[0]
    let clusters = line.layout.clusters(line: line.lineIndex)
    let period = try #require(clusters.first { $0.startByte == text.utf8.count - 1 })
    if paragraph == .leftToRight {
      #expect(period.maxX == clusters.map(\.maxX).max()!, "\(text) in \(view): '.' is not rightmost")
    } else {
      #expect(period.minX == clusters.map(\.minX).min()!, "\(text) in \(view): '.' is not leftmost")
    }
    if view == .leftToRight {
      #expect(abs(line.x) < 1e-6, "\(text) in \(view): not left-aligned (x \(line.x))")
    } else {
      #expect(abs(line.x + line.width - width) < 1e-6, "\(text) in \(view): not right-aligned")
    }
    #expect(BaseDirection.of(text) == (text.hasPrefix("123") ? nil : paragraph))
  }

  /// Explicit left/right alignment is physical whatever the paragraph direction.
  @Test(arguments: [TextAlignment.left, .right])
  func physicalAlignmentIsNotFlipped(alignment: TextAlignment) throws {
    let engine = try TextEngine()
    for (text, view, _) in Self.cases {
      let request = TextRequest(text: text, font: body17, alignment: alignment, direction: view)
      let line = engine.block(for: request, font: body17, width: 300, height: nil).lines[0]
      let x = alignment == .left ? line.x : line.x + line.width - 300
      #expect(abs(x) < 1e-6, "\(text) in \(view) aligned \(alignment): x \(line.x)")
    }
  }

  /// A truncated English label in a right-to-left view keeps its ellipsis at the right end.
  @Test func truncatedEnglishInRightToLeftView() throws {
    let measurer = try PangoTextMeasurer()
    let request = TextRequest(text: "Wi-Fi connectivity is poor.", font: body17, direction: .rightToLeft)
    let fit = measurer.fit(request, in: Size(width: 120, height: 21))
    #expect(fit.isTruncated && fit.visibleText.hasPrefix("Wi-Fi") && fit.visibleText.hasSuffix("…"))
    let ellipsis = try #require(measurer.ellipsisPosition(request, in: Size(width: 120, height: 21)))
    #expect(ellipsis.maxX > 100)
  }
}
