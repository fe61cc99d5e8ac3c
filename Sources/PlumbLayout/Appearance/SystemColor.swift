/// UIKit's semantic and system colours by name, with their light, dark and increased-contrast values
/// (iOS 15–17).
///
/// This is Plumb's one table of these colours: scene files, Interface Builder's `systemColor`s and
/// PlumbUIKit's `UIColor.systemBlue` … all read it.
///
/// Values: Apple's published colour tables (Human Interface Guidelines › Color, "System colors" and
/// "Dynamic system colors", light / dark / increased contrast), as `UIColor.resolvedColor(with:)` returns
/// them in sRGB. The translucent light and dark values are UIKit's alpha fractions (`tertiaryLabel` 0.3,
/// `separator` 0.29, `systemFill` 0.2 / 0.36 …) on the 8-bit grid, rounded to the nearest step (0.3 → 77),
/// as Interface Builder's colours are; the increased-contrast ones are the 8-bit values of Apple's design
/// resources. They are listed in `docs/controls-and-devices.md`.
///
/// ```swift
/// SystemColor.secondaryLabel.color.resolved(style: .dark, contrast: .normal)   // #EBEBF599
/// SystemColor(rawValue: "systemMint")?.color
/// ```
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
  // Labels
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel
  // Backgrounds
  case systemBackground, secondarySystemBackground, tertiarySystemBackground
  case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
  // Fills
  case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
  // Separators, links, placeholders
  case separator, opaqueSeparator, link, placeholderText
  // Greys
  case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
  // Tinted colours
  case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan
  case systemBlue, systemIndigo, systemPurple, systemPink, systemBrown

  /// One appearance as 8-bit red, green, blue, alpha.
  public typealias RGBA8 = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

  /// The four appearances: light, dark, light with increased contrast, dark with increased contrast.
  public var values: (light: RGBA8, dark: RGBA8, lightHighContrast: RGBA8, darkHighContrast: RGBA8) {
    switch self {
    case .label: return ((0, 0, 0, 255), (255, 255, 255, 255), (0, 0, 0, 255), (255, 255, 255, 255))
    case .secondaryLabel: return ((60, 60, 67, 153), (235, 235, 245, 153), (60, 60, 67, 173), (235, 235, 245, 173))
    case .tertiaryLabel: return ((60, 60, 67, 77), (235, 235, 245, 77), (60, 60, 67, 96), (235, 235, 245, 96))
    case .quaternaryLabel: return ((60, 60, 67, 46), (235, 235, 245, 41), (60, 60, 67, 66), (235, 235, 245, 61))
    case .systemBackground: return ((255, 255, 255, 255), (0, 0, 0, 255), (255, 255, 255, 255), (0, 0, 0, 255))
    case .secondarySystemBackground:
      return ((242, 242, 247, 255), (28, 28, 30, 255), (235, 235, 240, 255), (36, 36, 38, 255))
    case .tertiarySystemBackground:
      return ((255, 255, 255, 255), (44, 44, 46, 255), (255, 255, 255, 255), (54, 54, 56, 255))
    case .systemGroupedBackground:
      return ((242, 242, 247, 255), (0, 0, 0, 255), (235, 235, 240, 255), (0, 0, 0, 255))
    case .secondarySystemGroupedBackground:
      return ((255, 255, 255, 255), (28, 28, 30, 255), (255, 255, 255, 255), (36, 36, 38, 255))
    case .tertiarySystemGroupedBackground:
      return ((242, 242, 247, 255), (44, 44, 46, 255), (235, 235, 240, 255), (54, 54, 56, 255))
    case .systemFill: return ((120, 120, 128, 51), (120, 120, 128, 92), (120, 120, 128, 71), (120, 120, 128, 112))
    case .secondarySystemFill:
      return ((120, 120, 128, 41), (120, 120, 128, 82), (120, 120, 128, 61), (120, 120, 128, 102))
    case .tertiarySystemFill:
      return ((118, 118, 128, 31), (118, 118, 128, 61), (118, 118, 128, 51), (118, 118, 128, 81))
    case .quaternarySystemFill:
      return ((116, 116, 128, 20), (118, 118, 128, 46), (116, 116, 128, 40), (118, 118, 128, 66))
    case .separator: return ((60, 60, 67, 74), (84, 84, 88, 153), (60, 60, 67, 94), (84, 84, 88, 173))
    case .opaqueSeparator: return ((198, 198, 200, 255), (56, 56, 58, 255), (198, 198, 200, 255), (56, 56, 58, 255))
    case .link: return ((0, 122, 255, 255), (9, 132, 255, 255), (0, 122, 255, 255), (9, 132, 255, 255))
    case .placeholderText: return ((60, 60, 67, 77), (235, 235, 245, 77), (60, 60, 67, 96), (235, 235, 245, 96))
    case .systemGray: return ((142, 142, 147, 255), (142, 142, 147, 255), (108, 108, 112, 255), (174, 174, 178, 255))
    case .systemGray2: return ((174, 174, 178, 255), (99, 99, 102, 255), (142, 142, 147, 255), (124, 124, 128, 255))
    case .systemGray3: return ((199, 199, 204, 255), (72, 72, 74, 255), (174, 174, 178, 255), (84, 84, 86, 255))
    case .systemGray4: return ((209, 209, 214, 255), (58, 58, 60, 255), (188, 188, 192, 255), (68, 68, 70, 255))
    case .systemGray5: return ((229, 229, 234, 255), (44, 44, 46, 255), (216, 216, 220, 255), (54, 54, 56, 255))
    case .systemGray6: return ((242, 242, 247, 255), (28, 28, 30, 255), (235, 235, 240, 255), (36, 36, 38, 255))
    case .systemRed: return ((255, 59, 48, 255), (255, 69, 58, 255), (215, 0, 21, 255), (255, 105, 97, 255))
    case .systemOrange: return ((255, 149, 0, 255), (255, 159, 10, 255), (201, 52, 0, 255), (255, 179, 64, 255))
    case .systemYellow: return ((255, 204, 0, 255), (255, 214, 10, 255), (178, 80, 0, 255), (255, 212, 38, 255))
    case .systemGreen: return ((52, 199, 89, 255), (48, 209, 88, 255), (36, 138, 61, 255), (48, 219, 91, 255))
    case .systemMint: return ((0, 199, 190, 255), (99, 230, 226, 255), (12, 129, 123, 255), (102, 212, 207, 255))
    case .systemTeal: return ((48, 176, 199, 255), (64, 200, 224, 255), (0, 130, 153, 255), (93, 230, 255, 255))
    case .systemCyan: return ((50, 173, 230, 255), (100, 210, 255, 255), (0, 113, 164, 255), (112, 215, 255, 255))
    case .systemBlue: return ((0, 122, 255, 255), (10, 132, 255, 255), (0, 64, 221, 255), (64, 156, 255, 255))
    case .systemIndigo: return ((88, 86, 214, 255), (94, 92, 230, 255), (54, 52, 163, 255), (125, 122, 255, 255))
    case .systemPurple: return ((175, 82, 222, 255), (191, 90, 242, 255), (137, 68, 171, 255), (218, 143, 255, 255))
    case .systemPink: return ((255, 45, 85, 255), (255, 55, 95, 255), (211, 15, 69, 255), (255, 100, 130, 255))
    case .systemBrown: return ((162, 132, 94, 255), (172, 142, 104, 255), (127, 101, 69, 255), (181, 148, 105, 255))
    }
  }

  /// The dynamic colour, named after the case.
  ///
  /// ```swift
  /// SystemColor.systemBackground.color.resolved(style: .dark, contrast: .normal)   // black
  /// ```
  public var color: Color {
    let v = values
    func make(_ c: RGBA8) -> Color { Color(red8: c.red, green8: c.green, blue8: c.blue, alpha8: c.alpha) }
    return Color.dynamic(
      light: make(v.light), dark: make(v.dark), lightHighContrast: make(v.lightHighContrast),
      darkHighContrast: make(v.darkHighContrast), name: rawValue)
  }
}

extension Color {
  /// UIKit's `label` (black in light, white in dark): a label's default text colour.
  public static let label = SystemColor.label.color
  /// UIKit's `secondaryLabel`.
  public static let secondaryLabel = SystemColor.secondaryLabel.color
  /// UIKit's `systemBackground`: a view controller's view, the canvas when a scene gives no colour.
  public static let systemBackground = SystemColor.systemBackground.color
  /// UIKit's `placeholderText`: a text field's placeholder.
  public static let placeholderText = SystemColor.placeholderText.color

  /// A system colour by its UIKit name.
  ///
  /// ```swift
  /// Color.system(.systemGray4)
  /// ```
  public static func system(_ name: SystemColor) -> Color { name.color }
}
