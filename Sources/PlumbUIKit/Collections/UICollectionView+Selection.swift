import Foundation

extension UICollectionView {
  /// The selected items (`nil` when none is), as UIKit returns them.
  ///
  /// ```swift
  /// grid.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
  /// grid.indexPathsForSelectedItems   // [[0, 2]]
  /// ```
  public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

  /// Selects the item at `indexPath` (deselecting the others unless `allowsMultipleSelection`), or deselects
  /// every item for `nil`; the item's cell, when loaded, shows it through `isSelected`. As in UIKit, no
  /// delegate method is called. The scroll position is kept (Plumb does not scroll).
  ///
  /// ```swift
  /// grid.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: .centeredVertically)
  /// ```
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for item in selectedItems { cellForItem(at: item)?.isSelected = false }
      selectedItems = []
      return
    }
    guard allowsSelection else { return }
    if !allowsMultipleSelection {
      for item in selectedItems where item != indexPath { cellForItem(at: item)?.isSelected = false }
      selectedItems.removeAll { $0 != indexPath }
    }
    if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
    cellForItem(at: indexPath)?.isSelected = true
  }

  /// Deselects the item at `indexPath`; its cell, when loaded, stops showing it. No delegate method is called.
  ///
  /// ```swift
  /// func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
  ///   collectionView.deselectItem(at: indexPath, animated: true)
  /// }
  /// ```
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.removeAll { $0 == indexPath }
    cellForItem(at: indexPath)?.isSelected = false
  }
}
