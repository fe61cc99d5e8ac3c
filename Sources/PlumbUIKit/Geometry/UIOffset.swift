import Foundation

/// A horizontal and vertical offset (UIKit's `UIOffset`), as bar appearances' title position adjustments take.
///
/// ```swift
/// let nudge = UIOffset(horizontal: 0, vertical: -2)
/// ```
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
  public init() { self.init(horizontal: 0, vertical: 0) }
  public static let zero = UIOffset()
}
