/// A font weight on the CSS/OpenType scale (100 … 900).
///
/// ```swift
/// FontWeight(name: "semibold")  // .semibold (600)
/// ```
public struct FontWeight: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let ultraLight = FontWeight(rawValue: 100)
  public static let thin = FontWeight(rawValue: 200)
  public static let light = FontWeight(rawValue: 300)
  public static let regular = FontWeight(rawValue: 400)
  public static let medium = FontWeight(rawValue: 500)
  public static let semibold = FontWeight(rawValue: 600)
  public static let bold = FontWeight(rawValue: 700)
  public static let heavy = FontWeight(rawValue: 800)
  public static let black = FontWeight(rawValue: 900)

  /// UIKit's weight names, in order.
  public static let named: [(String, FontWeight)] = [
    ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
  ]
  /// The weight with UIKit's name `name` (`"regular"`, `"semibold"`, …), or `nil`.
  public init?(name: String) {
    guard let match = Self.named.first(where: { $0.0 == name }) else { return nil }
    self = match.1
  }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { Self.named.first(where: { $0.1 == self })?.0 ?? String(rawValue) }
}

/// A concrete font: family, size in points, weight and slant, and UIFont's `leading`.
///
/// ```swift
/// let body = FontSpec(family: FontSpec.systemFamily, size: 17)
/// let mono = FontSpec(family: "DejaVu Sans Mono", size: 13, weight: .bold, italic: true)
/// TextStyle.body.font(for: .large).leading   // 1.71: a text style's font has leading, `body` above none
/// ```
public struct FontSpec: Hashable, Sendable, CustomStringConvertible {
  /// The family name that stands for the iOS system font (Inter in Plumb's pinned fontconfig).
  public static let systemFamily = "system"
  public var family: String
  public var size: Double
  public var weight: FontWeight
  public var italic: Bool
  /// UIFont's `leading`: points between one line and the next (a text style's font has it, see
  /// `TextStyle.leading(for:)`; `UIFont.systemFont(ofSize:)` and named fonts have none).
  public var leading: Double = 0
  public init(family: String = FontSpec.systemFamily, size: Double, weight: FontWeight = .regular, italic: Bool = false) {
    self.family = family; self.size = size; self.weight = weight; self.italic = italic
  }
  /// The same font at `factor` times the size (for `adjustsFontSizeToFitWidth`).
  public func scaled(by factor: Double) -> FontSpec {
    var copy = self; copy.size = size * factor; copy.leading = leading * factor; return copy
  }
  public var description: String {
    "\(family) \(formatPoints(size)) \(weight)\(italic ? " italic" : "")"
  }
}
