import Foundation
import PlumbLayout
import Testing

@testable import PlumbUIKit
@testable import PlumbSnapshotTesting

/// Diffable data sources written as iOS code: snapshots, `UITableViewDiffableDataSource`,
/// `UICollectionViewDiffableDataSource` and cell registrations.
@MainActor
@Suite struct DiffableDataSourceTests {
  @Test func aSnapshotKeepsSectionsAndItemsInOrderAndEachIdentifierOnce() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendItems([1])   // no section yet: nothing happens
    #expect(snapshot.numberOfItems == 0)
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3])   // to the last section
    snapshot.appendItems([4, 5], toSection: "a")
    snapshot.appendItems([5, 6], toSection: "a")   // 5 is already there: only 6 is added
    #expect(snapshot.sectionIdentifiers == ["a", "b"])
    #expect(snapshot.itemIdentifiers(inSection: "a") == [4, 5, 6] && snapshot.itemIdentifiers == [4, 5, 6, 1, 2, 3])
    snapshot.insertItems([9], beforeItem: 2)
    snapshot.insertItems([10], afterItem: 6)
    #expect(snapshot.itemIdentifiers == [4, 5, 6, 10, 1, 9, 2, 3])
    snapshot.moveItem(4, afterItem: 3)   // across sections
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "b" && snapshot.itemIdentifiers(inSection: "b") == [1, 9, 2, 3, 4])
    snapshot.deleteItems([9, 99])
    #expect(snapshot.indexOfItem(2) == 4 && snapshot.indexPath(of: 2) == IndexPath(item: 1, section: 1))
    snapshot.insertSections(["z"], beforeSection: "a")
    snapshot.moveSection("a", afterSection: "b")
    #expect(snapshot.sectionIdentifiers == ["z", "b", "a"] && snapshot.indexOfSection("a") == 2)
    snapshot.deleteSections(["b"])
    #expect(snapshot.numberOfItems == 3 && snapshot.sectionIdentifier(containingItem: 1) == nil)
    #expect(snapshot.itemIdentifier(at: IndexPath(item: 7, section: 1)) == nil && snapshot.itemIdentifier(at: IndexPath(item: 0, section: 9)) == nil)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  final class Contacts: UIViewController {
    let table = UITableView(frame: .zero, style: .plain)
    var dataSource: TitledSource!
    var asked: [String] = []

    /// A subclass titles the sections, as iOS code does with diffable data sources.
    final class TitledSource: UITableViewDiffableDataSource<String, String> {
      override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
      }
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      table.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(table)
      NSLayoutConstraint.activate([table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                   table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                                   table.topAnchor.constraint(equalTo: view.topAnchor),
                                   table.bottomAnchor.constraint(equalTo: view.bottomAnchor)])
      dataSource = TitledSource(tableView: table) { [unowned self] _, _, name in
        asked.append(name)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = name
        cell.contentConfiguration = content
        return cell
      }
      show(["A": ["Ada", "Alan"], "B": ["Barbara"]])
    }

    func show(_ names: [String: [String]]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      for section in names.keys.sorted() {
        snapshot.appendSections([section])
        snapshot.appendItems(names[section]!, toSection: section)
      }
      dataSource.apply(snapshot, animatingDifferences: true)
    }
  }

  @Test func aTableDiffableDataSourceShowsItsSnapshotAndItsSubclassesTitles() throws {
    let contacts = Contacts()
    ViewRendering.host(contacts.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    let table = contacts.table
    // It made itself the table's data source; the table shows the snapshot's three rows in order.
    #expect(table.dataSource === contacts.dataSource)
    #expect(contacts.asked == ["Ada", "Alan", "Barbara"] && table.visibleCells.count == 3)
    #expect(contacts.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "Barbara")
    #expect(contacts.dataSource.indexPath(for: "Alan") == IndexPath(row: 1, section: 0))
    #expect(contacts.dataSource.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
    // The subclass's titles are the plain table's headline section headers.
    let headers = table.subviews.compactMap { $0 as? UILabel }.map(\.text)
    #expect(headers == ["A", "B"])
    // Applying another snapshot reloads the rows at the next layout.
    contacts.asked = []
    contacts.show(["C": ["Claude"]])
    contacts.view.layoutIfNeeded()
    #expect(contacts.asked == ["Claude"] && table.visibleCells.count == 1)
    let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect((row.configuredContentView as? UIListContentView)?.subviews.compactMap { ($0 as? UILabel)?.text } == ["Claude"])
    #expect(contacts.dataSource.snapshot().itemIdentifiers == ["Claude"])
  }

  final class Tile: UICollectionViewCell {
    var title = ""
  }

  final class Gallery: UICollectionViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    override func viewDidLoad() {
      super.viewDidLoad()
      let registration = UICollectionView.CellRegistration<Tile, String> { cell, indexPath, title in
        cell.title = "\(indexPath.item): \(title)"
        var content = UIListContentConfiguration.cell()
        content.text = title
        content.textProperties.alignment = .center
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.cornerRadius = 8
        cell.backgroundConfiguration = background
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, title in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["Mercury", "Venus", "Earth", "Mars", "Jupiter"])
      dataSource.apply(snapshot)
    }
  }

  @Test func aCollectionDiffableDataSourceFillsCellsThroughARegistration() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 110, height: 80)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let gallery = Gallery(collectionViewLayout: layout)
    ViewRendering.host(gallery.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    let cells = gallery.collectionView.visibleCells.compactMap { $0 as? Tile }
    #expect(cells.map(\.title) == ["0: Mercury", "1: Venus", "2: Earth", "3: Mars", "4: Jupiter"])
    // Each cell's list content shows its title centred, on a rounded grouped-cell background.
    let earth = cells[2]
    let label = try #require((earth.configuredContentView as? UIListContentView)?.subviews.compactMap { $0 as? UILabel }.first)
    #expect(label.text == "Earth" && label.textAlignment == .center)
    let background = try #require(earth.subviews.first)
    #expect(background.layer.cornerRadius == 8 && background.frame.size == CGSize(width: 110, height: 80))
    #expect(gallery.dataSource.indexPath(for: "Mars") == IndexPath(item: 3, section: 0))
  }

  @Test func aCellProviderThatGivesNoCellGetsAnEmptyRowInsteadOfACrash() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in nil }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<3))
    source.apply(snapshot, animatingDifferences: false)
    table.layoutIfNeeded()
    #expect(table.visibleCells.count == 3)
  }
}
