import Foundation

/// What a scroll view tells and asks its delegate (UIKit's `UIScrollViewDelegate`); every method has
/// UIKit's default. Plumb does not scroll: changing `contentOffset` in code calls
/// `scrollViewDidScroll(_:)`, as on iOS; the dragging, decelerating and zooming methods are never called.
///
/// ```swift
/// extension FeedViewController: UIScrollViewDelegate {
///   func scrollViewDidScroll(_ scrollView: UIScrollView) { header.alpha = 1 - scrollView.contentOffset.y / 100 }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  ///
  /// ```swift
  /// func scrollViewDidScroll(_ scrollView: UIScrollView) { updateHeader() }
  /// ```
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The zoom scale changed.
  ///
  /// ```swift
  /// func scrollViewDidZoom(_ scrollView: UIScrollView) { centreImage() }
  /// ```
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// A drag is about to scroll the content.
  ///
  /// ```swift
  /// func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { view.endEditing(true) }
  /// ```
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// A drag ends; `targetContentOffset` can be changed to where scrolling should stop.
  ///
  /// ```swift
  /// func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
  ///                                targetContentOffset: UnsafeMutablePointer<CGPoint>) { targetContentOffset.pointee.y = 0 }
  /// ```
  func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                 targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// A drag ended; `decelerate` says whether scrolling goes on.
  ///
  /// ```swift
  /// func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { if !decelerate { snap() } }
  /// ```
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Scrolling slows down after a drag.
  ///
  /// ```swift
  /// func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// ```
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Scrolling stopped after slowing down.
  ///
  /// ```swift
  /// func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { pageControl.currentPage = page }
  /// ```
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated scroll (`setContentOffset(_:animated:)`, `scrollRectToVisible`) ended.
  ///
  /// ```swift
  /// func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// ```
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view that zooming scales (default: none, so no zooming).
  ///
  /// ```swift
  /// func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
  /// ```
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Zooming is about to start.
  ///
  /// ```swift
  /// func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// ```
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// Zooming ended at `scale`.
  ///
  /// ```swift
  /// func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
  /// ```
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// Whether a tap on the status bar scrolls to the top (default true).
  ///
  /// ```swift
  /// func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { false }
  /// ```
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// The scroll view scrolled to the top after a status bar tap.
  ///
  /// ```swift
  /// func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// ```
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// The adjusted content inset changed.
  ///
  /// ```swift
  /// func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  /// ```
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
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
