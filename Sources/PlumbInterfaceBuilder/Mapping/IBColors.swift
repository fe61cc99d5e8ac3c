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
    let bare = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
    if let system = SystemColor(rawValue: bare) { return system.color }
    return classicColors[name] ?? classicColors[bare + "Color"]
  }

  /// The names UIKit had before its system colours (iOS 12 and earlier), in the light appearance. The system
  /// colours themselves (`systemBlueColor`, `labelColor` …) are `SystemColor`, PlumbLayout's one table.
  static let classicColors: [String: Color] = [
    "tableCellGroupedBackgroundColor": .white, "groupTableViewBackgroundColor": Color(red8: 242, green8: 242, blue8: 247),
    "groupTableViewBackground": Color(red8: 239, green8: 239, blue8: 244), "tintColor": SystemColor.systemBlue.color,
    "darkTextColor": .darkText, "lightTextColor": .lightText,
    "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "grayColor": .gray, "lightGrayColor": .lightGray,
    "darkGrayColor": .darkGray, "redColor": .red, "greenColor": .green, "blueColor": .blue,
  ]
}
