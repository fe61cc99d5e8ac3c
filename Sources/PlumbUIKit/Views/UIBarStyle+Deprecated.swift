import Foundation

extension UIBarStyle {
  /// UIKit's deprecated translucent black style: a black bar with `isTranslucent` (Plumb draws it as `.black`).
  ///
  /// ```swift
  /// navigationController?.navigationBar.barStyle = .blackTranslucent
  /// ```
  public static let blackTranslucent = UIBarStyle.black
  /// UIKit's deprecated opaque black style, the same as `.black`.
  ///
  /// ```swift
  /// toolbar.barStyle = .blackOpaque
  /// ```
  public static let blackOpaque = UIBarStyle.black
}
