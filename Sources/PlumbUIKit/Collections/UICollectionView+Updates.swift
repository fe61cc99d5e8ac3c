import Foundation

extension UICollectionView {
  /// Shows items the data source now has (at their index paths after the update): the collection view
  /// asks its data source again for its items at the next layout.
  ///
  /// ```swift
  /// photos.insert(photo, at: 0)
  /// collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
  /// ```
  public func insertItems(at indexPaths: [IndexPath]) { reloadAllItems() }

  /// Removes items the data source no longer has (at their index paths before the update).
  ///
  /// ```swift
  /// photos.remove(at: indexPath.item)
  /// collectionView.deleteItems(at: [indexPath])
  /// ```
  public func deleteItems(at indexPaths: [IndexPath]) { reloadAllItems() }

  /// Asks the data source again for these items.
  ///
  /// ```swift
  /// collectionView.reloadItems(at: [indexPath])
  /// ```
  public func reloadItems(at indexPaths: [IndexPath]) { reloadAllItems() }

  /// Asks the data source again for these items (iOS 15's `reconfigureItems(at:)`).
  ///
  /// ```swift
  /// collectionView.reconfigureItems(at: [indexPath])
  /// ```
  public func reconfigureItems(at indexPaths: [IndexPath]) { reloadAllItems() }

  /// Moves an item (the data source has moved it already).
  ///
  /// ```swift
  /// collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
  /// ```
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadAllItems() }

  /// Shows sections the data source now has.
  ///
  /// ```swift
  /// collectionView.insertSections(IndexSet(integer: 1))
  /// ```
  public func insertSections(_ sections: IndexSet) { reloadAllItems() }

  /// Removes sections the data source no longer has.
  ///
  /// ```swift
  /// collectionView.deleteSections(IndexSet(integer: 0))
  /// ```
  public func deleteSections(_ sections: IndexSet) { reloadAllItems() }

  /// Asks the data source again for these sections' items.
  ///
  /// ```swift
  /// collectionView.reloadSections(IndexSet(integer: 0))
  /// ```
  public func reloadSections(_ sections: IndexSet) { reloadAllItems() }

  /// Moves a section (the data source has moved it already).
  ///
  /// ```swift
  /// collectionView.moveSection(0, toSection: 2)
  /// ```
  public func moveSection(_ section: Int, toSection newSection: Int) { reloadAllItems() }

  /// Runs `updates` (item and section changes) as one group, then `completion` with `true` before this
  /// returns: Plumb does not animate, so the updates are finished at once.
  ///
  /// ```swift
  /// collectionView.performBatchUpdates({
  ///   collectionView.deleteItems(at: [indexPath])
  /// }, completion: { _ in collectionView.reloadData() })
  /// ```
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    invalidateLayout()
    completion?(true)
  }

  /// Marks the items for a new load from the data source.
  private func reloadAllItems() {
    needsItemsLoad = true
    invalidateLayout()
  }
}
