import Testing
import PlumbLayout
@testable import PlumbGraphics

/// A text style's font has leading (UIKit's preferred fonts do; `systemFont(ofSize:)` does not): it goes
/// between lines, not above the first, in plain and attributed text alike.
@Suite struct TextStyleLeadingTests {
  let engine: TextEngine
  init() throws { engine = try TextEngine() }

  @Test func leadingIsAppleLineHeightLessSanFranciscosAtLargeAndScalesWithTheSize() {
    let line17 = SanFranciscoMetrics.lineHeight(atSize: 17)
    #expect(abs(TextStyle.body.leading(for: .large) - (22 - line17)) < 1e-9)
    #expect(abs(TextStyle.footnote.leading(for: .large) - (18 - SanFranciscoMetrics.lineHeight(atSize: 13))) < 1e-9)
    #expect(TextStyle.caption2.leading(for: .large) == 0)   // 13 points of line for 11-point text: none
    #expect(abs(TextStyle.body.leading(for: .ax3) - TextStyle.body.leading(for: .large) * 40 / 17) < 1e-9)
  }

  @Test func leadingGoesBetweenLinesOfPlainText() {
    var request = TextRequest(text: "One\ntwo\nthree", font: body17, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    let plain = engine.block(for: request, font: body17, width: 300, height: nil)
    request.leading = TextStyle.body.leading(for: .large)
    let led = engine.block(for: request, font: body17, width: 300, height: nil)
    let line = SanFranciscoMetrics.lineHeight(atSize: 17)
    #expect(plain.lines.count == 3 && led.lines.count == 3)
    #expect(abs(led.lines[1].top - 22) < 1e-9 && abs(led.lines[2].top - 44) < 1e-9)
    #expect(abs(led.height - (3 * line + 2 * request.leading)) < 1e-9)
    #expect(led.firstBaseline == plain.firstBaseline)
    // One line: nothing between, nothing added.
    let single = TextRequest(text: "One", font: body17)
    var singleLed = single
    singleLed.leading = request.leading
    #expect(engine.block(for: singleLed, font: body17, width: nil, height: nil).height
      == engine.block(for: single, font: body17, width: nil, height: nil).height)
  }

  @Test func leadingAddsToAParagraphStylesLineSpacing() {
    var request = TextRequest(text: "One\ntwo", font: body17, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    var style = ParagraphStyle()
    style.lineSpacing = 5
    request.paragraphStyle = style
    request.leading = 1.5
    let block = engine.block(for: request, font: body17, width: 300, height: nil)
    #expect(abs(block.lines[1].top - (SanFranciscoMetrics.lineHeight(atSize: 17) + 6.5)) < 1e-9)
  }
}
