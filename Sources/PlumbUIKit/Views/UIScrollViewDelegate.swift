import Foundation

/// What a scroll view tells its delegate (UIKit's `UIScrollViewDelegate`); every requirement is optional,
/// as in UIKit. Plumb does not scroll, so nothing calls these, but delegates written for iOS compile and
/// subclasses of `UITableViewController` and `UICollectionViewController` override them.
///
/// ```swift
/// extension FeedViewController: UIScrollViewDelegate {
///   func scrollViewDidScroll(_ scrollView: UIScrollView) { header.alpha = 1 }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// `scrollViewDidScroll(_:)`; without an implementation, nothing happens.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// `scrollViewDidZoom(_:)`; without an implementation, nothing happens.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// `scrollViewWillBeginDragging(_:)`; without an implementation, nothing happens.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`; without an implementation, nothing happens.
  func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// `scrollViewDidEndDragging(_:willDecelerate:)`; without an implementation, nothing happens.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// `scrollViewWillBeginDecelerating(_:)`; without an implementation, nothing happens.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// `scrollViewDidEndDecelerating(_:)`; without an implementation, nothing happens.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// `scrollViewDidEndScrollingAnimation(_:)`; without an implementation, nothing happens.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// `viewForZooming(in:)`; without an implementation, `nil`.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// `scrollViewWillBeginZooming(_:with:)`; without an implementation, nothing happens.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// `scrollViewDidEndZooming(_:with:atScale:)`; without an implementation, nothing happens.
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// `scrollViewShouldScrollToTop(_:)`; without an implementation, `true`.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// `scrollViewDidScrollToTop(_:)`; without an implementation, nothing happens.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// `scrollViewDidChangeAdjustedContentInset(_:)`; without an implementation, nothing happens.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
