import PlumbLayout

/// WCAG 2.2's contrast ratio between two opaque sRGB colours, and the AA thresholds: 4.5:1 for text,
/// 3:1 for large text (18 pt and up, or 14 pt and up in bold).
///
/// ```swift
/// ContrastRatio.between(.black, .white)                         // 21
/// ContrastRatio.between(Color(parsing: "#777777")!, .white)     // 4.48: under 4.5
/// ContrastRatio.required(fontSize: 17, weight: .regular)        // 4.5
/// ```
public enum ContrastRatio {
  /// AA for ordinary text.
  public static let normalText = 4.5
  /// AA for large text.
  public static let largeText = 3.0

  /// WCAG's relative luminance of an sRGB colour (its alpha ignored).
  public static func luminance(_ color: Color) -> Double {
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// (L1 + 0.05) / (L2 + 0.05), the lighter colour's luminance on top: 1 … 21.
  public static func between(_ a: Color, _ b: Color) -> Double {
    let la = luminance(a), lb = luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// The ratio AA asks of text in this font.
  public static func required(fontSize: Double, weight: FontWeight) -> Double {
    fontSize >= 18 || (fontSize >= 14 && weight >= .bold) ? largeText : normalText
  }

  /// `top` drawn with its alpha over the opaque `bottom`.
  public static func composite(_ top: Color, over bottom: Color) -> Color {
    let a = top.alpha
    return Color(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                 blue: top.blue * a + bottom.blue * (1 - a))
  }
}

#if canImport(Glibc)
import Glibc
#endif
