import Foundation

/// A constraint's or a content priority's level (UIKit's `UILayoutPriority`): a `Float` in (0, 1000],
/// with UIKit's named values and arithmetic.
///
/// ```swift
/// label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)   // 251
/// let optional = width.priority = .required - 1                       // 999
/// UILayoutPriority(rawValue: 750) == .defaultHigh                      // true
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: a button's compression resistance.
  public static let defaultHigh = UILayoutPriority(750)
  /// 250: a button's content hugging.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: the level `systemLayoutSizeFitting` pulls the size to its target with.
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// 510: a drag that may resize the window scene (iPadOS).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500: the scene's size stays put.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490: a drag that cannot resize the scene.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)

  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "UILayoutPriority(rawValue: \(rawValue))" }
}
