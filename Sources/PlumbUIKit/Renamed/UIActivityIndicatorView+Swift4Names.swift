import Foundation

/// Swift 4.2 renamed it `UIActivityIndicatorView.Style`; declared as Apple's SDK declares it, so old code
/// gets UIKit's error and fix-it.
///
/// ```swift
/// let style: UIActivityIndicatorView.Style = .medium   // not UIActivityIndicatorViewStyle
/// ```
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style

extension UIActivityIndicatorView {
  /// Swift 4.2 renamed it `init(style:)`; declared as Apple's SDK declares it.
  ///
  /// ```swift
  /// let spinner = UIActivityIndicatorView(style: .medium)   // not (activityIndicatorStyle: .gray)
  /// ```
  @available(swift, obsoleted: 4.2, renamed: "init(style:)")
  public convenience init(activityIndicatorStyle style: UIActivityIndicatorView.Style) { self.init(style: style) }
}
