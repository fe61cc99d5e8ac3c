import Foundation

/// A view controller whose view is a collection view it is the data source and delegate of (UIKit's
/// `UICollectionViewController`): subclasses override the data source methods, as on iOS.
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
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
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

  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }
  /// No supplementary view (override to give the headers and footers your layout has).
  open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                           at indexPath: IndexPath) -> UICollectionReusableView {
    .missingSupplementary()
  }
  open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                           sizeForItemAt indexPath: IndexPath) -> CGSize {
    collectionViewLayout.flowItemSize
  }
  open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                           insetForSectionAt section: Int) -> UIEdgeInsets {
    collectionViewLayout.flowSectionInset
  }
  open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                           minimumLineSpacingForSectionAt section: Int) -> CGFloat {
    collectionViewLayout.flowLineSpacing
  }
  open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                           minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
    collectionViewLayout.flowInteritemSpacing
  }
  open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                           referenceSizeForHeaderInSection section: Int) -> CGSize {
    collectionViewLayout.flowHeaderReferenceSize
  }
  open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                           referenceSizeForFooterInSection section: Int) -> CGSize {
    collectionViewLayout.flowFooterReferenceSize
  }
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
