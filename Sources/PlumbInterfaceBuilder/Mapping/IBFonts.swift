import PlumbLayout

/// Interface Builder font descriptions → `Layout.FontChoice`: text styles (`UICTFontTextStyleBody`),
/// `system` / `boldSystem` / `italicSystem` with `weight`, and custom fonts by PostScript name and family
/// (weight and slant read from the name: `Avenir-HeavyOblique` → heavy, italic).
///
/// ```swift
/// IBFonts.font(fontDescription)   // .fixed(system 17 semibold) or .style(.headline)
/// ```
public enum IBFonts {
  /// The font of a `<fontDescription>` or an attributed string's `<font>`; `nil` when it says nothing usable.
  public static func font(_ element: XMLElement) -> Layout.FontChoice? {
    if let style = element["style"], let textStyle = textStyle(style) { return .style(textStyle) }
    // A size of 0 (Xcode writes it for "the default") is UILabel's 17 points, as UIKit refuses a font of no size.
    let size = (element.number("pointSize") ?? element.number("size")).flatMap { $0 > 0 ? $0 : nil } ?? 17
    let type = element["type"] ?? element["metaFont"]
    var weight = element["weight"].flatMap { FontWeight(name: $0) } ?? .regular
    switch type {
    case "system", "menu", "message", "toolTip", "label", "user", "cellTitle":
      return .fixed(FontSpec(size: size, weight: weight))
    case "boldSystem", "system-bold", "menuBar":
      return .fixed(FontSpec(size: size, weight: element["weight"] == nil ? .bold : weight))
    case "italicSystem":
      return .fixed(FontSpec(size: size, weight: weight, italic: true))
    default:
      break
    }
    guard let name = element["name"] else { return type == nil && element["pointSize"] != nil ? .fixed(FontSpec(size: size)) : nil }
    if name.hasPrefix(".SFUI") || name.hasPrefix(".AppleSystemUI") || name.hasPrefix("SFPro") {
      return .fixed(FontSpec(size: size, weight: weightInName(name) ?? weight, italic: name.contains("Italic")))
    }
    let family = element["family"] ?? String(name.split(separator: "-").first ?? Substring(name))
    weight = weightInName(name) ?? .regular
    return .fixed(FontSpec(family: family, size: size, weight: weight, italic: name.contains("Italic") || name.contains("Oblique")))
  }

  /// `UICTFontTextStyleBody` → `.body`, and the other ten.
  static func textStyle(_ name: String) -> TextStyle? {
    let table: [String: TextStyle] = [
      "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleLargeTitle": .largeTitle,
      "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
      "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout,
      "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
      "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]
    return table[name]
  }

  private static func weightInName(_ name: String) -> FontWeight? {
    guard let dash = name.lastIndex(of: "-") else { return nil }
    let suffix = name[name.index(after: dash)...].lowercased()
    let order: [(String, FontWeight)] = [
      ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
      ("semibold", .semibold), ("demibold", .semibold), ("medium", .medium), ("extrabold", .heavy), ("heavy", .heavy),
      ("black", .black), ("bold", .bold), ("book", .regular), ("roman", .regular), ("regular", .regular),
    ]
    return order.first { suffix.hasPrefix($0.0) }?.1
  }
}
