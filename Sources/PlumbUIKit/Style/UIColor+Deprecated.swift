import Foundation

extension UIColor {
  /// The grouped table background of iOS 6–12 (deprecated in iOS 13): `systemGroupedBackground`, as UIKit
  /// now returns.
  ///
  /// ```swift
  /// tableView.backgroundColor = .groupTableViewBackground
  /// ```
  @available(iOS, deprecated: 13.0, renamed: "systemGroupedBackground")
  public class var groupTableViewBackground: UIColor { .systemGroupedBackground }
}
