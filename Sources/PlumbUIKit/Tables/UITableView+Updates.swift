import Foundation

extension UITableView {
  /// Asks the data source again for these rows' cells; the other rows keep theirs (as on iOS, where
  /// only the reloaded rows get `tableView(_:cellForRowAt:)`). The table shows the new cells at its next
  /// layout.
  ///
  /// ```swift
  /// items[indexPath.row].isDone.toggle()
  /// tableView.reloadRows(at: [indexPath], with: .automatic)
  /// ```
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    let reloaded = Set(indexPaths)
    keepCells { !reloaded.contains($0) }
  }

  /// Asks the data source again for these rows, keeping each cell (iOS 15's `reconfigureRows(at:)`: on
  /// iOS the existing cell is handed back to be configured; Plumb asks for the rows again).
  ///
  /// ```swift
  /// tableView.reconfigureRows(at: [indexPath])
  /// ```
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    reloadRows(at: indexPaths, with: .none)
  }

  /// Asks the data source again for every row of these sections; other sections keep their cells.
  ///
  /// ```swift
  /// tableView.reloadSections(IndexSet(integer: 1), with: .fade)
  /// ```
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    keepCells { !sections.contains($0.section) }
  }

  /// Shows rows the data source now has (at their index paths after the update): the table asks its data
  /// source again for its rows.
  ///
  /// ```swift
  /// items.insert(item, at: 0)
  /// tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
  /// ```
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadAllRows() }

  /// Removes rows the data source no longer has (at their index paths before the update): the table asks
  /// its data source again for its rows.
  ///
  /// ```swift
  /// items.remove(at: indexPath.row)
  /// tableView.deleteRows(at: [indexPath], with: .fade)
  /// ```
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadAllRows() }

  /// Moves a row (the data source has moved it already): the table asks its data source again for its rows.
  ///
  /// ```swift
  /// tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
  /// ```
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadAllRows() }

  /// Shows sections the data source now has.
  ///
  /// ```swift
  /// tableView.insertSections(IndexSet(integer: 2), with: .automatic)
  /// ```
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadAllRows() }

  /// Removes sections the data source no longer has.
  ///
  /// ```swift
  /// tableView.deleteSections(IndexSet(integer: 0), with: .fade)
  /// ```
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadAllRows() }

  /// Moves a section (the data source has moved it already).
  ///
  /// ```swift
  /// tableView.moveSection(0, toSection: 1)
  /// ```
  public func moveSection(_ section: Int, toSection newSection: Int) { reloadAllRows() }

  /// Starts a group of row and section updates shown together (they show at the next layout in any case).
  ///
  /// ```swift
  /// tableView.beginUpdates()
  /// tableView.deleteRows(at: [old], with: .fade)
  /// tableView.insertRows(at: [new], with: .fade)
  /// tableView.endUpdates()
  /// ```
  public func beginUpdates() { updateGroupDepth += 1 }

  /// Ends a group of updates; with no updates in it, the rows are measured again (iOS's way to make
  /// self-sizing rows take new heights).
  ///
  /// ```swift
  /// tableView.beginUpdates()
  /// tableView.endUpdates()   // rows take their new heights
  /// ```
  public func endUpdates() {
    updateGroupDepth = max(0, updateGroupDepth - 1)
    invalidateLayout()
  }

  /// Runs `updates` (row and section changes) as one group, then `completion` with `true` before this
  /// returns: Plumb does not animate, so the updates are finished at once.
  ///
  /// ```swift
  /// tableView.performBatchUpdates({
  ///   tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
  /// }, completion: { _ in tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true) })
  /// ```
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }

  /// Whether updates are being grouped (between `beginUpdates()` and `endUpdates()`; Plumb shows them
  /// at the next layout, so none is left uncommitted after that).
  ///
  /// ```swift
  /// if !tableView.hasUncommittedUpdates { tableView.reloadData() }
  /// ```
  public var hasUncommittedUpdates: Bool { updateGroupDepth > 0 }

  /// Reloads the section index (Plumb draws no section index).
  ///
  /// ```swift
  /// tableView.reloadSectionIndexTitles()
  /// ```
  public func reloadSectionIndexTitles() {}

  /// Marks the rows for a new load that keeps the loaded cells `keep` accepts: those of the last load,
  /// or of a reload still pending; after an insert, delete or move (rows have new index paths) no cell is
  /// kept.
  private func keepCells(_ keep: (IndexPath) -> Bool) {
    let base: [IndexPath: UITableViewCell]?
    if let keptCells { base = keptCells }
    else if needsRowsLoad { base = nil }
    else { base = loadedCells }
    keptCells = base?.filter { keep($0.key) }
    needsRowsLoad = true
    invalidateLayout()
  }

  /// Marks every row for a new load from the data source (index paths have moved).
  private func reloadAllRows() {
    keptCells = nil
    needsRowsLoad = true
    invalidateLayout()
  }
}
