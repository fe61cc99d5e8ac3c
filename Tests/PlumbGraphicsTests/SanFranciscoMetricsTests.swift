import CPangoCairo
import Testing
import PlumbLayout
@testable import PlumbGraphics

/// The system font measures like San Francisco: Apple's tracking table and SF's vertical metrics.
@Suite struct SanFranciscoMetricsTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }

  /// Apple's table at listed sizes (1/1000 em), linear between them, clamped outside 6…96 pt.
  @Test(arguments: [
    (6.0, 41.0), (10, 12), (12, 0), (13, -6), (17, -26), (20, -23), (22, -12), (28, 14), (34, 12), (40, 10),
    (53, 6), (60, 4), (80, 0), (96, 0), (12.5, -3), (17.5, -25.5), (55, 6), (4, 41), (120, 0),
  ])
  func trackingTable(size: Double, thousandths: Double) {
    #expect(abs(SanFranciscoMetrics.tracking(atSize: size) * 1000 - thousandths) < 1e-9)
  }

  /// Tracking is added between characters: n characters of the system font are (n − 1) × (tracking +
  /// SF's width adjustment, none for regular Text sizes) wider than the same text in plain Inter, plus,
  /// at Text sizes, SF's advance corrections of the characters (`SystemTextFace`), to the Pango unit.
  @Test(arguments: [17.0, 12, 11, 28, 40])
  func systemTextIsTrackedBetweenCharacters(size: Double) throws {
    let engine = try TextEngine()
    let text = "Typical label"   // 13 characters
    let system = TextRequest(text: text, font: FontSpec(size: size))
    let plain = TextRequest(text: text, font: FontSpec(family: "Inter", size: size))
    let spacing = (SanFranciscoMetrics.letterSpacingPoints(weight: 400, atSize: size) * 1024).rounded() / 1024
    let unitsPerEm = Double(try #require(try interUnitsPerEm()))
    let corrections = size <= SanFranciscoAdvances.largestTextSize
      ? text.unicodeScalars.map { (SanFranciscoAdvances.thousandths(of: $0) ?? 0) / 1000 * unitsPerEm }.map { $0.rounded() }.reduce(0, +) / unitsPerEm * size
      : 0
    let difference = engine.naturalWidth(system, font: system.font) - engine.naturalWidth(plain, font: plain.font)
    #expect(abs(difference - 12 * spacing - corrections) < 0.01, "\(difference) vs \(12 * spacing + corrections)")
    // The layout path (a wrapping label) agrees with the one-line shortcut.
    let wrapped = engine.block(for: system, font: system.font, width: 1000, height: nil)
    #expect(abs(wrapped.width - engine.naturalWidth(system, font: system.font)) < 1e-9)
  }

  /// SF's widths against Inter's, em per character: heavier weights wider (interpolated between the
  /// listed weights; medium and regular none), light and lighter narrower; from 21 pt narrower (SF Display): 0.030
  /// at 21–22 pt (linear from 20 pt), then Apple's tracking minus the Display spacing (−42 at 22 pt, −43 at 25,
  /// −52.5 from 58, linear between).
  static let adjustments: [(Int, Double, Double)] = [
    (400, 17, 0), (300, 17, -0.004), (200, 17, -0.004), (350, 17, -0.002), (500, 17, 0), (550, 14, 0.00425),
    (600, 17, 0.0085), (700, 15, 0.015), (650, 12, 0.01175), (900, 36, 0.028 - displayNarrowing(10, above25: 11)),
    (400, 20, 0), (400, 20.5, -0.015), (400, 21, -0.030), (400, 22, -0.030), (400, 23, -(-4.0 + 42 + 1.0 / 3) / 1000),
    (400, 28, -displayNarrowing(14, above25: 3)), (600, 34, 0.0085 - displayNarrowing(12, above25: 9)), (400, 96, -0.0525),
  ]

  /// Apple's `tracking` (1/1000 em) minus the Display spacing at `points` above 25 pt (−43 at 25 pt, 9.5/33 less
  /// per point), in em.
  static func displayNarrowing(_ tracking: Double, above25 points: Double) -> Double {
    let spacing: Double = -43 - 9.5 * points / 33
    return (tracking - spacing) / 1000
  }

  @Test(arguments: adjustments)
  func widthAdjustmentByWeightAndSize(weight: Int, size: Double, em: Double) {
    #expect(abs(SanFranciscoMetrics.widthAdjustment(weight: weight, atSize: size) - em) < 1e-12)
    #expect(abs(SanFranciscoMetrics.letterSpacingPoints(weight: weight, atSize: size)
      - (SanFranciscoMetrics.tracking(atSize: size) + em) * size) < 1e-12)
  }

  /// A semibold label is wider than the same text at regular weight by Inter's own difference plus
  /// 0.0085 em per gap.
  @Test func semiboldIsWidenedBetweenCharacters() throws {
    let engine = try TextEngine()
    let text = "Typical label"   // 12 gaps
    let semibold = TextRequest(text: text, font: FontSpec(size: 17, weight: .semibold))
    let plain = TextRequest(text: text, font: FontSpec(family: "Inter", size: 17, weight: .semibold))
    let spacing = (SanFranciscoMetrics.letterSpacingPoints(weight: 600, atSize: 17) * 1024).rounded() / 1024
    let difference = engine.naturalWidth(semibold, font: semibold.font) - engine.naturalWidth(plain, font: plain.font)
    #expect(abs(difference - 12 * spacing) < 1e-9, "\(difference) vs \(12 * spacing)")
  }

  /// Xcode: a 17 pt body label is 20.5 pt high at @2x and 20.33 at @3x; its baseline is SF's ascender.
  @Test func bodyLineHeightAtTwoAndThreeX() {
    let at2 = measurer.measure(TextRequest(text: "Flowers", font: TextStyle.body.font(for: .large), scale: 2), maxWidth: nil)
    let at3 = measurer.measure(TextRequest(text: "Flowers", font: TextStyle.body.font(for: .large), scale: 3), maxWidth: nil)
    #expect(at2.size.height == 20.5)
    #expect(at3.size.height == 61.0 / 3)
    #expect(at2.firstBaseline == 1950.0 / 2048 * 17)
    #expect(SanFranciscoMetrics.lineHeight(atSize: 17) == 20.287109375)
  }

  /// Wrapped lines are stacked one SF line height apart, whatever script fallback the text needs as long
  /// as Inter draws it.
  @Test func wrappedLinesAreOneLineHeightApart() throws {
    let request = TextRequest(text: fox, font: body17, numberOfLines: 0, lineBreakMode: .byWordWrapping, scale: 3)
    let measurement = measurer.measure(request, maxWidth: 160)
    let lines = Double(measurement.lineCount)
    #expect(measurement.lineCount >= 4)
    #expect(measurement.size.height == ceilToGrid(lines * 20.287109375, 3))
    #expect(abs(measurement.lastBaseline - ((lines - 1) * 20.287109375 + 1950.0 / 2048 * 17)) < 1e-9)
  }

  /// Other fonts keep their own metrics.
  @Test func otherFamiliesKeepTheirMetrics() {
    let m = measurer.measure(TextRequest(text: "Hello", font: FontSpec(family: "Inter", size: 17), scale: 2), maxWidth: nil)
    #expect(m.size.height == 21)   // Inter: 1.2109375 em = 20.59 pt
  }

  /// `allowsDefaultTighteningForTruncation`: up to 5% too wide, the label tightens and shows everything.
  @Test func tighteningBeforeTruncation() {
    var request = TextRequest(text: "Wi-Fi connectivity is poor", font: body17, scale: 2)
    let natural = measurer.fit(request, in: Size(width: 1000, height: 21)).naturalWidth
    let slightlyShort = Size(width: (natural * 0.97).rounded(.down), height: 21)
    let muchShort = Size(width: (natural * 0.9).rounded(.down), height: 21)
    #expect(measurer.fit(request, in: slightlyShort).isTruncated)
    request.allowsDefaultTighteningForTruncation = true
    let tightened = measurer.fit(request, in: slightlyShort)
    #expect(!tightened.isTruncated && tightened.visibleText == request.text)
    #expect(measurer.fit(request, in: muchShort).isTruncated)
    // The intrinsic size is the untightened one.
    #expect(measurer.measure(request, maxWidth: nil).size.width == ceilToGrid(natural, 2))
  }
}

/// Inter Regular's units per em (the font the system face is derived from).
func interUnitsPerEm() throws -> Int? {
  let path = try #require(SystemTextFace.interRegularFile(in: try FontConfiguration.shared()))
  return AdvanceWidthPatch.unitsPerEm(try FileIO.read(path))
}
