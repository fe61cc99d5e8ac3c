extension Layout {
  /// The blur of a visual effect view (UIKit's `UIBlurEffect.Style`): the content behind the view blurred
  /// and tinted with a material. The system materials follow the appearance (light or dark); the `…Light`
  /// and `…Dark` ones and the iOS 8 styles keep theirs.
  ///
  /// Apple publishes no numbers for its materials: the blur radii and tints here are Plumb's, chosen so the
  /// five materials step from ultra thin (most of the content showing) to chrome (the bars' material, as
  /// Plumb draws bars), the same in every run.
  ///
  /// ```swift
  /// Layout.BlurStyle.systemMaterial.material   // (radius: 30, tint: #F2F2F2C7 in light, #1C1C1EC7 in dark)
  /// ```
  public enum BlurStyle: String, Sendable, Hashable, CaseIterable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    case systemChromeMaterialDark

    /// How much of the content behind shows, thinnest first.
    private enum Thickness { case ultraThin, thin, regular, thick, chrome }

    /// The blur radius in points and the tint over the blurred content (dynamic for the system materials).
    public var material: (radius: Double, tint: Color) {
      func tint(_ thickness: Thickness, fixed appearance: UserInterfaceStyle?) -> (Double, Color) {
        let (radius, opacity): (Double, Double)
        switch thickness {
        case .ultraThin: (radius, opacity) = (20, 0.40)
        case .thin: (radius, opacity) = (24, 0.60)
        case .regular: (radius, opacity) = (30, 0.78)
        case .thick: (radius, opacity) = (30, 0.90)
        case .chrome: (radius, opacity) = (30, 0.94)
        }
        let light = thickness == .chrome ? Color(red8: 249, green8: 249, blue8: 249) : Color(red8: 242, green8: 242, blue8: 247)
        let dark = thickness == .chrome ? Color(red8: 29, green8: 29, blue8: 29) : Color(red8: 28, green8: 28, blue8: 30)
        let lightTint = light.withAlpha(opacity), darkTint = dark.withAlpha(opacity)
        switch appearance {
        case .light?: return (radius, lightTint)
        case .dark?: return (radius, darkTint)
        case nil: return (radius, .dynamic(light: lightTint, dark: darkTint))
        }
      }
      switch self {
      case .extraLight: return (30, Color(red8: 255, green8: 255, blue8: 255).withAlpha(0.80))
      case .light: return (30, Color(red8: 255, green8: 255, blue8: 255).withAlpha(0.60))
      case .dark: return (30, Color(red8: 28, green8: 28, blue8: 28).withAlpha(0.73))
      case .regular: return tint(.regular, fixed: nil)
      case .prominent: return tint(.thick, fixed: nil)
      case .systemUltraThinMaterial: return tint(.ultraThin, fixed: nil)
      case .systemThinMaterial: return tint(.thin, fixed: nil)
      case .systemMaterial: return tint(.regular, fixed: nil)
      case .systemThickMaterial: return tint(.thick, fixed: nil)
      case .systemChromeMaterial: return tint(.chrome, fixed: nil)
      case .systemUltraThinMaterialLight: return tint(.ultraThin, fixed: .light)
      case .systemThinMaterialLight: return tint(.thin, fixed: .light)
      case .systemMaterialLight: return tint(.regular, fixed: .light)
      case .systemThickMaterialLight: return tint(.thick, fixed: .light)
      case .systemChromeMaterialLight: return tint(.chrome, fixed: .light)
      case .systemUltraThinMaterialDark: return tint(.ultraThin, fixed: .dark)
      case .systemThinMaterialDark: return tint(.thin, fixed: .dark)
      case .systemMaterialDark: return tint(.regular, fixed: .dark)
      case .systemThickMaterialDark: return tint(.thick, fixed: .dark)
      case .systemChromeMaterialDark: return tint(.chrome, fixed: .dark)
      }
    }
  }
}
