import Foundation
import PlumbLayout
import Testing

@testable import PlumbUIKit
@testable import PlumbSnapshotTesting

/// iOS 14's lists written as iOS code: `UICollectionLayoutListConfiguration`, `UICollectionViewListCell`
/// with accessories, cell and supplementary registrations, a diffable data source — laid out as the
/// table rows they replace.
@MainActor
@Suite struct ListLayoutTests {
  final class Settings: UIViewController {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, String>!
    var sections: [(String, [String])] = [("General", ["About", "Software Update"]), ("Network", ["Wi-Fi", "Bluetooth", "VPN"])]
    var headers: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        cell.accessories = title == "Wi-Fi" ? [.label(text: "Home"), .disclosureIndicator(), .delete()] : [.disclosureIndicator()]
      }
      let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] view, _, indexPath in
        var content = view.defaultContentConfiguration()
        content.text = sections[indexPath.section].0
        headers.append(sections[indexPath.section].0)
        view.contentConfiguration = content
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, title in
        view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: title)
      }
      dataSource.supplementaryViewProvider = { view, _, indexPath in
        view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
      }
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      for (title, rows) in sections {
        snapshot.appendSections([title])
        snapshot.appendItems(rows, toSection: title)
      }
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  private func hosted(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                      headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none) -> Settings {
    let settings = Settings()
    settings.configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    settings.configuration.headerMode = headerMode
    ViewRendering.host(settings.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    return settings
  }

  private func frame(_ view: UIView?, in root: UIView) throws -> CGRect {
    let view = try #require(view)
    return view.convert(view.bounds, to: root)
  }

  private func cell(_ settings: Settings, _ item: Int, _ section: Int) throws -> UICollectionViewListCell {
    try #require(settings.collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell)
  }

  @Test func anInsetGroupedListIsATablesCards() throws {
    let settings = hosted(.insetGrouped)
    let list = settings.collectionView!
    #expect(list.backgroundColor?.plumbColor() == UIColor.systemGroupedBackground.plumbColor())
    let about = try cell(settings, 0, 0), update = try cell(settings, 1, 0), wifi = try cell(settings, 0, 1)
    let first = try frame(about, in: settings.view), second = try frame(update, in: settings.view)
    // Cards 16 in from each side, 18 below the safe area's top (47), rows of 44; the next section 18 lower.
    #expect(first.minX == 16 && first.width == 358 && abs(first.minY - (47 + 18)) < 0.01 && abs(first.height - 44) < 0.01, "\(first)")
    let third = try frame(wifi, in: settings.view)
    #expect(abs(second.minY - first.maxY) < 0.01 && abs(third.minY - (second.maxY + 18)) < 0.01)
    #expect(about.backgroundColor?.plumbColor() == UIColor.secondarySystemGroupedBackground.plumbColor())
    #expect(about.layer.cornerRadius == 10 && about.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(update.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    // A separator under the first row, from its text, none under the section's last.
    let text = try frame(try #require(about.configuredContentView as? UIListContentView).subviews.first { $0 is UILabel }, in: settings.view)
    let line = try frame(about.separator, in: settings.view)
    #expect(abs(line.minX - text.minX) < 0.34 && abs(line.maxX - first.maxX) < 0.34 && abs(line.maxY - first.maxY) < 0.34, "\(line)")
    #expect(abs(text.minX - 32) < 0.34)
    #expect(update.separator == nil)
  }

  @Test func accessoriesSitAtTheTrailingMarginAndTheContentEndsBeforeThem() throws {
    let settings = hosted(.insetGrouped)
    let wifi = try cell(settings, 0, 1)
    let row = try frame(wifi, in: settings.view)
    let views = wifi.subviews.filter { $0 is UIImageView || $0 is UILabel }
    let chevron = try frame(views.first { ($0 as? UIImageView)?.image?.systemName == "chevron.forward" }, in: settings.view)
    let value = try frame(views.first { ($0 as? UILabel)?.text == "Home" }, in: settings.view)
    // The chevron 16 from the card's edge, 8 wide; the label 10 before it; the delete control not at rest.
    #expect(abs(chevron.maxX - (row.maxX - 16)) < 0.34 && abs(chevron.width - 8) < 0.34 && abs(chevron.midY - row.midY) < 0.34)
    #expect(abs(value.maxX - (chevron.minX - 10)) < 0.34 && abs(value.midY - row.midY) < 0.5, "\(value) \(chevron)")
    #expect(views.count == 2)
    // The content view's trailing margin clears both, so a long title ends before the value.
    #expect(wifi.contentView.directionalLayoutMargins.trailing >= row.maxX - value.minX, "\(wifi.contentView.directionalLayoutMargins)")
  }

  @Test func supplementaryHeadersSitWhereATablesTitlesDo() throws {
    let settings = hosted(.insetGrouped, headerMode: .supplementary)
    #expect(settings.headers == ["General", "Network"])
    let header = try #require(settings.collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    let label = try #require((header.configuredContentView as? UIListContentView)?.subviews.first { $0 is UILabel } as? UILabel)
    #expect(label.text == "GENERAL" && label.textColor.plumbColor() == UIColor.secondaryLabel.plumbColor())
    // The same screen as a grouped table: its titled section's first row 55½ below the safe area's top.
    let about = try frame(try cell(settings, 0, 0), in: settings.view)
    #expect(abs(about.minY - (47 + 55.5)) < 0.5, "\(about)")
    // The title aligned with the rows' text.
    let title = try frame(label, in: settings.view)
    #expect(abs(title.minX - 32) < 0.34)
    #expect(header.backgroundColor == nil)
  }

  @Test func aPlainListSeparatesEveryRowAndTheFirstItemCanBeTheHeader() throws {
    let settings = hosted(.plain, headerMode: .firstItemInSection)
    let list = settings.collectionView!
    #expect(list.backgroundColor?.plumbColor() == UIColor.systemBackground.plumbColor())
    let heading = try cell(settings, 0, 0), update = try cell(settings, 1, 0)
    // The first item is the section's header: a header configuration, no background, no separator.
    let label = try #require((heading.configuredContentView as? UIListContentView)?.subviews.first { $0 is UILabel } as? UILabel)
    #expect(label.text == "About" && label.font.spec.weight == .semibold, "plainHeader: headline")
    #expect(heading.backgroundColor == nil && heading.separator == nil)
    // Plain rows edge to edge, each with a separator, the section's last one too.
    let row = try frame(update, in: settings.view)
    #expect(row.minX == 0 && row.width == 390 && update.separator != nil)
    #expect(update.backgroundColor?.plumbColor() == UIColor.systemBackground.plumbColor())
    #expect(update.layer.cornerRadius == 0)
  }

  @Test func listRowsSizeThemselvesAndFollowDynamicType() throws {
    let settings = Settings()
    ViewRendering.host(settings.view, config: .iPhone14, size: nil,
                       traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
    let about = try frame(try cell(settings, 0, 0), in: settings.view)
    #expect(about.height > 70, "AX5 body text makes the row taller than 44: \(about)")
  }

  /// The reference committed under `__Snapshots__/ListLayoutTests/`: the settings list with headers.
  @Test func settingsListOnAnIPhone() {
    let settings = Settings()
    settings.configuration.headerMode = .supplementary
    assertSnapshot(of: settings, as: .image(on: .iPhone14))
  }
}
