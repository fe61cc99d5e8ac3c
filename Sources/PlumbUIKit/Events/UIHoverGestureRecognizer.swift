import Foundation

/// Recognizes a pointer hovering over a view (UIKit's `UIHoverGestureRecognizer`, iPad with a pointer):
/// Plumb has no pointer, so it is kept on its view and never recognizes.
///
/// ```swift
/// let hover = UIHoverGestureRecognizer(target: self, action: #selector(hovering(_:)))
/// card.addGestureRecognizer(hover)
/// ```
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
  /// The pointer's distance above the screen (Apple Pencil hover; 0 in Plumb).
  ///
  /// ```swift
  /// hover.zOffset
  /// ```
  open var zOffset: CGFloat { 0 }
}
