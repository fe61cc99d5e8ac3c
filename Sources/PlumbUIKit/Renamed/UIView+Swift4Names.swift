import Foundation

extension UIView {
  /// Swift 4.2 renamed it `bringSubviewToFront(_:)`; declared as Apple's SDK declares it, so old code gets
  /// UIKit's error and fix-it.
  ///
  /// ```swift
  /// container.bringSubviewToFront(badge)   // not container.bringSubview(toFront: badge)
  /// ```
  @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
  public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

  /// Swift 4.2 renamed it `sendSubviewToBack(_:)`; declared as Apple's SDK declares it.
  ///
  /// ```swift
  /// container.sendSubviewToBack(background)   // not container.sendSubview(toBack: background)
  /// ```
  @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
  public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}
