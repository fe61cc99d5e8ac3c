import Testing
import PlumbLayout
@testable import PlumbGraphics

/// Attributed text drawn: each run in its colour, underlines and strikethroughs as lines, backgrounds
/// behind their runs, and the truncated last line keeping its runs' attributes.
@Suite struct AttributedTextDrawingTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }

  private static let red = Color(parsing: "#FF0000")!
  private static func isRed(_ pixel: Bitmap.Pixel) -> Bool { pixel.red > 200 && pixel.green < 80 && pixel.blue < 80 }
  private static func isDark(_ pixel: Bitmap.Pixel) -> Bool { pixel.red < 100 && pixel.green < 100 && pixel.blue < 100 }

  private func runs(_ pieces: [String], numberOfLines: Int = 1, _ make: (Int) -> AttributedRun) -> TextRequest {
    var request = TextRequest(text: pieces.joined(), font: body17, numberOfLines: numberOfLines, scale: 2)
    request.runs = pieces.enumerated().map { index, piece in
      var run = make(index)
      run.byteCount = piece.utf8.count
      return run
    }
    return request
  }

  @Test func aRedRunIsDrawnRedAndTheRestInTheLabelColour() throws {
    let request = runs(["Black ", "RED"]) { AttributedRun(byteCount: 0, foregroundColor: $0 == 1 ? Self.red : nil) }
    let blackWidth = measurer.measure(TextRequest(text: "Black ", font: body17, scale: 2), maxWidth: nil).size.width
    let size = measurer.measure(request, maxWidth: nil).size
    let bitmap = try renderText(request, width: size.width, height: size.height, measurer: measurer)
    let red = try #require(bitmap.bounds(where: Self.isRed))
    let dark = try #require(bitmap.bounds(where: Self.isDark))
    #expect(Double(red.minX) >= (blackWidth - 1) * 2)   // red starts where "Black " ends
    #expect(Double(dark.maxX) < blackWidth * 2)          // black stops there
  }

  /// Underline: a row below the baseline inked across the run; strikethrough: a row above it.
  @Test(arguments: ["underline", "strikethrough"])
  func decorationsDrawALineAcrossTheRun(kind: String) throws {
    let text = "Hello"
    let plain = runs([text]) { _ in AttributedRun(byteCount: 0) }
    let decorated = runs([text]) { _ in
      kind == "underline" ? AttributedRun(byteCount: 0, underlineStyle: .single) : AttributedRun(byteCount: 0, strikethroughStyle: .single)
    }
    let size = measurer.measure(plain, maxWidth: nil).size
    let baseline = Int(measurer.fit(plain, in: size).firstBaseline * 2)
    func fullRows(_ bitmap: Bitmap) -> [Int] {
      (0..<bitmap.height).filter { y in
        (0..<bitmap.width).filter { Self.isDark(bitmap.pixel(x: $0, y: y)) }.count >= bitmap.width * 9 / 10
      }
    }
    let without = fullRows(try renderText(plain, width: size.width, height: size.height, measurer: measurer))
    let with = fullRows(try renderText(decorated, width: size.width, height: size.height, measurer: measurer))
    #expect(without.isEmpty)
    #expect(!with.isEmpty)
    if kind == "underline" { #expect(with.allSatisfy { $0 >= baseline }) } else { #expect(with.allSatisfy { $0 < baseline - 4 }) }
  }

  /// Pango 1.50 draws one line of the font's thickness; Plumb adds the second half of a thick line and
  /// the second line of a double strikethrough. The ink the decoration adds (summed darkness over the
  /// plain text's) doubles, within anti-aliasing; a thick line is one band of rows, a double line two.
  @Test(arguments: ["underline", "strikethrough"])
  func thickAndDoubleLinesHaveTwiceTheInkOfSingleOnes(kind: String) throws {
    func render(_ style: UnderlineStyle?) throws -> Bitmap {
      let request = runs(["Hello"]) { _ in
        kind == "underline" ? AttributedRun(byteCount: 0, underlineStyle: style) : AttributedRun(byteCount: 0, strikethroughStyle: style)
      }
      let size = measurer.measure(runs(["Hello"]) { _ in AttributedRun(byteCount: 0) }, maxWidth: nil).size
      // Taller than the label: the lines below the baseline stay on the canvas.
      return try renderText(request, width: size.width, height: size.height + 20, measurer: measurer)
    }
    let plain = try render(nil)
    /// Darkness added over the plain text, per row.
    func added(_ bitmap: Bitmap) -> [Int] {
      (0..<bitmap.height).map { y in
        (0..<bitmap.width).reduce(0) { $0 + Int(plain.pixel(x: $1, y: y).red) - Int(bitmap.pixel(x: $1, y: y).red) }
      }
    }
    let single = added(try render(.single)), thick = added(try render(.thick)), double = added(try render(.double))
    let singleInk = Double(single.reduce(0, +)), thickInk = Double(thick.reduce(0, +)), doubleInk = Double(double.reduce(0, +))
    #expect(singleInk > 0)
    #expect(abs(thickInk / singleInk - 2) < 0.25, "thick \(thickInk) single \(singleInk)")
    #expect(abs(doubleInk / singleInk - 2) < 0.25, "double \(doubleInk) single \(singleInk)")
    func bands(_ rows: [Int]) -> Int {
      let inked = rows.map { $0 > rows.max()! / 4 }
      return zip([false] + inked, inked).filter { !$0 && $1 }.count
    }
    #expect(bands(single) == 1 && bands(thick) == 1 && bands(double) == 2)
  }

  @Test func aBackgroundFillsBehindItsRun() throws {
    let yellow = Color(parsing: "#FFFF00")!
    let request = runs(["plain ", "marked"]) { AttributedRun(byteCount: 0, backgroundColor: $0 == 1 ? yellow : nil) }
    let size = measurer.measure(request, maxWidth: nil).size
    let bitmap = try renderText(request, width: size.width, height: size.height, measurer: measurer)
    let plainWidth = measurer.measure(TextRequest(text: "plain ", font: body17, scale: 2), maxWidth: nil).size.width
    let filled = try #require(bitmap.bounds { $0.red > 240 && $0.green > 240 && $0.blue < 30 })
    #expect(Double(filled.minX) >= (plainWidth - 1) * 2 && filled.maxX >= bitmap.width - 2)
  }

  /// The ellipsized last line is laid out from its own offset in the text: the runs there keep their colours.
  @Test func theTruncatedLineKeepsItsRunsAttributes() throws {
    let pieces = ["First line of text ", "then a red run that is cut", " and a tail never shown"]
    let request = runs(pieces, numberOfLines: 2) { AttributedRun(byteCount: 0, foregroundColor: $0 == 1 ? Self.red : nil) }
    let bounds = Size(width: 150, height: 60)
    let fit = measurer.fit(request, in: bounds)
    #expect(fit.isTruncated && fit.linesShown == 2 && fit.visibleText.hasSuffix("\u{2026}"))
    let bitmap = try renderText(request, width: bounds.width, height: bounds.height, measurer: measurer)
    let red = try #require(bitmap.bounds(where: Self.isRed))
    #expect(Double(red.minY) > fit.firstBaseline * 2)   // the red run is on the second (ellipsized) line
    // The record is over the whole string: the cut ends where the text ends (tail truncation).
    #expect(fit.cutRange?.upperBound == request.text.unicodeScalars.count)
    // Colour does not change where text is cut: the same record as the plain text.
    let plain = measurer.fit(TextRequest(text: request.text, font: body17, numberOfLines: 2, scale: 2), in: bounds)
    #expect(fit.visibleText == plain.visibleText && fit.cutRange == plain.cutRange)
  }

  @Test func dynamicRunColoursResolveForTheAppearance() {
    var request = TextRequest(text: "Hi", font: body17)
    request.runs = [AttributedRun(byteCount: 2, foregroundColor: Color(parsing: "systemRed"))]
    let dark = request.resolvingColors(style: .dark, contrast: .normal).runs[0].foregroundColor
    #expect(dark == Color(parsing: "systemRed")!.resolved(style: .dark, contrast: .normal))
    #expect(dark?.isDynamic == false)
    #expect(dark != Color(parsing: "systemRed")!.resolved(style: .light, contrast: .normal))
  }
}
