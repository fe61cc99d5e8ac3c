import Foundation

extension UIActivityIndicatorView.Style {
  /// The large white indicator of iOS 12 and earlier: Plumb draws it as `.large` (set `color` for white).
  ///
  /// ```swift
  /// let spinner = UIActivityIndicatorView(style: .whiteLarge)
  /// ```
  @available(iOS, deprecated: 13.0, message: "Use .large and color")
  public static var whiteLarge: UIActivityIndicatorView.Style { .large }
  /// The small white indicator of iOS 12 and earlier: Plumb draws it as `.medium`.
  ///
  /// ```swift
  /// UIActivityIndicatorView(style: .white)
  /// ```
  @available(iOS, deprecated: 13.0, message: "Use .medium and color")
  public static var white: UIActivityIndicatorView.Style { .medium }
  /// The small grey indicator of iOS 12 and earlier: Plumb draws it as `.medium`.
  ///
  /// ```swift
  /// UIActivityIndicatorView(style: .gray)
  /// ```
  @available(iOS, deprecated: 13.0, message: "Use .medium")
  public static var gray: UIActivityIndicatorView.Style { .medium }
}
