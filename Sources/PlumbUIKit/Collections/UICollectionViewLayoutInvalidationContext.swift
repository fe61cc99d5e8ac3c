import Foundation

/// What changed when a collection view layout is invalidated (UIKit's
/// `UICollectionViewLayoutInvalidationContext`), passed to `UICollectionViewLayout.invalidateLayout(with:)`.
/// Plumb places every item again whatever it says; the flags and index paths are kept for the layout's code.
///
/// ```swift
/// let context = UICollectionViewLayoutInvalidationContext()
/// context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
/// layout.invalidateLayout(with: context)
/// ```
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Whether everything is invalid (`reloadData()` or a new layout); read-only, as in UIKit.
  open internal(set) var invalidateEverything = false
  /// Whether the numbers of sections or items changed.
  open internal(set) var invalidateDataSourceCounts = false
  /// The items whose layout changed, if named.
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// A change of the content size to apply.
  open var contentSizeAdjustment = CGSize.zero
  /// A change of the content offset to apply.
  open var contentOffsetAdjustment = CGPoint.zero

  public override init() { super.init() }

  /// Names items whose layout changed.
  ///
  /// ```swift
  /// context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
  /// ```
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }
}
