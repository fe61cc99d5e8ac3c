/// A point in points (not pixels), y growing downward as in UIKit.
///
/// ```swift
/// let origin = Point(x: 16, y: 20)
/// ```
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) { self.x = x; self.y = y }
  public static let zero = Point(x: 0, y: 0)
  public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// A width and height in points.
///
/// ```swift
/// let button = Size(width: 120, height: 30)
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) { self.width = width; self.height = height }
  public static let zero = Size(width: 0, height: 0)
  public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}

/// A rectangle in points: origin at its top-left corner.
///
/// ```swift
/// let frame = Rect(x: 16, y: 20, width: 343, height: 44)
/// frame.maxX  // 359
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size
  public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  /// Whether `other` lies entirely inside this rectangle (edges may touch).
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
  }
  /// The overlap of two rectangles, or `nil` when they do not overlap.
  public func intersection(_ other: Rect) -> Rect? {
    let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
  public var description: String {
    "(\(formatPoints(minX)), \(formatPoints(minY)), \(formatPoints(width)), \(formatPoints(height)))"
  }
}

/// Insets by side in absolute (left/right) terms; `DirectionalInsets` is the leading/trailing form.
///
/// ```swift
/// let margins = Insets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
public struct Insets: Hashable, Sendable {
  public var top: Double, left: Double, bottom: Double, right: Double
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top; self.left = left; self.bottom = bottom; self.right = right
  }
  public static let zero = Insets()
}

/// Insets by side in leading/trailing terms, resolved against a layout direction.
///
/// ```swift
/// let margins = DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
/// margins.resolved(for: .rightToLeft).left  // 16 (the trailing inset)
/// ```
public struct DirectionalInsets: Hashable, Sendable {
  public var top: Double, leading: Double, bottom: Double, trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
  }
  /// UIKit's default layout margins for a plain view: 8 on every side.
  public static let standard = DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  public func resolved(for direction: LayoutDirection) -> Insets {
    switch direction {
    case .leftToRight: return Insets(top: top, left: leading, bottom: bottom, right: trailing)
    case .rightToLeft: return Insets(top: top, left: trailing, bottom: bottom, right: leading)
    }
  }
}

/// The direction leading and trailing resolve to.
///
/// ```swift
/// let direction: LayoutDirection = .rightToLeft   // leading is the right edge
/// ```
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}

/// Formats a number of points for people: integers without a fraction, others with up to 3 decimals.
///
/// ```swift
/// formatPoints(16)       // "16"
/// formatPoints(213.333)  // "213.333"
/// ```
public func formatPoints(_ value: Double) -> String {
  guard value.isFinite, abs(value) < 1e12 else { return String(value) }
  if value == value.rounded() { return String(Int64(value)) }
  var text = String(format3(value))
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text == "-0" ? "0" : text
}

/// Rounds to three decimals and prints with exactly three, without Foundation.
private func format3(_ value: Double) -> String {
  let scaled = (value * 1000).rounded()
  let negative = scaled < 0
  let magnitude = Int64(abs(scaled))
  let whole = magnitude / 1000, fraction = magnitude % 1000
  let digits = String(fraction)
  let padded = String(repeating: "0", count: 3 - digits.count) + digits
  return (negative ? "-" : "") + "\(whole).\(padded)"
}

extension Rect {
  /// The rectangle grown by `insets` on each side (a control's frame around its alignment rect).
  ///
  /// ```swift
  /// Rect(x: 10, y: 0, width: 49, height: 31).outset(by: Insets(right: 2)).width   // 51
  /// ```
  public func outset(by insets: Insets) -> Rect {
    Rect(
      x: minX - insets.left, y: minY - insets.top,
      width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
  }

  /// The rectangle shrunk by `insets` on each side.
  public func inset(by insets: Insets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
  }
}
