import Foundation

extension UIContentSizeCategory {
  /// Posted (on `NotificationCenter.default`, object `nil`) when a hosted root's type size changes — when a
  /// snapshot lays a view out at another content size — with the new category under `newValueUserInfoKey`.
  ///
  /// ```swift
  /// NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil,
  ///                                        queue: nil) { _ in self.applyFonts() }
  /// ```
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
  /// The user-info key of the new `UIContentSizeCategory` in `didChangeNotification`.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
