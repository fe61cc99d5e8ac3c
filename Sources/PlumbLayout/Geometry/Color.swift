/// An sRGB colour with straight (not premultiplied) alpha, components in 0…1.
///
/// ```swift
/// let gray = Color(hex: "#E5E5EA")!
/// let translucent = Color(hex: "#FF000080")!   // alpha 128/255
/// Color(named: "systemBlue")                    // UIKit's system blue
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public var red: Double, green: Double, blue: Double, alpha: Double
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
  }

  /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`; `nil` for anything else.
  public init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    let digits = Array(hex.dropFirst())
    var values: [Double] = []
    switch digits.count {
    case 3, 4:
      for digit in digits {
        guard let v = digit.hexDigitValue else { return nil }
        values.append(Double(v * 17) / 255)
      }
    case 6, 8:
      for i in stride(from: 0, to: digits.count, by: 2) {
        guard let hi = digits[i].hexDigitValue, let lo = digits[i + 1].hexDigitValue else { return nil }
        values.append(Double(hi * 16 + lo) / 255)
      }
    default:
      return nil
    }
    self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
  }

  /// A colour from a hex string or one of `Color.names`.
  public init?(_ text: String) {
    if let color = Color(hex: text) ?? Color(named: text) { self = color } else { return nil }
  }

  /// UIKit's named colours Plumb knows (light appearance), and the basics.
  public init?(named name: String) {
    guard let match = Color.names.first(where: { $0.0 == name }) else { return nil }
    self = match.1
  }

  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

  /// The colour names accepted in scene files.
  public static let names: [(String, Color)] = [
    ("black", .black), ("white", .white), ("clear", .clear),
    ("red", Color(red: 1, green: 0, blue: 0)), ("green", Color(red: 0, green: 1, blue: 0)),
    ("blue", Color(red: 0, green: 0, blue: 1)), ("gray", Color(red: 0.5, green: 0.5, blue: 0.5)),
    ("systemBlue", rgb(0, 122, 255)), ("systemRed", rgb(255, 59, 48)), ("systemGreen", rgb(52, 199, 89)),
    ("systemOrange", rgb(255, 149, 0)), ("systemYellow", rgb(255, 204, 0)), ("systemPink", rgb(255, 45, 85)),
    ("systemPurple", rgb(175, 82, 222)), ("systemTeal", rgb(48, 176, 199)), ("systemIndigo", rgb(88, 86, 214)),
    ("systemGray", rgb(142, 142, 147)), ("systemGray2", rgb(174, 174, 178)), ("systemGray3", rgb(199, 199, 204)),
    ("systemGray4", rgb(209, 209, 214)), ("systemGray5", rgb(229, 229, 234)), ("systemGray6", rgb(242, 242, 247)),
    ("label", .black), ("secondaryLabel", Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)),
    ("systemBackground", .white), ("secondarySystemBackground", rgb(242, 242, 247)),
  ]

  private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> Color {
    Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
  }

  /// `#RRGGBB` or `#RRGGBBAA` (when not opaque).
  public var description: String {
    func hex(_ v: Double) -> String {
      let byte = Int((min(max(v, 0), 1) * 255).rounded())
      let digits = Array("0123456789ABCDEF")
      return String([digits[byte / 16], digits[byte % 16]])
    }
    return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
  }
}
