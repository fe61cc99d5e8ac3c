/// A colour in sRGB with straight (not premultiplied) alpha, each component in 0…1.
///
/// Parsed from `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` or one of UIKit's basic colour names.
///
/// ```swift
/// let tint = Color(parsing: "#007AFF")!        // systemBlue
/// let veil = Color(parsing: "#00000080")!      // black, alpha 0.502
/// Color(parsing: "lightGray") == .lightGray    // true
/// Color(parsing: "#12")                        // nil
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component in 0…1, straight (not multiplied by `alpha`): `Color.systemRed.red` is 1.
  public var red: Double
  /// The green component in 0…1, straight: `Color(parsing: "#00FF00")!.green` is 1.
  public var green: Double
  /// The blue component in 0…1, straight: `Color(parsing: "#007AFF")!.blue` is 1.
  public var blue: Double
  /// Opacity in 0…1 (0 transparent, 1 opaque): `Color(parsing: "#00000080")!.alpha` is 128/255.
  public var alpha: Double
  /// The other appearances of a dynamic colour (dark, increased contrast) and its UIKit name; `nil` for a
  /// fixed colour. The components above are always the light, normal-contrast ones.
  public internal(set) var variants: DynamicVariants?

  /// A colour from components in 0…1 (values outside are clamped).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Color.clamp(red); self.green = Color.clamp(green)
    self.blue = Color.clamp(blue); self.alpha = Color.clamp(alpha); self.variants = nil
  }

  /// A colour from 8-bit components.
  ///
  /// ```swift
  /// Color(red8: 255, green8: 59, blue8: 48)   // systemRed
  /// ```
  public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
    self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
  }

  /// Parses `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (case-insensitive) or a name from `Color.named`;
  /// `nil` for anything else.
  public init?(parsing text: String) {
    if let named = Color.named.first(where: { $0.name == text }) { self = named.color; return }
    guard text.hasPrefix("#") else { return nil }
    var digits: [UInt8] = []
    for scalar in text.unicodeScalars.dropFirst() {
      guard let digit = Color.hexValue(scalar) else { return nil }
      digits.append(digit)
    }
    switch digits.count {
    case 3, 4:
      let c = digits.map { $0 * 17 }
      self.init(red8: c[0], green8: c[1], blue8: c[2], alpha8: c.count == 4 ? c[3] : 255)
    case 6, 8:
      let c = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
      self.init(red8: c[0], green8: c[1], blue8: c[2], alpha8: c.count == 4 ? c[3] : 255)
    default:
      return nil
    }
  }

  /// The colour with its alpha multiplied by `factor`.
  ///
  /// ```swift
  /// Color.black.withAlpha(0.5).alpha   // 0.5
  /// ```
  public func withAlpha(_ factor: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  public var description: String {
    let parts = [red, green, blue] + (alpha < 1 ? [alpha] : [])
    return "#" + parts.map { Color.hex2(UInt8(($0 * 255).rounded())) }.joined()
  }

  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let red = Color(red: 1, green: 0, blue: 0)
  public static let green = Color(red: 0, green: 1, blue: 0)
  public static let blue = Color(red: 0, green: 0, blue: 1)
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
  public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
  public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
  public static let darkGray = Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
  /// UIKit's `lightText`: white at 60 % (fixed, for dark backgrounds).
  public static let lightText = Color(red: 1, green: 1, blue: 1, alpha: 0.6)
  /// UIKit's `darkText`: black (fixed).
  public static let darkText = Color.black
  /// iOS `systemBlue`, the default tint (dynamic: #007AFF light, #0A84FF dark).
  public static let systemBlue = SystemColor.systemBlue.color

  /// The names `init(parsing:)` accepts, in a fixed order: UIKit's fixed colours (`black`, `lightGray`, …)
  /// then every semantic and system colour of `SystemColor` (dynamic).
  public static let named: [(name: String, color: Color)] = [
    ("clear", .clear), ("black", .black), ("white", .white), ("red", .red), ("green", .green), ("blue", .blue),
    ("yellow", .yellow), ("cyan", .cyan), ("magenta", .magenta), ("orange", .orange), ("purple", .purple),
    ("brown", .brown), ("gray", .gray), ("lightGray", .lightGray), ("darkGray", .darkGray),
  ] + SystemColor.allCases.map { ($0.rawValue, $0.color) }

  private static func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
    switch scalar.value {
    case 0x30...0x39: return UInt8(scalar.value - 0x30)
    case 0x41...0x46: return UInt8(scalar.value - 0x41 + 10)
    case 0x61...0x66: return UInt8(scalar.value - 0x61 + 10)
    default: return nil
    }
  }

  private static func hex2(_ value: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
  }
}


extension Color {
  /// Parses a hex colour only (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`).
  ///
  /// ```swift
  /// Color(hex: "#E5E5EA")   // systemGray5
  /// ```
  public init?(hex: String) {
    guard hex.hasPrefix("#"), let color = Color(parsing: hex) else { return nil }
    self = color
  }

  /// A colour by name only (one of `Color.named`).
  ///
  /// ```swift
  /// Color(named: "systemBlue")
  /// ```
  public init?(named name: String) {
    guard let match = Color.named.first(where: { $0.name == name }) else { return nil }
    self = match.color
  }

  /// The names scene files accept, in order (for "did you mean").
  public static var names: [String] { named.map(\.name) }
}
