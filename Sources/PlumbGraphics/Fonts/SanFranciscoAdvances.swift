/// How much wider (positive) or narrower San Francisco Pro Text Regular draws a character than Inter
/// Regular, in thousandths of an em: the per-character part of SF's widths that tracking
/// (`SanFranciscoMetrics`) cannot carry. `SystemTextFace` adds these to Inter Regular's advance widths, so
/// the system font at regular weight and Text sizes measures like SF while Inter draws the glyphs.
///
/// Apple publishes no advance widths, so these are estimated from Xcode's own answers:
/// `Benchmarks/sf-advances/fit.py` fits one correction per character (ridge regression) to the widths
/// Xcode stored for 278 single-line regular labels of 11–20 pt in `label-widths.json` (18 repositories;
/// no file of the agreement corpus). Characters seen fewer than 5 times there have none. Held out one
/// repository at a time, the labels within 0.5 pt of Xcode went from 72 % to 81 %, within 1 pt from 90 %
/// to 94 %. The pattern is SF's: `w`, `x`, `y`, `v` and `T` narrower than Inter's; `l`, `f`, `O`, `G`
/// and the period, comma and colon wider.
///
/// ```swift
/// SanFranciscoAdvances.thousandths(of: "w")   // −35.5: SF's w is 0.6 pt narrower at 17 pt
/// SanFranciscoAdvances.thousandths(of: "é")   // nil: too few samples, Inter's width stays
/// ```
public enum SanFranciscoAdvances {
  /// (Unicode scalar, correction in thousandths of an em), ascending by scalar; the output of
  /// `Benchmarks/sf-advances/fit.py`.
  ///
  /// ```swift
  /// SanFranciscoAdvances.table.count   // 57
  /// SanFranciscoAdvances.table[0]      // (0x20, 5.5): SF's space is 0.0055 em wider
  /// ```
  public static let table: [(scalar: UInt32, thousandths: Double)] = [
    (0x0020, 5.5), (0x002c, 11), (0x002d, 2.5), (0x002e, 23.5), (0x0030, 9), (0x0031, 3.5), (0x0032, -17), (0x0033, -4),
    (0x0034, -15.5), (0x0035, 4.5), (0x0036, 7), (0x0038, 15), (0x003a, 23), (0x0041, -2.5), (0x0042, 11), (0x0043, -15),
    (0x0044, 3), (0x0045, -11.5), (0x0046, -8), (0x0047, 23.5), (0x0048, -12), (0x0049, 3.5), (0x004c, 4.5), (0x004d, -7.5),
    (0x004e, -13.5), (0x004f, 28), (0x0050, 11.5), (0x0052, 3), (0x0053, -1.5), (0x0054, -20.5), (0x0055, 16.5), (0x0056, -6.5),
    (0x0057, 23), (0x0061, -11), (0x0062, -7), (0x0063, 4.5), (0x0064, -9.5), (0x0065, -14.5), (0x0066, 22), (0x0067, -13),
    (0x0068, -8.5), (0x0069, -0.5), (0x006b, -7.5), (0x006c, 17), (0x006d, 3.5), (0x006e, 3.5), (0x006f, -4.5), (0x0070, -5),
    (0x0072, 10.5), (0x0073, -1.5), (0x0074, 1.5), (0x0075, -9.5), (0x0076, -14), (0x0077, -35.5), (0x0078, -22), (0x0079, -15.5),
    (0x2013, 7.5),
  ]

  /// The correction for `scalar` in thousandths of an em, or nil when it has none.
  ///
  /// ```swift
  /// SanFranciscoAdvances.thousandths(of: "l")   // 17: 0.29 pt wider at 17 pt
  /// ```
  public static func thousandths(of scalar: Unicode.Scalar) -> Double? {
    table.first { $0.scalar == scalar.value }?.thousandths
  }

  /// The largest point size the corrections apply to: UIKit's system font is SF Pro Text up to 20 pt and
  /// SF Pro Display from 21 pt (where `SanFranciscoMetrics.displayNarrowing(atSize:)` takes over).
  ///
  /// ```swift
  /// 17 <= SanFranciscoAdvances.largestTextSize   // true: body text takes the corrections
  /// ```
  public static let largestTextSize = 20.5
}
