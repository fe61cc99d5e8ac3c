import Testing
import PlumbLayout
@testable import PlumbGraphics

@Suite struct TextMeasurementTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }

  @Test func emptyTextIsZero() {
    let m = measurer.measure(TextRequest(text: "", font: body17), maxWidth: nil)
    #expect(m.size == .zero && m.lineCount == 0)
    let fit = measurer.fit(TextRequest(text: "", font: body17), in: Size(width: 100, height: 20))
    #expect(fit.visibleText == "" && !fit.isTruncated && fit.linesShown == 0 && fit.linesNeeded == 0)
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func intrinsicSizeIsRoundedUpToThePixelGrid(scale: Double) {
    let request = TextRequest(text: "Hello, World! Ápg", font: body17, scale: scale)
    let m = measurer.measure(request, maxWidth: nil)
    let natural = measurer.fit(request, in: Size(width: 1000, height: 100)).naturalWidth
    #expect(m.size.width >= natural && m.size.width - natural < 1 / scale)
    #expect((m.size.width * scale).rounded() == m.size.width * scale)
    #expect((m.size.height * scale).rounded() == m.size.height * scale)
    // The system font has SF's metrics: ascender 1950/2048 em, line height 2444/2048 em (20.287 pt).
    #expect(m.firstBaseline == 1950.0 / 2048 * 17)
    #expect(m.size.height == ceilToGrid(20.287109375, scale))
  }

  @Test func layoutDoesNotDependOnScale() {
    let widths = [1.0, 2.0, 3.0].map {
      measurer.fit(TextRequest(text: fox, font: body17, scale: $0), in: Size(width: 1000, height: 30)).naturalWidth
    }
    #expect(widths[0] == widths[1] && widths[1] == widths[2])
  }

  @Test func heightForWidthWrapsUnderTheLineLimit() {
    let unlimited = TextRequest(text: fox, font: body17, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    let wrapped = measurer.measure(unlimited, maxWidth: 160)
    #expect(wrapped.lineCount == 5)
    #expect(wrapped.size.width <= 160)
    #expect(abs(wrapped.lastBaseline - wrapped.firstBaseline - 4 * 20.287109375) < 1e-9)
    var three = unlimited
    three.numberOfLines = 3
    let limited = measurer.measure(three, maxWidth: 160)
    #expect(limited.lineCount == 3 && limited.size.height == ceilToGrid(3 * 20.287109375, 1))
    let unbounded = measurer.measure(unlimited, maxWidth: nil)
    #expect(unbounded.lineCount == 1 && unbounded.size.width > 500)
  }

  @Test func hardLineBreaksMakeLinesWithoutAWidth() {
    let m = measurer.measure(TextRequest(text: "One\nTwo\nThree", font: body17, numberOfLines: 0), maxWidth: nil)
    #expect(m.lineCount == 3)
  }

  @Test func cachedMeasureEqualsFreshMeasure() throws {
    let request = TextRequest(text: "Cached label text 12", font: body17)
    let first = measurer.measure(request, maxWidth: nil)
    #expect(measurer.measure(request, maxWidth: nil) == first)
    #expect(try PangoTextMeasurer().measure(request, maxWidth: nil) == first)
  }

  @Test func baselinesAreCentredInTheBounds() {
    let request = TextRequest(text: "Centred", font: body17)
    let intrinsic = measurer.measure(request, maxWidth: nil)
    let atIntrinsic = measurer.fit(request, in: intrinsic.size)
    #expect(atIntrinsic.firstBaseline == intrinsic.firstBaseline)
    let tall = measurer.fit(request, in: Size(width: intrinsic.size.width, height: intrinsic.size.height + 40))
    #expect(tall.firstBaseline == intrinsic.firstBaseline + 20)
  }

  @Test func missingGlyphsAreCounted() {
    let fit = measurer.fit(TextRequest(text: "emoji 😀 and 中文 \u{10FFFD}\u{10FFFC}", font: body17), in: Size(width: 400, height: 30))
    #expect(fit.missingGlyphs == 2)   // the two private-use characters: Noto draws 😀 and 中文
    let latin = measurer.fit(TextRequest(text: "Plain Latin, שלום, مرحبا", font: body17), in: Size(width: 400, height: 30))
    #expect(latin.missingGlyphs == 0)
  }

  @Test func adjustsFontSizeToFitWidthShrinksDownToTheMinimum() {
    var request = TextRequest(text: "A fairly long title", font: body17, adjustsFontSizeToFitWidth: true,
                              minimumScaleFactor: 0.5)
    let natural = measurer.fit(request, in: Size(width: 1000, height: 30)).naturalWidth
    let shrunk = measurer.fit(request, in: Size(width: natural * 0.8, height: 30))
    #expect(!shrunk.isTruncated)
    #expect(shrunk.fontSize < 17 && shrunk.fontSize > 17 * 0.75)
    let floor = measurer.fit(request, in: Size(width: natural * 0.3, height: 30))
    #expect(floor.fontSize == 8.5 && floor.isTruncated && floor.visibleText.hasSuffix("…"))
    request.minimumScaleFactor = 0
    #expect(measurer.fit(request, in: Size(width: natural * 0.8, height: 30)).fontSize == 17)
    // The intrinsic size stays that of the unscaled text.
    #expect(measurer.measure(request, maxWidth: nil).size.width >= natural)
  }
}
