/// The components of one appearance of a dynamic colour, straight alpha, each in 0…1.
///
/// ```swift
/// let dark = ColorComponents(red8: 10, green8: 132, blue8: 255)   // systemBlue in dark mode
/// ```
public struct ColorComponents: Hashable, Sendable {
  public var red: Double, green: Double, blue: Double, alpha: Double
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
  }
  /// Components from 8-bit values.
  public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
    self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
  }
}

/// What a dynamic colour looks like in the appearances other than light with normal contrast
/// (that one is the colour's own components), and its UIKit name when it has one.
///
/// ```swift
/// let fill = Color.dynamic(light: Color(hex: "#FFFFFF")!, dark: Color(hex: "#1C1C1E")!)
/// fill.variants?.dark   // #1C1C1E
/// ```
///
/// Immutable and shared by reference, so a `Color` stays five words however many appearances it has.
public final class DynamicVariants: Hashable, Sendable {
  public let dark: ColorComponents
  public let lightHighContrast: ColorComponents
  public let darkHighContrast: ColorComponents
  /// The UIKit name (`"secondaryLabel"`) for system colours; `nil` for colours a scene defines.
  public let name: String?
  public init(dark: ColorComponents, lightHighContrast: ColorComponents, darkHighContrast: ColorComponents, name: String? = nil) {
    self.dark = dark; self.lightHighContrast = lightHighContrast; self.darkHighContrast = darkHighContrast; self.name = name
  }

  public static func == (a: DynamicVariants, b: DynamicVariants) -> Bool {
    a === b || (a.dark == b.dark && a.lightHighContrast == b.lightHighContrast && a.darkHighContrast == b.darkHighContrast
      && a.name == b.name)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(dark); hasher.combine(lightHighContrast); hasher.combine(darkHighContrast); hasher.combine(name)
  }
}

extension Color {
  /// A colour that changes with the appearance, as a `UIColor(dynamicProvider:)` or an asset-catalog colour.
  /// The high-contrast appearances take the same values unless given.
  ///
  /// ```swift
  /// let card = Color.dynamic(light: .white, dark: Color(hex: "#1C1C1E")!)
  /// card.resolved(style: .dark, contrast: .normal)   // #1C1C1E
  /// ```
  public static func dynamic(
    light: Color, dark: Color, lightHighContrast: Color? = nil, darkHighContrast: Color? = nil, name: String? = nil
  ) -> Color {
    var color = light.resolved(style: .light, contrast: .normal)
    color.variants = DynamicVariants(
      dark: dark.resolved(style: .dark, contrast: .normal).components,
      lightHighContrast: (lightHighContrast ?? light).resolved(style: .light, contrast: .high).components,
      darkHighContrast: (darkHighContrast ?? dark).resolved(style: .dark, contrast: .high).components,
      name: name)
    return color
  }

  /// The fixed colour this one shows in an appearance (`UIColor.resolvedColor(with:)`); a fixed colour
  /// resolves to itself.
  ///
  /// ```swift
  /// Color.secondaryLabel.resolved(style: .dark, contrast: .high)   // #EBEBF5AD
  /// ```
  public func resolved(style: UserInterfaceStyle, contrast: AccessibilityContrast) -> Color {
    guard let variants else { return self }
    let c: ColorComponents
    switch (style, contrast) {
    case (.light, .normal): c = components
    case (.dark, .normal): c = variants.dark
    case (.light, .high): c = variants.lightHighContrast
    case (.dark, .high): c = variants.darkHighContrast
    }
    return Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
  }

  /// Whether the colour changes with the appearance.
  public var isDynamic: Bool { variants != nil }

  /// The UIKit name of a system colour (`"label"`, `"systemBlue"`), `nil` for others.
  public var systemName: String? { variants?.name }

  /// The light, normal-contrast components.
  public var components: ColorComponents { ColorComponents(red: red, green: green, blue: blue, alpha: alpha) }
}
