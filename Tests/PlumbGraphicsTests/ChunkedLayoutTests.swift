import Testing
import PlumbLayout
@testable import PlumbGraphics

/// Long wrapping text is laid out in chunks (`TextEngine.chunkedLines`), which must give exactly the
/// lines one layout of the whole text gives: the same bytes per line, tops, widths, baselines, line
/// count and cut text, in every wrapping and truncating mode.
@Suite struct ChunkedLayoutTests {
  static let texts: [(String, String)] = [
    ("one long word", String(repeating: "abcdefghij", count: 300)),
    ("words", (0..<700).map { "word\($0)" }.joined(separator: " ")),
    ("paragraphs", (0..<60).map { "Paragraph \($0) has a few words in it.\n" }.joined()),
    ("accents and Hebrew", String(repeating: "Café déjà vu שלום עולם naïve ", count: 90)),
  ]

  struct Shape: Equatable {
    var lines: [String]
    var count: Int
    var cut: [Range<Int>]
    var height: Double
  }

  static func shape(_ block: TextBlock) -> Shape {
    Shape(
      lines: block.lines.map { line in
        let start = line.sourceByteOffset + line.layoutBytes.lowerBound, end = line.sourceByteOffset + line.layoutBytes.upperBound
        return "\(start)..<\(end) x \(line.x) top \(line.top) w \(line.width) base \(line.baseline)"
      },
      count: block.linesNeeded, cut: block.cutBytes, height: block.height)
  }

  @Test(arguments: texts.map(\.0))
  func chunksGiveTheLinesOfOneLayout(name: String) throws {
    let text = try #require(Self.texts.first { $0.0 == name }?.1)
    #expect(text.utf8.count > 2048)
    let engine = try TextEngine()
    for (mode, lines) in [(LineBreakMode.byWordWrapping, 0), (.byCharWrapping, 0), (.byTruncatingTail, 3),
                          (.byTruncatingMiddle, 5), (.byWordWrapping, 4)] {
      var request = TextRequest(text: text, font: body17)
      request.lineBreakMode = mode
      request.numberOfLines = lines
      for width in [120.0, 333.5] {
        let whole = engine.block(for: request, font: body17, width: width, height: nil, chunkBytes: .max)
        let chunked = engine.block(for: request, font: body17, width: width, height: nil, chunkBytes: 700)
        #expect(Self.shape(chunked) == Self.shape(whole), "\(name), \(mode), \(lines) lines, width \(width)")
        #expect(whole.linesNeeded > 4)
      }
    }
  }

  @Test func aHardBreakEndsAParagraphBeforeAnOffset() {
    #expect(HardBreak.endsParagraph(Array("a\nb".utf8), before: 2))
    #expect(HardBreak.endsParagraph(Array("a\u{2029}b".utf8), before: 4))
    #expect(!HardBreak.endsParagraph(Array("ab".utf8), before: 1))
    #expect(HardBreak.endsParagraph(Array("ab".utf8), before: 0))
  }
}
