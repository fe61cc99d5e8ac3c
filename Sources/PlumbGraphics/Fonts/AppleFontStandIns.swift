import PlumbLayout

/// Free fonts that stand in for fonts iOS bundles, so a label in Arial, Helvetica, Times New Roman, Courier
/// New or Menlo gets that font's widths on Linux instead of the system font's.
///
/// Liberation Sans, Serif and Mono (Debian's `fonts-liberation2`) were drawn to have exactly the advance
/// widths of Arial, Times New Roman and Courier New, which have Helvetica's, Times' and Courier's; DejaVu
/// Sans Mono is the font Menlo was derived from, with the same advance (0.602 em). Helvetica Neue has no
/// free twin: it is drawn with Liberation Sans, 3 to 6 % wider at its Light weight, and reported as a
/// stand-in; its lines keep Helvetica Neue's height (1.193 em). Names are matched as iOS spells them:
/// family (`Helvetica Neue`) or PostScript name (`HelveticaNeue-Light`, `Arial-BoldItalicMT`,
/// `TimesNewRomanPS-BoldMT`), whose style gives the weight and slant. The stand-ins have a regular and a bold face; fontconfig takes the nearer for other weights.
///
/// ```swift
/// AppleFontStandIns.standIn(for: FontSpec(family: "Arial-BoldMT", size: 17))
/// // StandIn(font: Liberation Sans 17 bold, appleFamily: "Arial", difference: nil)
/// ```
enum AppleFontStandIns {
  /// What draws an Apple font: the stand-in font (family, size, weight, slant) and whether its widths are
  /// the Apple font's own.
  struct StandIn: Equatable {
    var font: FontSpec
    var appleFamily: String
    /// How the stand-in's widths differ from the Apple font's; nil when they are the same.
    var difference: String?
    /// The Apple font's own ascender, descender and line gap where the stand-in's differ (nil: the
    /// stand-in has the same), so its lines are as tall as on iOS even where its widths are not.
    var appleLineMetrics: EmLineMetrics?
    var isMetricCompatible: Bool { difference == nil }
  }

  /// A font's vertical metrics in ems (ascender above the baseline, descender below it, both positive).
  struct EmLineMetrics: Equatable {
    var ascender: Double
    var descender: Double
    var lineGap: Double
  }

  /// Helvetica Neue's `hhea` metrics, as UIFont reports them (16 pt: ascender 15.232, descender −3.408,
  /// leading 0.448): lines of 1.193 em, against Liberation Sans's 1.150.
  private static let helveticaNeueLines = EmLineMetrics(ascender: 0.952, descender: 0.213, lineGap: 0.028)

  /// Apple family, keyed without spaces or the PostScript suffixes `MT` / `PS` → (stand-in, difference).
  private static let table: [String: (appleFamily: String, standIn: String, difference: String?, lines: EmLineMetrics?)] = [
    "Arial": ("Arial", "Liberation Sans", nil, nil),
    "Helvetica": ("Helvetica", "Liberation Sans", nil, nil),
    "HelveticaNeue": ("Helvetica Neue", "Liberation Sans", "it has Helvetica's widths, 3 to 6 % wider than Helvetica Neue Light", helveticaNeueLines),
    "TimesNewRoman": ("Times New Roman", "Liberation Serif", nil, nil),
    "Times": ("Times", "Liberation Serif", nil, nil),
    "CourierNew": ("Courier New", "Liberation Mono", nil, nil),
    "Courier": ("Courier", "Liberation Mono", nil, nil),
    "Menlo": ("Menlo", "DejaVu Sans Mono", nil, nil),
  ]

  /// The stand-in for `font` when its family names one of the fonts above, or nil.
  static func standIn(for font: FontSpec) -> StandIn? {
    var base = Substring(font.family)
    var style: Substring = ""
    if let dash = base.lastIndex(of: "-") {
      style = base[base.index(after: dash)...]
      base = base[..<dash]
    }
    var key = String(base.filter { $0 != " " })
    for suffix in ["PSMT", "MT", "PS"] where key.hasSuffix(suffix) && key.count > suffix.count {
      key.removeLast(suffix.count)
      break
    }
    guard let entry = table[key] else { return nil }
    var resolved = font
    resolved.family = entry.standIn
    let lowered = style.lowercased()
    if let weight = weight(inStyle: lowered) { resolved.weight = weight }
    if lowered.contains("italic") || lowered.contains("oblique") { resolved.italic = true }
    return StandIn(font: resolved, appleFamily: entry.appleFamily, difference: entry.difference, appleLineMetrics: entry.lines)
  }

  /// The weight a PostScript style names (`bolditalicmt` → bold, `ultralight` → ultra light), or nil.
  private static func weight(inStyle style: String) -> FontWeight? {
    let names: [(String, FontWeight)] = [
      ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("medium", .medium),
      ("semibold", .semibold), ("heavy", .heavy), ("black", .black), ("bold", .bold),
    ]
    return names.first { style.contains($0.0) }?.1
  }
}
