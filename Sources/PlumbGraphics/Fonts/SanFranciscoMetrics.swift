/// San Francisco's published metrics, applied to Plumb's system font (Inter draws the glyphs, SF decides
/// the spacing): the size-dependent tracking UIKit adds automatically, and SF's vertical metrics, which
/// set UILabel's line height and baselines.
///
/// Tracking: Apple's "SF Pro" tracking table for iOS, iPadOS and visionOS, in the Specifications section
/// of the Human Interface Guidelines page "Typography" (developer.apple.com/design/human-interface-guidelines/typography,
/// "Tracking values"), in 1/1000 em. Sizes between listed ones are interpolated linearly; below 6 pt the
/// 6 pt value holds, above 96 pt the 96 pt value (0). SF Pro is one variable font whose optical size
/// (Text below 20 pt, Display above) moves smoothly between 17 and 28 pt; the table already carries that
/// (−23 at 20 pt, +14 at 28 pt), so there is no breakpoint to add.
///
/// Vertical metrics: SF Pro's `hhea` ascender 1950 and descender −494 units per 2048-unit em, no line gap
/// (the same for Text and Display): `UIFont.systemFont(ofSize: 17)` has ascender 16.19, descender −4.10 and
/// line height 20.29, which UILabel rounds up to 20.5 at @2x and 20.33 at @3x. Cap height 1443, x-height
/// 1078 units.
///
/// ```swift
/// SanFranciscoMetrics.tracking(atSize: 17)      // −0.026 em (−0.442 pt)
/// SanFranciscoMetrics.tracking(atSize: 12.5)    // −0.003 em, between 12 (0) and 13 (−6/1000)
/// SanFranciscoMetrics.lineHeight(atSize: 17)    // 20.287…
/// ```
public enum SanFranciscoMetrics {
  /// (point size, tracking in 1/1000 em), ascending: Apple's table for SF Pro on iOS.
  public static let trackingTable: [(size: Double, thousandths: Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
    (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
    (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
    (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
    (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
    (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (84, 0),
    (88, 0), (92, 0), (96, 0),
  ]

  /// Units per em of SF Pro and its vertical metrics in those units.
  public static let unitsPerEm = 2048.0
  public static let ascenderUnits = 1950.0
  public static let descenderUnits = 494.0
  public static let capHeightUnits = 1443.0
  public static let xHeightUnits = 1078.0

  /// The tracking at `size` points, as a fraction of the em (multiply by the size for points).
  public static func tracking(atSize size: Double) -> Double { interpolate(trackingTable, at: size) / 1000 }

  /// The tracking at `size` in points (what is added between two characters).
  public static func trackingPoints(atSize size: Double) -> Double { tracking(atSize: size) * size }

  /// How much wider (em per character) San Francisco sets a weight than Inter does: SF's advance widths
  /// grow with weight faster than Inter's from semibold on, and its Light is narrower than Inter's. Medians of
  /// (Xcode's stored width − Inter's tracked width) per character over `label-widths.json` (single-line labels of
  /// files outside the IB agreement corpus, high and medium confidence, 11–18 pt): semibold +0.0085 (49 labels),
  /// bold +0.015 (10); light −0.004 (the fitted half's light labels, 13; lighter weights keep it). Medium is
  /// Inter's (labels of 12–16 pt 0.4–1.0 % wider, buttons of 20 pt 0.3–0.6 % narrower), regular too (within
  /// 0.1 %). Heavy and black (no samples) continue semibold→bold's step of 0.0065 per 100. Between listed
  /// weights the value is interpolated.
  public static let weightWidening: [(weight: Int, em: Double)] = [
    (300, -0.004), (400, 0), (500, 0), (600, 0.0085), (700, 0.015), (800, 0.0215), (900, 0.028),
  ]

  /// What UIKit's system font puts between two characters at SF Pro Display's sizes, relative to Inter's own
  /// advances, in 1/1000 em, by point size, ascending; linear between the listed sizes, the last value past the
  /// last size. It takes the place of Apple's tracking plus a narrowing from 21 pt: SF Display's advances are
  /// narrower than Inter's, and on iOS the two together fall smoothly with the size (−43 at 25 pt, −52.5 at
  /// 58) instead of following the tracking table's swing from −12 at 22 pt to +14 at 28.
  ///
  /// Fitted by `Benchmarks/sf-advances/fit_display.py` (two numbers, 25 and 58 pt; 21 and 22 pt keep the
  /// values of the labels measured there before) on the iOS simulator's widths of a title1 label at the 12
  /// content sizes (25–58 pt, swift-snapshot-testing's references) and the fitted half of `label-widths.json`'s
  /// labels above 20 pt saved by Xcode 9 or later. Left out one content size at a time, the fit puts 11 of the
  /// 12 at the simulator's pixel width. Xcode 7 and 8 measured a wider San Francisco Display and are not fitted.
  public static let displaySpacingTable: [(size: Double, thousandths: Double)] = [
    (21, -48), (22, -42), (25, -43), (58, -52.5),
  ]

  /// How much narrower than Inter with Apple's tracking the system font is set at `size`, in em per character:
  /// 0 up to 20 pt (SF Text), from 21 pt Apple's tracking minus `displaySpacingTable`, linear in between.
  ///
  /// ```swift
  /// SanFranciscoMetrics.displayNarrowing(atSize: 17)   // 0: SF Text
  /// SanFranciscoMetrics.displayNarrowing(atSize: 22)   // 0.030: tracking −0.012, spacing −0.042
  /// ```
  public static func displayNarrowing(atSize size: Double) -> Double {
    guard size > 20 else { return 0 }
    let display = max(size, 21)
    let narrowing = (interpolate(trackingTable, at: display) - interpolate(displaySpacingTable, at: display)) / 1000
    return size < 21 ? narrowing * (size - 20) : narrowing
  }

  /// The value of `table` at `size`: linear between listed sizes, the end values beyond them.
  static func interpolate(_ table: [(size: Double, thousandths: Double)], at size: Double) -> Double {
    guard size > table[0].size else { return table[0].thousandths }
    guard size < table[table.count - 1].size else { return table[table.count - 1].thousandths }
    var upper = 1
    while table[upper].size < size { upper += 1 }
    let a = table[upper - 1], b = table[upper]
    return a.thousandths + (b.thousandths - a.thousandths) * (size - a.size) / (b.size - a.size)
  }

  /// What Plumb adds to Apple's tracking so that Inter's glyphs take SF's widths, in em per
  /// character: `weightWidening` for the weight minus `displayNarrowing(atSize:)` at Display sizes.
  ///
  /// ```swift
  /// SanFranciscoMetrics.widthAdjustment(weight: 600, atSize: 17)   // +0.0085 (semibold Text)
  /// SanFranciscoMetrics.widthAdjustment(weight: 400, atSize: 28)   // −0.0579 (regular Display)
  /// ```
  public static func widthAdjustment(weight: Int, atSize size: Double) -> Double {
    let table = weightWidening
    var widening = table[table.count - 1].em
    if weight <= table[0].weight {
      widening = table[0].em
    } else if let upper = table.firstIndex(where: { $0.weight >= weight }) {
      let a = table[upper - 1], b = table[upper]
      widening = a.em + (b.em - a.em) * Double(weight - a.weight) / Double(b.weight - a.weight)
    }
    return widening - displayNarrowing(atSize: size)
  }

  /// The spacing Plumb puts between two characters of the system font, in points: Apple's tracking
  /// plus `widthAdjustment`.
  public static func letterSpacingPoints(weight: Int, atSize size: Double) -> Double {
    (tracking(atSize: size) + widthAdjustment(weight: weight, atSize: size)) * size
  }

  /// From the baseline up to the top of the line box, in points.
  public static func ascender(atSize size: Double) -> Double { ascenderUnits / unitsPerEm * size }
  /// From the baseline down to the bottom of the line box, in points (positive).
  public static func descender(atSize size: Double) -> Double { descenderUnits / unitsPerEm * size }
  /// UIFont's `lineHeight`: ascender + descender (SF has no line gap).
  public static func lineHeight(atSize size: Double) -> Double { ascender(atSize: size) + descender(atSize: size) }
  /// UIFont's `capHeight`, in points.
  public static func capHeight(atSize size: Double) -> Double { capHeightUnits / unitsPerEm * size }
  /// UIFont's `xHeight`, in points.
  public static func xHeight(atSize size: Double) -> Double { xHeightUnits / unitsPerEm * size }
}
