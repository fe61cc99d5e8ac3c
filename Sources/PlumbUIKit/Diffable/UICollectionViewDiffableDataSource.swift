import Foundation

/// A collection view's data source driven by snapshots (UIKit's `UICollectionViewDiffableDataSource`): made
/// for a collection view (it becomes its `dataSource`), it shows the sections and items of the last
/// snapshot applied, asking `cellProvider` for each item's cell.
///
/// The collection view keeps the data source weakly, as UIKit's does: keep it in a property.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in cell.show(photo) }
/// dataSource = UICollectionViewDiffableDataSource<Int, Photo>(collectionView: grid) { view, indexPath, photo in
///   view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
/// }
/// dataSource.apply(snapshot)
/// ```
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  DiffableDataSource<SectionIdentifierType, ItemIdentifierType>,
  UICollectionViewDataSource
{
  /// Makes the cell for an item (`nil`: an empty cell, where UIKit would stop the app).
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

  /// Makes a supplementary view (a header or footer) for a kind and index path.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  /// Gives the headers and footers (`nil`: none).
  open var supplementaryViewProvider: SupplementaryViewProvider?
  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider

  /// A data source for `collectionView`, which it becomes the data source of.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  override func reloadView() { collectionView?.reloadData() }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { numberOfSections }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    numberOfItems(inSectionAt: section)
  }

  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    guard let item = itemIdentifier(for: indexPath) else { return UICollectionViewCell(frame: .zero) }
    return cellProvider(collectionView, indexPath, item) ?? UICollectionViewCell(frame: .zero)
  }

  open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                           at indexPath: IndexPath) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath) ?? .missingSupplementary()
  }
}
