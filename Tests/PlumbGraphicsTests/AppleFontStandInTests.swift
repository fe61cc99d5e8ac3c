import Testing
import PlumbLayout
@testable import PlumbGraphics

/// Fonts iOS bundles that Linux lacks are drawn with free fonts of the same advance widths (Liberation,
/// DejaVu Sans Mono), named as iOS names them: family or PostScript name, the style giving weight and slant.
@Suite struct AppleFontStandInTests {
  let engine: TextEngine
  init() throws { engine = try TextEngine() }

  func width(_ text: String, _ font: FontSpec) -> Double {
    engine.naturalWidth(TextRequest(text: text, font: font), font: font)
  }

  func families(_ text: String, _ font: FontSpec) -> [String] {
    let block = engine.block(for: TextRequest(text: text, font: font), font: font, width: 1000, height: nil)
    return block.lines[0].layout.runFamilies(line: block.lines[0].lineIndex)
  }

  @Test(arguments: [
    ("Arial", "Liberation Sans"), ("Helvetica", "Liberation Sans"), ("Helvetica Neue", "Liberation Sans"),
    ("HelveticaNeue-Light", "Liberation Sans"), ("Arial-BoldItalicMT", "Liberation Sans"),
    ("Times New Roman", "Liberation Serif"), ("TimesNewRomanPS-BoldMT", "Liberation Serif"), ("Times-Roman", "Liberation Serif"),
    ("Courier New", "Liberation Mono"), ("CourierNewPS-ItalicMT", "Liberation Mono"), ("Menlo-Regular", "DejaVu Sans Mono"),
  ])
  func appleFontsAreDrawnWithTheirStandIn(name: String, family: String) {
    #expect(families("Hill 0123", FontSpec(family: name, size: 17)) == [family])
  }

  /// Arial's advance widths (2048 units per em): H 1479, i and l 455. Courier New's every glyph: 1229;
  /// Menlo's: 1233. At 20.48 points a unit is a hundredth of a point.
  @Test func theWidthsAreTheAppleFontsOwn() {
    #expect(abs(width("Hill", FontSpec(family: "Arial", size: 20.48)) - 28.44) < 0.01)
    #expect(abs(width("Hill", FontSpec(family: "Helvetica", size: 20.48)) - 28.44) < 0.01)
    #expect(abs(width("Hello, mono", FontSpec(family: "Courier New", size: 20.48)) - 11 * 12.29) < 0.01)
    #expect(abs(width("Hello, mono", FontSpec(family: "Menlo", size: 20.48)) - 11 * 12.33) < 0.01)
    // The old fallback for these names, the system font, is far from a monospaced font's widths.
    #expect(abs(width("Hello, mono", FontSpec(size: 20.48)) - 11 * 12.29) > 20)
  }

  @Test func thePostScriptStyleGivesWeightAndSlant() {
    let bold = AppleFontStandIns.standIn(for: FontSpec(family: "Arial-BoldItalicMT", size: 17))
    #expect(bold == .init(font: FontSpec(family: "Liberation Sans", size: 17, weight: .bold, italic: true),
                          appleFamily: "Arial", difference: nil))
    let light = AppleFontStandIns.standIn(for: FontSpec(family: "HelveticaNeue-Light", size: 12))
    #expect(light?.font == FontSpec(family: "Liberation Sans", size: 12, weight: .light))
    #expect(light?.isMetricCompatible == false)
    // A family given with its own weight keeps it; unknown families have no stand-in.
    #expect(AppleFontStandIns.standIn(for: FontSpec(family: "Menlo", size: 12, weight: .bold))?.font.weight == .bold)
    #expect(AppleFontStandIns.standIn(for: FontSpec(family: "Avenir Next", size: 12)) == nil)
    #expect(AppleFontStandIns.standIn(for: FontSpec(family: "MT", size: 12)) == nil)
    // Bold is a face of its own: wider than regular.
    #expect(width("Hill", FontSpec(family: "Arial-BoldMT", size: 20)) > width("Hill", FontSpec(family: "Arial", size: 20)))
  }

  @Test func onlyTheApproximateStandInIsReported() throws {
    let measurer = try PangoTextMeasurer()
    #expect(measurer.unknownFont(FontSpec(family: "Arial", size: 17)) == nil)
    #expect(measurer.unknownFont(FontSpec(family: "CourierNewPS-BoldMT", size: 17)) == nil)
    let neue = measurer.unknownFont(FontSpec(family: "HelveticaNeue-Light", size: 17))
    #expect(neue?.contains("drawn with Liberation Sans") == true, "\(neue ?? "nil")")
    #expect(measurer.unknownFont(FontSpec(family: "Avenir Next", size: 17))?.contains("system font") == true)
  }

  /// A scene's own font file wins over the stand-in when it carries the Apple name.
  @Test func aScenesOwnFontWins() throws {
    #expect(engine.standIn(for: FontSpec(family: "Liberation Sans", size: 17)) == nil)
    #expect(engine.standIn(for: FontSpec(family: "Arial", size: 17))?.font.family == "Liberation Sans")
  }

  /// UIKit's line is ascender + descender + line gap, the gap above the text (iOS folds it into
  /// `ascender`); Pango leaves the gap out. Arial (and Liberation Sans): 1854 + 434 + 67 of 2048 units;
  /// Courier New has no gap; Helvetica Neue's stand-in takes Helvetica Neue's own 0.952 + 0.213 + 0.028 em.
  static let lines: [(String, Double, Double)] = [
    ("Arial", 2355 / 2048, 1921 / 2048), ("Liberation Sans", 2355 / 2048, 1921 / 2048),
    ("Courier New", 2320 / 2048, 1705 / 2048), ("HelveticaNeue-Light", 1.193, 0.980),
  ]

  @Test(arguments: lines)
  func linesAreAsTallAsUIFontLineHeight(name: String, lineEm: Double, ascenderEm: Double) {
    let lineHeight = 17 * lineEm, ascender = 17 * ascenderEm
    let font = FontSpec(family: name, size: 17)
    let one = engine.measurement(for: TextRequest(text: "Hill", font: font), width: nil)
    #expect(abs(one.height - lineHeight) < 0.01, "\(name): \(one.height)")
    #expect(abs(one.firstBaseline - ascender) < 0.01, "\(name): \(one.firstBaseline)")
    // Wrapped lines stack at the same pitch.
    let two = engine.block(for: TextRequest(text: "Hill Hill", font: font, numberOfLines: 0), font: font, width: 45, height: nil)
    #expect(two.lines.count == 2)
    #expect(abs(two.height - 2 * lineHeight) < 0.01, "\(name): \(two.height)")
    #expect(abs(two.firstBaseline - ascender) < 0.01)
  }
}
