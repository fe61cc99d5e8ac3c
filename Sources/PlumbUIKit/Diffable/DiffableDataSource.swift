import Foundation

/// What UIKit's two diffable data sources share (`UITableViewDiffableDataSource` and
/// `UICollectionViewDiffableDataSource` are its subclasses): the snapshot shown, applying a new one (the
/// view asks for its cells again at its next layout), and finding items and sections in it.
///
/// ```swift
/// let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, _ in UITableViewCell() }
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0]); snapshot.appendItems(["a", "b"])
/// source.apply(snapshot)
/// source.indexPath(for: "b")   // [0, 1]
/// ```
@preconcurrency @MainActor
open class DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject {
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  override init() { super.init() }

  /// Asks the view the source feeds for its cells again (its table or collection view overrides it).
  func reloadView() {}

  /// Shows `snapshot`: the view asks for its cells again at its next layout.
  open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                  animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    current = snapshot
    reloadView()
    completion?()
  }

  /// Shows `snapshot` (the `async` form; returns once it is applied).
  open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                  animatingDifferences: Bool = true) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Shows `snapshot` by reloading the view.
  open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                         completion: (() -> Void)? = nil) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// A copy of the snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// The item at `indexPath` of the snapshot shown, or `nil`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }
  /// Where `itemIdentifier` is in the snapshot shown, or `nil`.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
  /// The section at `index` of the snapshot shown, or `nil`.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }
  /// The index of `sectionIdentifier` in the snapshot shown, or `nil`.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

  /// The number of sections shown (the data source's `numberOfSections`).
  var numberOfSections: Int { current.numberOfSections }
  /// The number of items in section `index` (the data source's rows or items in a section).
  func numberOfItems(inSectionAt index: Int) -> Int {
    sectionIdentifier(for: index).map { current.numberOfItems(inSection: $0) } ?? 0
  }
}
