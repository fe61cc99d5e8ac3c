import Foundation
import PlumbLayout
import Testing

@testable import PlumbUIKit
@testable import PlumbSnapshotTesting

/// iOS 14's cell configurations written as iOS code: `UIListContentConfiguration` rows in tables and
/// collection views, `UIBackgroundConfiguration`, custom content configurations, `updateConfiguration`.
@MainActor
@Suite struct ContentConfigurationTests {
  /// A settings list built the modern way: a diffable data source, cells configured by content
  /// configurations (icons, values, subtitles).
  final class ModernSettings: UITableViewController {
    enum Section: Hashable { case network, about }
    struct Row: Hashable { var title: String; var value: String?; var symbol: String?; var subtitle: String? }
    var dataSource: UITableViewDiffableDataSource<Section, Row>!
    var rows: [Section: [Row]] = [
      .network: [Row(title: "Wi-Fi", value: "Home", symbol: "wifi"), Row(title: "Bluetooth", value: "On", symbol: "gearshape")],
      .about: [Row(title: "Plumb", subtitle: "Lays out iOS screens on Linux with Auto Layout's rules, row by row.")],
    ]

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      dataSource = UITableViewDiffableDataSource(tableView: tableView) { table, indexPath, row in
        let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = row.subtitle == nil ? UIListContentConfiguration.valueCell() : .subtitleCell()
        content.text = row.title
        content.secondaryText = row.value ?? row.subtitle
        if let symbol = row.symbol {
          content.image = UIImage(systemName: symbol)
          content.imageProperties.tintColor = .systemBlue
        }
        cell.contentConfiguration = content
        return cell
      }
      var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
      snapshot.appendSections([.network, .about])
      snapshot.appendItems(rows[.network]!, toSection: .network)
      snapshot.appendItems(rows[.about]!, toSection: .about)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  private func hosted(_ style: UITableView.Style = .insetGrouped, traits: UITraitCollection = UITraitCollection()) -> ModernSettings {
    let settings = ModernSettings(style: style)
    ViewRendering.host(settings.view, config: .iPhone14, size: nil, traits: traits)
    return settings
  }

  private func frame(_ view: UIView?, in root: UIView) throws -> CGRect {
    let view = try #require(view)
    return view.convert(view.bounds, to: root)
  }

  private func labels(in cell: UITableViewCell?) throws -> [UILabel] {
    let content = try #require(cell?.configuredContentView as? UIListContentView)
    return content.subviews.compactMap { $0 as? UILabel }
  }

  @Test func aValueCellPutsItsImageTextAndValueWhereUIKitDoes() throws {
    let settings = hosted()
    let table = settings.tableView!
    let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let row = try frame(wifi, in: settings.view)
    // Inset grouped: the card 16 in from each side; a one-line body row is UIKit's least row height, 44.
    #expect(row.minX == 16 && row.width == 390 - 32 && abs(row.height - 44) < 0.01, "\(row)")
    let content = try #require(wifi.configuredContentView as? UIListContentView)
    let icon = try frame(content.subviews.compactMap { $0 as? UIImageView }.first, in: settings.view)
    let texts = try labels(in: wifi)
    let title = try frame(texts.first { $0.text == "Wi-Fi" }, in: settings.view)
    let value = try frame(texts.first { $0.text == "Home" }, in: settings.view)
    // The image at the cell's 16-point margin, centred in the row; the text 16 points after it; the value
    // at the trailing margin, on the text's line, in secondaryLabel.
    #expect(abs(icon.minX - (16 + 16)) < 0.34 && abs(icon.midY - row.midY) < 0.34, "\(icon)")
    #expect(abs(title.minX - (icon.maxX + 16)) < 0.34 && abs(title.midY - row.midY) < 0.34, "\(title)")
    #expect(abs(value.maxX - (row.maxX - 16)) < 0.34 && abs(value.midY - title.midY) < 0.34, "\(value)")
    #expect(texts.first { $0.text == "Home" }?.textColor.plumbColor() == UIColor.secondaryLabel.plumbColor())
    #expect(content.subviews.compactMap { $0 as? UIImageView }.first?.tintColor.plumbColor() == UIColor.systemBlue.plumbColor())
    // The separator under it starts at the text, as UIKit's automatic separator inset does.
    let lines = table.subviews.filter { $0.backgroundColor === table.separatorColor }
    #expect(lines.count == 1)
    #expect(abs(try frame(lines.first, in: settings.view).minX - title.minX) < 0.34)
  }

  @Test func aSubtitleCellStacksItsTextsAndGrowsWhenTheyWrap() throws {
    let settings = hosted()
    let cell = try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
    let row = try frame(cell, in: settings.view)
    let texts = try labels(in: cell)
    let title = try frame(texts.first { $0.text == "Plumb" }, in: settings.view)
    let subtitle = try frame(texts.first { $0.text?.hasPrefix("Lays out") == true }, in: settings.view)
    // No image: both texts at the margin, the subtitle 3 points under the title, 11 above and below.
    #expect(abs(title.minX - 32) < 0.34 && abs(subtitle.minX - 32) < 0.34)
    #expect(abs(subtitle.minY - (title.maxY + 3)) < 0.34, "\(title) \(subtitle)")
    // The subtitle wraps in the 326 points between the margins, and the row grows around both texts.
    #expect(subtitle.height > 30 && subtitle.maxX <= row.maxX - 16 + 0.34, "\(subtitle)")
    #expect(abs(row.height - (11 + title.height + 3 + subtitle.height + 11)) < 0.5, "\(row)")
  }

  @Test func listRowsFollowDynamicType() throws {
    let settings = hosted(traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
    let wifi = try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    let title = try frame(try labels(in: wifi).first { $0.text == "Wi-Fi" }, in: settings.view)
    // Body text at AX5 (53 points) makes the row taller than its 44-point least height.
    #expect(title.height > 60 && wifi.frame.height >= title.height + 22, "\(title) in \(wifi.frame)")
  }

  @Test func defaultConfigurationsFollowTheCellsStyle() {
    let value = UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
    #expect(value.prefersSideBySideTextAndSecondaryText && value.secondaryTextProperties.color.plumbColor() == UIColor.secondaryLabel.plumbColor())
    let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
    #expect(!subtitle.prefersSideBySideTextAndSecondaryText && subtitle.secondaryTextProperties.font.spec.size < subtitle.textProperties.font.spec.size)
    let header = UIListContentConfiguration.groupedHeader()
    #expect(header.textProperties.transform == .uppercase && header.textProperties.color.plumbColor() == UIColor.secondaryLabel.plumbColor())
    #expect(UIListContentConfiguration.plainHeader().textProperties.font.spec.weight == .semibold)
    #expect(UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font.spec.weight == .bold)
  }

  @Test func aStandaloneListContentViewIsARowOutsideATable() throws {
    var content = UIListContentConfiguration.cell()
    content.text = "outside a list"
    content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 30)
    content.textProperties.transform = .uppercase
    content.textProperties.alignment = .center
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let row = UIListContentView(configuration: content)
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    NSLayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                 row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                 row.topAnchor.constraint(equalTo: root.topAnchor)])
    root.layoutIfNeeded()
    let label = try #require(row.subviews.compactMap { $0 as? UILabel }.first)
    // The text in capitals, centred between the configuration's 30-point margins, 20 above and below
    // (the root's own 8-point margins are less, so they change nothing).
    #expect(label.text == "OUTSIDE A LIST" && label.textAlignment == .center)
    #expect(abs(label.frame.minX - 30) < 0.34 && abs(label.frame.width - 240) < 0.34, "\(label.frame)")
    #expect(abs(row.frame.height - (20 + label.frame.height + 20)) < 0.34 && row.frame.height >= 44)
    // Setting another list configuration updates the same view.
    var other = content
    other.text = "again"
    row.configuration = other
    root.layoutIfNeeded()
    #expect(row.subviews.compactMap { $0 as? UILabel }.first?.text == "AGAIN")
    #expect(row.supports(other) && !row.supports(Badge(count: 1)))
  }

  /// A custom content configuration and its view: a badge with a count.
  struct Badge: UIContentConfiguration {
    var count: Int
    func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
    func updated(for state: UIConfigurationState) -> Badge { self }
  }

  final class BadgeView: UIView, UIContentView {
    let label = UILabel()
    var configuration: UIContentConfiguration { didSet { label.text = "\((configuration as? Badge)?.count ?? 0)" } }
    init(configuration: Badge) {
      self.configuration = configuration
      super.init(frame: .zero)
      label.text = "\(configuration.count)"
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
      NSLayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: centerXAnchor),
                                   label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                                   label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10)])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  /// A cell that configures itself in `updateConfiguration(using:)`, with a custom content and background.
  final class BadgeCell: UITableViewCell {
    var count = 0 { didSet { setNeedsUpdateConfiguration() } }
    override func updateConfiguration(using state: UICellConfigurationState) {
      contentConfiguration = Badge(count: count).updated(for: state)
      var background = UIBackgroundConfiguration.listGroupedCell()
      background.backgroundColor = .systemYellow
      background.cornerRadius = 12
      background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
      backgroundConfiguration = background
    }
  }

  final class Badges: UITableViewController {
    var made: [BadgeCell] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath) as! BadgeCell
      cell.count = indexPath.row + 7
      made.append(cell)
      return cell
    }
  }

  @Test func updateConfigurationRunsBeforeTheRowIsLaidOutAndCustomConfigurationsShow() throws {
    let badges = Badges(style: .plain)
    badges.tableView.register(BadgeCell.self, forCellReuseIdentifier: "badge")
    ViewRendering.host(badges.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    let cell = try #require(badges.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? BadgeCell)
    let badge = try #require(cell.configuredContentView as? BadgeView)
    #expect(badge.label.text == "8")
    // The custom view's constraints size the row: 10 + the label + 10.
    #expect(abs(cell.frame.height - (20 + badge.label.frame.height)) < 0.34, "\(cell.frame)")
    // The background configuration: yellow, rounded, inset 4 and 2, behind the content; the cell clear.
    let background = try #require(cell.subviews.first)
    #expect(background.backgroundColor?.plumbColor() == UIColor.systemYellow.plumbColor() && background.layer.cornerRadius == 12)
    #expect(background.frame == cell.bounds.inset(by: UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)), "\(background.frame)")
    #expect(cell.backgroundColor?.plumbColor() == UIColor.clear.plumbColor())
    // A new count asks for an update; the next layout shows it in the same content view.
    cell.count = 42
    badges.view.layoutIfNeeded()
    cell.updateConfigurationIfNeeded()
    #expect((cell.configuredContentView as? BadgeView) === badge && badge.label.text == "42")
  }

  /// The reference committed under `__Snapshots__/ContentConfigurationTests/`.
  @Test func modernSettingsOnAnIPhone() {
    assertSnapshot(of: ModernSettings(style: .insetGrouped), as: .image(on: .iPhone14))
  }
}
