import Testing
import PlumbLayout
@testable import PlumbGraphics

/// Where the "…" lands for each truncating mode in LTR and RTL, checked in the record of the layout and in
/// the pixels: the ellipsis span holds exactly three dots of ink, sitting on the baseline.
@Suite struct EllipsisPlacementTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }

  enum Side: Sendable { case left, middle, right }

  static let latin = "The quick brown fox jumps over the lazy dog"
  static let hebrew = "שלום עולם, זהו טקסט ארוך מאוד בעברית"

  @Test(arguments: [
    (LineBreakMode.byTruncatingTail, LayoutDirection.leftToRight, Side.right),
    (.byTruncatingHead, .leftToRight, .left),
    (.byTruncatingMiddle, .leftToRight, .middle),
    (.byTruncatingTail, .rightToLeft, .left),
    (.byTruncatingHead, .rightToLeft, .right),
    (.byTruncatingMiddle, .rightToLeft, .middle),
  ])
  func ellipsisLands(mode: LineBreakMode, direction: LayoutDirection, side: Side) throws {
    let width = 150.0, height = 30.0, scale = 2.0
    let text = direction == .leftToRight ? Self.latin : Self.hebrew
    let request = TextRequest(text: text, font: body17, lineBreakMode: mode, direction: direction,
                              language: direction == .leftToRight ? "en" : "he", scale: scale)
    let span = try #require(measurer.ellipsisPosition(request, in: Size(width: width, height: height)))
    // "…" keeps its natural width, so an end ellipsis sits within one glyph of the edge (the rest of the
    // slack is outside the line, as in UIKit) and nothing is drawn beyond it.
    let bitmap = try renderText(request, width: width, height: height, measurer: measurer)
    let ink = try #require(inkBounds(bitmap))
    switch side {
    case .left: #expect(span.minX < 12 && Double(ink.minX) >= (span.minX * scale).rounded(.down))
    case .right: #expect(span.maxX > width - 12 && Double(ink.maxX) < (span.maxX * scale).rounded(.up))
    case .middle: #expect(span.minX > width * 0.3 && span.maxX < width * 0.7)
    }
    // Columns of the ellipsis span with ink: three separate groups (the dots), all close to the baseline.
    let columns = Int((span.minX * scale).rounded(.up))..<Int((span.maxX * scale).rounded(.down))
    var inked: [Int] = []
    var rows = Set<Int>()
    for x in columns {
      let inkRows = (0..<bitmap.height).filter { bitmap.pixel(x: x, y: $0).red < 160 }
      if !inkRows.isEmpty { inked.append(x) }
      rows.formUnion(inkRows)
    }
    let groups = zip(inked, inked.dropFirst()).filter { $1 - $0 > 1 }.count + (inked.isEmpty ? 0 : 1)
    #expect(groups == 3)
    let baselineRow = Int(span.baseline * scale)
    #expect(rows.allSatisfy { $0 > baselineRow - 6 && $0 <= baselineRow + 1 })
  }

  @Test func mixedDirectionInAnLTRParagraphEllipsizesOnTheRight() throws {
    let request = TextRequest(text: "Hello שלום world עולם mixed text goes on", font: body17, language: "en")
    let span = try #require(measurer.ellipsisPosition(request, in: Size(width: 150, height: 30)))
    #expect(span.maxX > 150 - 12)
    let bitmap = try renderText(request, width: 150, height: 30, measurer: measurer)
    #expect(try #require(inkBounds(bitmap)).maxX < Int((span.maxX * request.scale).rounded(.up)))
  }
}
