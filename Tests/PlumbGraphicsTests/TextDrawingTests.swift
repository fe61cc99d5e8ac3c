import Testing
import PlumbLayout
@testable import PlumbGraphics

@Suite struct TextDrawingTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }

  @Test func inkOfALabelSitsInsideItsIntrinsicBoxOnTheBaseline() throws {
    let request = TextRequest(text: "Hello", font: body17, scale: 2)
    let size = measurer.measure(request, maxWidth: nil).size
    let bitmap = try renderText(request, width: size.width, height: size.height, measurer: measurer)
    let ink = try #require(inkBounds(bitmap))
    let baseline = measurer.fit(request, in: size).firstBaseline * 2
    #expect(ink.minX >= 0 && ink.minX <= 4)                 // side bearing of "H"
    #expect(ink.maxX < bitmap.width && ink.maxX > bitmap.width - 6)
    #expect(abs(Double(ink.maxY + 1) - baseline) <= 1)      // "Hello" has no descender
    #expect(Double(ink.minY) > baseline - 0.8 * 17 * 2)     // cap height ≈ 0.73 em
  }

  @Test func textIsVerticallyCentredLikeUILabel() throws {
    let request = TextRequest(text: "Hello", font: body17, scale: 1)
    let size = measurer.measure(request, maxWidth: nil).size
    let tight = try #require(inkBounds(try renderText(request, width: size.width, height: size.height, measurer: measurer)))
    let tall = try #require(inkBounds(try renderText(request, width: size.width, height: size.height + 40, measurer: measurer)))
    #expect(tall.minY - tight.minY == 20 && tall.maxY - tight.maxY == 20)
  }

  @Test(arguments: [
    (TextAlignment.natural, LayoutDirection.leftToRight, "left"),
    (.natural, .rightToLeft, "right"),
    (.left, .rightToLeft, "left"),
    (.right, .leftToRight, "right"),
    (.center, .leftToRight, "center"),
  ])
  func alignmentPlacesTheInk(alignment: TextAlignment, direction: LayoutDirection, side: String) throws {
    let request = TextRequest(text: "Hi", font: body17, alignment: alignment, direction: direction)
    let ink = try #require(inkBounds(try renderText(request, width: 200, height: 30, measurer: measurer)))
    switch side {
    case "left": #expect(ink.minX < 5)
    case "right": #expect(ink.maxX > 194)
    default: #expect(abs(Double(ink.minX + ink.maxX) / 2 - 100) < 3)
    }
  }

  @Test func hebrewAndArabicFollowTheNaturalRightToLeftAlignment() throws {
    for (text, language) in [("שלום", "he"), ("مرحبا", "ar")] {
      let request = TextRequest(text: text, font: body17, direction: .rightToLeft, language: language)
      let ink = try #require(inkBounds(try renderText(request, width: 200, height: 30, measurer: measurer)))
      #expect(ink.maxX > 190 && ink.minX > 120, "\(text)")
      #expect(measurer.fit(request, in: Size(width: 200, height: 30)).missingGlyphs == 0)
    }
  }

  @Test func arabicIsShapedIntoJoinedForms() throws {
    // Joined "مرحبا" is narrower than its letters drawn apart (isolated forms), as with any real shaper.
    let joined = measurer.measure(TextRequest(text: "مرحبا", font: body17, language: "ar"), maxWidth: nil)
    let apart = measurer.measure(TextRequest(text: "م ر ح ب ا", font: body17, language: "ar"), maxWidth: nil)
    let spaces = measurer.measure(TextRequest(text: "    ", font: body17, language: "ar"), maxWidth: nil)
    #expect(joined.size.width < apart.size.width - spaces.size.width)
  }

  @Test func clippingModeClipsAtTheBounds() throws {
    let request = TextRequest(text: fox, font: body17, lineBreakMode: .byClipping)
    let canvas = try Canvas(size: Size(width: 300, height: 40), scale: 1, background: .white)
    canvas.drawText(request, in: Rect(x: 10, y: 5, width: 100, height: 30), color: .black, measurer: measurer)
    let ink = try #require(inkBounds(canvas.makeBitmap()))
    #expect(ink.maxX <= 109 && ink.maxX >= 105)
  }

  @Test func drawnTextMatchesTheFitRecord() throws {
    let request = TextRequest(text: fox, font: body17, numberOfLines: 2, lineBreakMode: .byTruncatingMiddle)
    let canvas = try Canvas(size: Size(width: 200, height: 80), scale: 1, background: .white)
    let fit = canvas.drawText(request, in: Rect(x: 0, y: 0, width: 160, height: 80), color: .black, measurer: measurer)
    #expect(fit == measurer.fit(request, in: Size(width: 160, height: 80)))
    let ink = try #require(inkBounds(canvas.makeBitmap()))
    #expect(ink.maxX < 160)
    #expect(Double(ink.maxY) <= fit.lastBaseline + 5 && Double(ink.minY) >= fit.firstBaseline - 17)
  }
}
