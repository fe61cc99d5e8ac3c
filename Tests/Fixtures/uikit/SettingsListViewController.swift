import UIKit

/// Settings in an inset-grouped table, written the iOS 14 way: a diffable data source and cells
/// configured with list content configurations.
final class SettingsListViewController: UIViewController {
  enum Section: Int, CaseIterable {
    case connectivity
    case about
  }

  struct Setting: Hashable {
    let title: String
    let value: String?
    let symbol: String
  }

  private(set) var tableView: UITableView!
  private var dataSource: UITableViewDiffableDataSource<Section, Setting>!

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView = UITableView(frame: view.bounds, style: .insetGrouped)
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")

    dataSource = UITableViewDiffableDataSource<Section, Setting>(tableView: tableView) { tableView, indexPath, setting in
      let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
      var content = UIListContentConfiguration.valueCell()
      content.image = UIImage(systemName: setting.symbol)
      content.imageProperties.tintColor = .systemBlue
      content.text = setting.title
      content.secondaryText = setting.value
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
      return cell
    }
    applySnapshot()
  }

  private func applySnapshot() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Setting>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems([
      Setting(title: "Wi-Fi", value: "Home", symbol: "wifi"),
      Setting(title: "Bluetooth", value: "On", symbol: "antenna.radiowaves.left.and.right"),
    ], toSection: .connectivity)
    snapshot.appendItems([Setting(title: "Version", value: "2.1", symbol: "info.circle")], toSection: .about)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// The setting shown at a row.
  func setting(at indexPath: IndexPath) -> Setting? {
    dataSource.itemIdentifier(for: indexPath)
  }
}
