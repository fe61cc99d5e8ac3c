import Foundation

/// A table's data source driven by snapshots (UIKit's `UITableViewDiffableDataSource`): made for a table
/// (it becomes the table's `dataSource`), it shows the sections and items of the last snapshot applied,
/// asking `cellProvider` for each item's cell. Subclass it to give sections titles.
///
/// The table keeps the data source weakly, as UIKit's does: keep it in a property.
///
/// ```swift
/// dataSource = UITableViewDiffableDataSource<Section, Contact>(tableView: tableView) { table, indexPath, contact in
///   let cell = table.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
///   var content = cell.defaultContentConfiguration()
///   content.text = contact.name
///   cell.contentConfiguration = content
///   return cell
/// }
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  DiffableDataSource<SectionIdentifierType, ItemIdentifierType>,
  UITableViewDataSource
{
  /// Makes the cell for an item (`nil`: an empty cell, where UIKit would stop the app).
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  /// How rows would animate in and out (Plumb draws at rest).
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// A data source for `tableView`, which it becomes the data source of.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  override func reloadView() { tableView?.reloadData() }

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int { numberOfSections }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    numberOfItems(inSectionAt: section)
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = itemIdentifier(for: indexPath) else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
    return cellProvider(tableView, indexPath, item) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// Override to title a section's header (default none).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// Override to title a section's footer (default none).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

extension UITableView {
  /// How rows animate when they change (UIKit's `UITableView.RowAnimation`); Plumb draws at rest.
  public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
}
