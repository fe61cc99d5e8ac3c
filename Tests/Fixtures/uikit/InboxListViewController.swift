import UIKit

/// An inbox as an iOS 14 list: a compositional list layout, list cells with accessories, a header
/// registration, a diffable data source and a colour from the asset catalog when there is one.
final class InboxListViewController: UIViewController {
  enum Section: Hashable {
    case pinned
    case recent
  }

  struct Message: Hashable {
    let sender: String
    let preview: String
    let unread: Bool
  }

  private(set) var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Section, Message>!

  override func viewDidLoad() {
    super.viewDidLoad()
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)

    let accent = UIColor(named: "AccentColor") ?? .systemBlue
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Message> { cell, _, message in
      var content = UIListContentConfiguration.subtitleCell()
      content.text = message.sender
      content.secondaryText = message.preview
      content.secondaryTextProperties.numberOfLines = 1
      content.image = UIImage(systemName: message.unread ? "envelope.badge" : "envelope")
      content.imageProperties.tintColor = accent
      cell.contentConfiguration = content
      cell.accessories = message.unread ? [.label(text: "New"), .disclosureIndicator()] : [.disclosureIndicator()]
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      var content = header.defaultContentConfiguration()
      content.text = indexPath.section == 0 ? "Pinned" : "Recent"
      header.contentConfiguration = content
    }

    dataSource = UICollectionViewDiffableDataSource<Section, Message>(collectionView: collectionView) {
      collectionView, indexPath, message in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: message)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }

    var snapshot = NSDiffableDataSourceSnapshot<Section, Message>()
    snapshot.appendSections([.pinned, .recent])
    snapshot.appendItems([Message(sender: "Ada", preview: "The engine is ready.", unread: true)], toSection: .pinned)
    snapshot.appendItems([
      Message(sender: "Grace", preview: "Found a moth in the relay.", unread: false),
      Message(sender: "Margaret", preview: "The lander software is done.", unread: true),
    ], toSection: .recent)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// The message shown at an index path.
  func message(at indexPath: IndexPath) -> Message? {
    dataSource.itemIdentifier(for: indexPath)
  }
}
