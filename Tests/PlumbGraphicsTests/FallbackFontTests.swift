import Testing
import PlumbLayout
@testable import PlumbGraphics

/// Every script UIKit draws has a pinned Noto fallback; Han follows the label's language; emoji are colour.
@Suite struct FallbackFontTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }

  static let labels: [(text: String, language: String, family: String)] = [
    ("設定を開く（日本語）", "ja", "Noto Sans CJK JP"),
    ("नमस्ते दुनिया", "hi", "Noto Sans Devanagari"),
    ("สวัสดีครับ", "th", "Noto Sans Thai"),
    ("ქართული", "ka", "DejaVu Sans"),
    ("한국어 설정", "ko", "Noto Sans CJK KR"),
    // Latin, Greek and Cyrillic: Inter's glyphs, in the face with SF's advances (`SystemTextFace`).
    ("Ελληνικά και Русский", "el", SystemTextFace.family),
    ("Tiếng Việt có dấu", "vi", SystemTextFace.family),
    ("👍🏽 Done 🇫🇷", "en", "Noto Color Emoji"),
  ]

  @Test(arguments: 0..<labels.count)
  func drawnWithNoMissingGlyph(index: Int) throws {
    let (text, language, family) = Self.labels[index]
    let request = TextRequest(text: text, font: body17, language: language, scale: 2)
    let fit = measurer.fit(request, in: Size(width: 400, height: 40))
    #expect(fit.missingGlyphs == 0, "\(text): \(fit.missingGlyphs) missing")
    #expect(!fit.isTruncated && fit.visibleText == text)
    let engine = try TextEngine()
    let block = engine.block(for: request, font: body17, width: 400, height: nil)
    let families = block.lines[0].layout.runFamilies(line: block.lines[0].lineIndex)
    #expect(families.contains(family), "\(text): drawn with \(families)")
  }

  /// The same Han characters take the face of the label's language (Japanese, Simplified or Traditional
  /// Chinese, Korean); a label in another language gets Pango's sample language for Han (zh-cn).
  @Test(arguments: [("ja", "Noto Sans CJK JP"), ("zh-Hans", "Noto Sans CJK SC"), ("zh-Hant", "Noto Sans CJK TC"),
                    ("zh-TW", "Noto Sans CJK TC"), ("ko", "Noto Sans CJK KR"), ("en", "Noto Sans CJK SC")])
  func hanFollowsTheLanguage(language: String, family: String) throws {
    let engine = try TextEngine()
    let request = TextRequest(text: "直角三角形", font: body17, language: language)
    let block = engine.block(for: request, font: body17, width: 400, height: nil)
    #expect(block.lines[0].layout.runFamilies(line: 0) == [family])
  }

  /// Colour emoji are drawn in colour (Noto Color Emoji's bitmaps), the same pixels every time.
  @Test func emojiAreDrawnInColour() throws {
    let request = TextRequest(text: "🍎", font: FontSpec(size: 34), scale: 2)
    let first = try renderText(request, width: 60, height: 50, measurer: measurer)
    var coloured = 0
    for y in 0..<first.height {
      for x in 0..<first.width {
        let pixel = first.pixel(x: x, y: y)
        if Int(pixel.red) - Int(pixel.green) > 80 { coloured += 1 }
      }
    }
    #expect(coloured > 200, "only \(coloured) red pixels")
    let second = try renderText(request, width: 60, height: 50, measurer: try PangoTextMeasurer())
    #expect(first == second)
  }

  /// An emoji sequence is one emoji run, drawn whole from the colour font as iOS draws it from Apple
  /// Color Emoji: a ZWJ sequence (🏃‍♂️), a character with VS16 (❤️), a keycap (1️⃣). Without the `emoji`
  /// family, Pango took ♂, ♥ and the digit from the text fonts, so 🏃‍♂️ was a runner beside a ♂.
  @Test(arguments: ["🏃‍♂️", "❤️", "1️⃣", "👩🏽‍💻"])
  func emojiSequencesAreOneColourGlyph(text: String) throws {
    let engine = try TextEngine()
    let font = FontSpec(size: 34)
    let block = engine.block(for: TextRequest(text: text, font: font), font: font, width: 400, height: nil)
    #expect(block.lines[0].layout.runFamilies(line: 0) == ["Noto Color Emoji"], "\(text)")
    let single = engine.naturalWidth(TextRequest(text: "🏃", font: font), font: font)
    #expect(abs(engine.naturalWidth(TextRequest(text: text, font: font), font: font) - single) < 0.01, "\(text)")
  }
}
