import Foundation
import PlumbJSON
import PlumbLayout

/// An asset catalog colour set (`Name.colorset/Contents.json`) as one `Color`: the universal (or iPhone)
/// entry without appearances is the light colour, `luminosity: dark` the dark one, `contrast: high` the
/// increased-contrast ones, so a colour set with a dark variant is a dynamic colour, as
/// `UIColor(named:)` is. Components are written as `0.5`, `"0.500"`, `"128"` (0–255) or `"0x80"`; the
/// colour space (`srgb`, `display-p3`, `extended-srgb`, grey `gray-gamma-22`) is taken as sRGB.
///
/// Interface Builder documents (`<color name="carbs"/>`) and PlumbUIKit's `UIColor(named:)` read them.
///
/// ```swift
/// ColorSet.color(folder: "Assets.xcassets/carbs.colorset")?.resolved(style: .dark, contrast: .normal)
/// ```
public enum ColorSet {
  /// The colour of the set in `folder` (its `Contents.json`), `nil` when it cannot be read. Confined to a
  /// folder (resolved), a `Contents.json` that resolves outside it is not read.
  ///
  /// ```swift
  /// ColorSet.color(folder: "/home/me/App/Assets.xcassets/carbs.colorset", confinedTo: "/home/me/App")
  /// ```
  public static func color(folder: String, confinedTo root: String? = nil) -> Color? {
    guard let colors = AssetContents.read(folder, confinedTo: root)?["colors"]?.array else { return nil }
    var variants: [String: Color] = [:]
    for entry in colors where entry.isObject {
      let idiom = entry["idiom"]?.string ?? "universal"
      guard idiom == "universal" || idiom == "iphone", let color = components(entry["color"]) else { continue }
      var dark = false, high = false
      for appearance in entry["appearances"]?.array ?? [] {
        let kind = appearance["appearance"]?.string, value = appearance["value"]?.string
        if kind == "luminosity" && value == "dark" { dark = true }
        if kind == "contrast" && value == "high" { high = true }
      }
      let key = (dark ? "dark" : "light") + (high ? "-high" : "")
      // The iPhone entry wins over the universal one for the same appearance.
      if variants[key] == nil || idiom == "iphone" { variants[key] = color }
    }
    guard let light = variants["light"] ?? variants["dark"] else { return nil }
    guard variants.count > 1 else { return light }
    return Color.dynamic(light: light, dark: variants["dark"] ?? light, lightHighContrast: variants["light-high"],
                         darkHighContrast: variants["dark-high"] ?? variants["dark"])
  }

  /// `{ "color-space": "srgb", "components": { "red": …, "green": …, "blue": …, "alpha": … } }`, or a grey
  /// `{ "white": …, "alpha": … }`.
  private static func components(_ value: JSONValue?) -> Color? {
    guard let parts = value?["components"], parts.isObject else { return nil }
    let alpha = number(parts["alpha"]) ?? 1
    if let white = number(parts["white"]) { return Color(red: white, green: white, blue: white, alpha: alpha) }
    guard let red = number(parts["red"]), let green = number(parts["green"]), let blue = number(parts["blue"]) else {
      return nil
    }
    return Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A component: a fraction (`0.5`, `"0.500"`), an 8-bit integer (`"128"`) or hex (`"0x80"`).
  public static func number(_ value: JSONValue?) -> Double? {
    if let number = value?.number { return number }
    guard let text = value?.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
    if text.lowercased().hasPrefix("0x"), let byte = UInt8(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
    if !text.contains("."), let integer = Int(text), integer >= 0, integer <= 255 { return Double(integer) / 255 }
    guard let fraction = Double(text), fraction.isFinite else { return nil }
    return fraction
  }
}
