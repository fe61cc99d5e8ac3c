import Foundation

/// The top and bottom layout guides of iOS 7–10 (UIKit's `UILayoutSupport`): `topLayoutGuide` runs from the
/// view's top to its safe area's top, `bottomLayoutGuide` from the safe area's bottom to the view's bottom.
///
/// ```swift
/// header.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
/// ```
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  /// The guide's height (after layout).
  var length: CGFloat { get }
  /// The guide's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height.
  var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
  /// The guide's height after layout.
  ///
  /// ```swift
  /// topLayoutGuide.length   // 20 under a status bar
  /// ```
  public var length: CGFloat { layoutFrame.height }
}
