import PlumbLayout

/// The colours iOS 17 draws its controls with, beyond the named system colours, as dynamic colours
/// (light / dark), resolved for the variant being drawn.
///
/// ```swift
/// let palette = ControlPalette(style: .dark, contrast: .normal, tint: .systemBlue)
/// palette.resolve(ControlPalette.switchOffTrack)   // #39393D
/// ```
struct ControlPalette {
  var style: UserInterfaceStyle
  var contrast: AccessibilityContrast
  /// The view's effective tint, already resolved.
  var tint: Color

  func resolve(_ color: Color) -> Color { color.resolved(style: style, contrast: contrast) }
  func system(_ name: SystemColor) -> Color { resolve(name.color) }

  /// An off switch's track.
  static let switchOffTrack = Color.dynamic(light: Color(hex: "#E9E9EB")!, dark: Color(hex: "#39393D")!)
  /// A slider's maximum track and a progress view's track.
  static let track = Color.dynamic(light: Color(hex: "#E3E3E8")!, dark: Color(hex: "#3A3A3C")!)
  /// The grey fill behind a segmented control, a stepper, a search field, a picker's selection band and a
  /// compact date picker's buttons.
  static let controlFill = Color.dynamic(light: Color(hex: "#7676801F")!, dark: Color(hex: "#7676803D")!)
  /// The selected segment.
  static let selectedSegment = Color.dynamic(light: .white, dark: Color(hex: "#636366")!)
  /// A rounded-rect text field's fill.
  static let fieldFill = Color.dynamic(light: .white, dark: Color(hex: "#1C1C1E")!)
  /// A rounded-rect text field's border.
  static let fieldBorder = Color.dynamic(light: Color(hex: "#0000001A")!, dark: Color(hex: "#FFFFFF1A")!)
  /// The system bar material of navigation bars, toolbars and tab bars, without its blur.
  static let barBackground = Color.dynamic(light: Color(hex: "#F9F9F9F0")!, dark: Color(hex: "#1D1D1DF0")!)
  /// The hairline between a bar and the content (its shadow image).
  static let barHairline = Layout.BarAppearance.hairline
  /// The shadow under thumbs and the selected segment.
  static let shadow = Color(hex: "#00000026")!
}
