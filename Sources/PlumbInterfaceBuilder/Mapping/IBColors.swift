import PlumbLayout

/// Interface Builder's colour encodings, resolved to one `Color`: component colours (`sRGB`, `calibratedRGB`,
/// `displayP3`, generic RGB), grey (`white=`, `calibratedWhite`, `genericGamma22GrayColorSpace`),
/// `systemColor` and `cocoaTouchSystemColor` names, and named colours.
///
/// Dynamic colours keep their appearances: a `systemColor` UIKit knows is its `SystemColor` (light, dark and
/// increased-contrast values); a named colour (`<color name="carbs"/>`) is the asset catalog's colour set
/// when one is found next to the file (its dark variant included, see `ColorSet`), else the value the
/// document's `<resources>` record (`<namedColor>`, light only).
///
/// ```swift
/// IBColors.color(element, resources: document.resourceColors)   // Color(0.0, 0.478, 1.0)
/// ```
public enum IBColors {
  /// The colour of a `<color>` element on the 8-bit grid PNGs and scene files use (every appearance of a
  /// dynamic colour), or `nil` when it cannot be understood. `namedColor` looks up asset-catalog colours.
  public static func color(_ element: XMLElement, resources: [String: XMLElement],
                           namedColor: (String) -> Color? = { _ in nil }) -> Color? {
    componentColor(element, resources: resources, namedColor: namedColor, depth: 0).map(quantized)
  }

  /// A colour on the 8-bit grid, each appearance of a dynamic one too.
  static func quantized(_ color: Color) -> Color {
    func q(_ c: ColorComponents) -> Color {
      func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
      return Color(red8: byte(c.red), green8: byte(c.green), blue8: byte(c.blue), alpha8: byte(c.alpha))
    }
    guard let variants = color.variants else { return q(color.components) }
    return Color.dynamic(light: q(color.components), dark: q(variants.dark), lightHighContrast: q(variants.lightHighContrast),
                         darkHighContrast: q(variants.darkHighContrast), name: variants.name)
  }

  private static func componentColor(_ element: XMLElement, resources: [String: XMLElement],
                                     namedColor: (String) -> Color?, depth: Int) -> Color? {
    if let white = element.number("white") {
      return Color(red: white, green: white, blue: white, alpha: element.number("alpha") ?? 1)
    }
    if let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") {
      return Color(red: red, green: green, blue: blue, alpha: element.number("alpha") ?? 1)
    }
    if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"],
       let dynamic = SystemColor(rawValue: system.hasSuffix("Color") ? String(system.dropLast(5)) : system) {
      return dynamic.color
    }
    let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] ?? element["name"]
    guard let name else { return nil }
    if element["name"] != nil, let catalog = namedColor(name) { return catalog }
    if depth < 4, let fallback = resources[name], fallback !== element,
       let color = componentColor(fallback, resources: resources, namedColor: namedColor, depth: depth + 1) {
      return color
    }
    return systemColors[name] ?? systemColors[name.replacingOccurrences(of: "Color", with: "") + "Color"]
  }

  /// UIKit's system colours in the light appearance (iOS 13+ values; the classic names too).
  static let systemColors: [String: Color] = [
    "systemBackgroundColor": .white, "secondarySystemBackgroundColor": Color(red8: 242, green8: 242, blue8: 247),
    "tertiarySystemBackgroundColor": .white, "systemGroupedBackgroundColor": Color(red8: 242, green8: 242, blue8: 247),
    "secondarySystemGroupedBackgroundColor": .white, "tertiarySystemGroupedBackgroundColor": Color(red8: 242, green8: 242, blue8: 247),
    "tableCellGroupedBackgroundColor": .white, "groupTableViewBackgroundColor": Color(red8: 242, green8: 242, blue8: 247),
    "labelColor": .black, "secondaryLabelColor": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
    "tertiaryLabelColor": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
    "quaternaryLabelColor": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18),
    "placeholderTextColor": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
    "separatorColor": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
    "opaqueSeparatorColor": Color(red8: 198, green8: 198, blue8: 200), "linkColor": Color(red8: 0, green8: 122, blue8: 255),
    "systemFillColor": Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2),
    "secondarySystemFillColor": Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16),
    "tertiarySystemFillColor": Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12),
    "quaternarySystemFillColor": Color(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08),
    "systemBlueColor": Color(red8: 0, green8: 122, blue8: 255), "systemRedColor": Color(red8: 255, green8: 59, blue8: 48),
    "systemGreenColor": Color(red8: 52, green8: 199, blue8: 89), "systemOrangeColor": Color(red8: 255, green8: 149, blue8: 0),
    "systemYellowColor": Color(red8: 255, green8: 204, blue8: 0), "systemPinkColor": Color(red8: 255, green8: 45, blue8: 85),
    "systemPurpleColor": Color(red8: 175, green8: 82, blue8: 222), "systemTealColor": Color(red8: 90, green8: 200, blue8: 250),
    "systemIndigoColor": Color(red8: 88, green8: 86, blue8: 214), "systemBrownColor": Color(red8: 162, green8: 132, blue8: 94),
    "systemMintColor": Color(red8: 0, green8: 199, blue8: 190), "systemCyanColor": Color(red8: 50, green8: 173, blue8: 230),
    "systemGrayColor": Color(red8: 142, green8: 142, blue8: 147), "systemGray2Color": Color(red8: 174, green8: 174, blue8: 178),
    "systemGray3Color": Color(red8: 199, green8: 199, blue8: 204), "systemGray4Color": Color(red8: 209, green8: 209, blue8: 214),
    "systemGray5Color": Color(red8: 229, green8: 229, blue8: 234), "systemGray6Color": Color(red8: 242, green8: 242, blue8: 247),
    "darkTextColor": .black, "lightTextColor": Color(red: 1, green: 1, blue: 1, alpha: 0.6),
    "groupTableViewBackground": Color(red8: 239, green8: 239, blue8: 244), "tintColor": Color(red8: 0, green8: 122, blue8: 255),
    "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "grayColor": .gray, "lightGrayColor": .lightGray,
    "darkGrayColor": .darkGray, "redColor": .red, "greenColor": .green, "blueColor": .blue,
  ]
}
