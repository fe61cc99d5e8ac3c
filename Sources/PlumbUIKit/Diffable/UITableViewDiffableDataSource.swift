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
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
  UITableViewDataSource
{
  /// Makes the cell for an item (`nil`: an empty cell, where UIKit would stop the app).
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// How rows would animate in and out (Plumb draws at rest).
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// A data source for `tableView`, which it becomes the data source of.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// Shows `snapshot`: the table asks for its rows again at its next layout.
  open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                  animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    current = snapshot
    tableView?.reloadData()
    completion?()
  }

  /// Shows `snapshot` (the `async` form; returns once it is applied).
  open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                  animatingDifferences: Bool = true) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Shows `snapshot` by reloading the table.
  open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                         completion: (() -> Void)? = nil) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// A copy of the snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
  }
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
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
