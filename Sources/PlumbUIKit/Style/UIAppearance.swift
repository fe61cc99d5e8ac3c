import Foundation

/// Types whose look can be set for every instance (UIKit's `UIAppearance`). `appearance()` gives a proxy
/// whose settings Plumb does not apply to instances: set the look on the views themselves.
///
/// ```swift
/// extension UIAppearance { func style(_ apply: (Self) -> Void) -> Self { apply(self); return self } }
/// let proxy = UINavigationBar.appearance()
/// ```
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
  static func appearance() -> Self
}

/// A container in which appearance settings can be scoped (UIKit's `UIAppearanceContainer`).
///
/// ```swift
/// extension CardView: UIAppearanceContainer {}
/// ```
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {
  /// A detached instance standing for the appearance proxy (made with `init(coder:)`, as a storyboard
  /// would): what is set on it does not reach other views.
  ///
  /// ```swift
  /// UILabel.appearance().textColor = .label   // kept on the proxy only
  /// ```
  public static func appearance() -> Self {
    guard let proxy = self.init(coder: NSCoder()) else { preconditionFailure("\(self).init(coder:) returned nil for the appearance proxy") }
    return proxy
  }
}

extension UIViewController: UIAppearanceContainer {}
