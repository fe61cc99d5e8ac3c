import Foundation

/// A view controller whose view is a collection view it is the data source and delegate of (UIKit's
/// `UICollectionViewController`): subclasses override the data source and delegate methods, as on iOS; a
/// flow layout's per-item sizes come from a subclass that adopts `UICollectionViewDelegateFlowLayout`.
///
/// ```swift
/// final class PhotosViewController: UICollectionViewController {
///   override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
///   override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///   }
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  private let initialLayout: UICollectionViewLayout
  private var storedCollectionView: UICollectionView?

  /// A controller whose collection view has `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The controller's view.
  open var collectionView: UICollectionView! {
    get {
      loadViewIfNeeded()
      return storedCollectionView
    }
    set {
      storedCollectionView = newValue
      view = newValue
    }
  }

  /// The collection view's layout.
  open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

  open override func loadView() {
    let grid = UICollectionView(frame: CGRect(origin: .zero, size: UIScreen.main.bounds.size), collectionViewLayout: initialLayout)
    grid.dataSource = self
    grid.delegate = self
    storedCollectionView = grid
    view = grid
  }

  // UIKit's collection view controller implements every requirement of its collection view's data source
  // and delegate (and the scroll view delegate), so subclasses `override` them.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView { .missingSupplementary() }
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
  open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
  open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
  open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath { IndexPath(item: 0, section: index) }
  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
  open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
  open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
  open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
