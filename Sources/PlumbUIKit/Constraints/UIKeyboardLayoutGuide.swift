import Foundation

/// The space the keyboard takes at the bottom of a view (UIKit's `UIKeyboardLayoutGuide`, iOS 15). Plumb
/// shows no keyboard, so the guide is the keyboard's place when it is hidden: from the safe area's bottom
/// to the view's bottom, as wide as the view.
///
/// ```swift
/// composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
/// ```
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Whether the guide follows a floating or undocked keyboard (kept; there is none).
  open var followsUndockedKeyboard = false
  /// Whether the guide's top uses the safe area when the keyboard is hidden (iOS 17; kept, and it does).
  open var usesBottomSafeArea = true

  static let name = "UIViewKeyboardLayoutGuide"
}

extension UIView {
  /// The guide for the keyboard's space (UIKit's `keyboardLayoutGuide`, iOS 15): with the keyboard hidden,
  /// from the safe area's bottom to the view's bottom.
  ///
  /// ```swift
  /// textField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
  /// ```
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let existing = layoutGuides.first(where: { $0.identifier == UIKeyboardLayoutGuide.name }) as? UIKeyboardLayoutGuide {
      return existing
    }
    let guide = UIKeyboardLayoutGuide()
    guide.identifier = UIKeyboardLayoutGuide.name
    addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: trailingAnchor),
      guide.topAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
      guide.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
    return guide
  }
}
