import Foundation

extension UIView {
  /// Starts a block of animated changes (the pre-iOS 4 API): Plumb applies changes at once.
  ///
  /// ```swift
  /// UIView.beginAnimations(nil, context: nil)
  /// UIView.setAnimationDuration(0.3)
  /// panel.alpha = 0
  /// UIView.commitAnimations()
  /// ```
  @available(iOS, deprecated: 13.0, message: "Use UIView.animate(withDuration:animations:)")
  public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}
  /// Ends a block of animated changes.
  ///
  /// ```swift
  /// UIView.commitAnimations()
  /// ```
  @available(iOS, deprecated: 13.0, message: "Use UIView.animate(withDuration:animations:)")
  public class func commitAnimations() {}
  /// The block's duration (kept).
  ///
  /// ```swift
  /// UIView.setAnimationDuration(0.25)
  /// ```
  @available(iOS, deprecated: 13.0, message: "Use UIView.animate(withDuration:animations:)")
  public class func setAnimationDuration(_ duration: TimeInterval) {}
  /// The block's delay (kept).
  ///
  /// ```swift
  /// UIView.setAnimationDelay(0.1)
  /// ```
  @available(iOS, deprecated: 13.0, message: "Use UIView.animate(withDuration:animations:)")
  public class func setAnimationDelay(_ delay: TimeInterval) {}
  /// The block's curve (kept).
  ///
  /// ```swift
  /// UIView.setAnimationCurve(.easeOut)
  /// ```
  @available(iOS, deprecated: 13.0, message: "Use UIView.animate(withDuration:animations:)")
  public class func setAnimationCurve(_ curve: AnimationCurve) {}
  /// Whether the block starts from the current state (kept).
  ///
  /// ```swift
  /// UIView.setAnimationBeginsFromCurrentState(true)
  /// ```
  @available(iOS, deprecated: 13.0, message: "Use UIView.animate(withDuration:animations:)")
  public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
  /// The block's repeat count (kept).
  ///
  /// ```swift
  /// UIView.setAnimationRepeatCount(2)
  /// ```
  @available(iOS, deprecated: 13.0, message: "Use UIView.animate(withDuration:animations:)")
  public class func setAnimationRepeatCount(_ repeatCount: Float) {}
  /// Whether the block reverses (kept).
  ///
  /// ```swift
  /// UIView.setAnimationRepeatAutoreverses(true)
  /// ```
  @available(iOS, deprecated: 13.0, message: "Use UIView.animate(withDuration:animations:)")
  public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}

  /// A view showing the view's current look: Plumb gives a plain view of the same frame (a snapshot
  /// test renders the view itself).
  ///
  /// ```swift
  /// let ghost = cell.snapshotView(afterScreenUpdates: false)
  /// ```
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let copy = UIView(frame: frame)
    copy.backgroundColor = backgroundColor
    return copy
  }
  /// A view showing part of the view's look (a plain view of `rect`'s size).
  ///
  /// ```swift
  /// let piece = view.resizableSnapshotView(from: rect, afterScreenUpdates: false, withCapInsets: .zero)
  /// ```
  public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
    UIView(frame: CGRect(origin: .zero, size: rect.size))
  }
  /// Draws the view hierarchy into the current graphics context: its background colour (Plumb draws views
  /// into snapshots, not into contexts); true when there was a context.
  ///
  /// ```swift
  /// let image = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }
  /// ```
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    if let color = backgroundColor { context.saveGState(); context.setFillColor(color.cgColor); context.fill(rect); context.restoreGState() }
    return true
  }
}
