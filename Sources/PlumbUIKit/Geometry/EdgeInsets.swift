import Foundation
import PlumbLayout

/// Insets by side in absolute terms (UIKit's `UIEdgeInsets`).
///
/// ```swift
/// view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  public init() { top = 0; left = 0; bottom = 0; right = 0 }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top; self.left = left; self.bottom = bottom; self.right = right
  }
  public static let zero = UIEdgeInsets()
  public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

/// Insets by side in leading/trailing terms (UIKit's `NSDirectionalEdgeInsets`).
///
/// ```swift
/// view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
/// ```
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
  public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
  }
  public static let zero = NSDirectionalEdgeInsets()
  public var description: String {
    "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
  }

  var plumbInsets: DirectionalInsets {
    DirectionalInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
  }

  /// The absolute form for a layout direction.
  func absolute(rightToLeft: Bool) -> UIEdgeInsets {
    rightToLeft ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
      : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }
}

extension UIEdgeInsets {
  /// The directional form for a layout direction.
  func directional(rightToLeft: Bool) -> NSDirectionalEdgeInsets {
    rightToLeft ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
      : NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
  }
}
