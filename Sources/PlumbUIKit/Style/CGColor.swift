import Foundation
import PlumbLayout

/// A resolved sRGB colour (CoreGraphics' `CGColor`), what layers take.
///
/// ```swift
/// let border: CGColor = UIColor.systemGray4.cgColor
/// border.components   // [0.82, 0.82, 0.84, 1]
/// ```
public final class CGColor: Hashable, @unchecked Sendable {
  let color: Color
  init(_ color: Color) { self.color = color }
  public var components: [CGFloat]? {
    [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha)]
  }
  public var alpha: CGFloat { CGFloat(color.alpha) }
  public var numberOfComponents: Int { 4 }
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}
