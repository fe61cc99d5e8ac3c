import Foundation
import PlumbLayout
import Testing

@testable import PlumbUIKit
@testable import PlumbSnapshotTesting

/// UITableView, UITableViewCell and UITableViewController written as iOS code: the data source's rows laid
/// out as UIKit shows them at rest.
@MainActor
@Suite struct TableViewTests {
  /// A settings screen: a titled section of standard cells, an untitled one with a self-sizing custom cell.
  final class Settings: UITableViewController {
    static let note = "Plumb lays this cell out from its constraints: a long note wraps over several lines and the row grows."
    var headerTitle: String? = "Network"
    let noteLabel = UILabel()
    /// A custom header view for the second section, and its stated height (`automaticDimension`: its own).
    var noteHeader: UIView?
    var noteHeaderHeight = UITableView.automaticDimension

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      section == 1 ? noteHeader : nil
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      section == 1 ? noteHeaderHeight : UITableView.automaticDimension
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 1 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? headerTitle : nil }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      section == 0 ? "Wi-Fi and Bluetooth stay on in Control Center." : nil
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      if indexPath.section == 1 {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        noteLabel.text = Self.note
        noteLabel.numberOfLines = 0
        noteLabel.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(noteLabel)
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
          noteLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
          noteLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
          noteLabel.topAnchor.constraint(equalTo: margins.topAnchor),
          noteLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return cell
      }
      let cell = UITableViewCell(style: .value1, reuseIdentifier: "setting")
      cell.textLabel?.text = ["Wi-Fi", "Bluetooth", "Cellular"][indexPath.row]
      cell.detailTextLabel?.text = ["Home", "On", "Off"][indexPath.row]
      cell.accessoryType = .disclosureIndicator
      return cell
    }
  }

  private func hosted(_ style: UITableView.Style, configure: (Settings) -> Void = { _ in }) -> Settings {
    let settings = Settings(style: style)
    settings.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    configure(settings)
    ViewRendering.host(settings.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    return settings
  }

  private func frame(_ view: UIView?, in settings: Settings) throws -> CGRect {
    let view = try #require(view)
    return view.convert(view.bounds, to: settings.view)
  }

  @Test func rowsFollowEachOtherBelowTheSafeAreaWithTheirSectionsGaps() throws {
    let settings = hosted(.grouped)
    let table = settings.tableView!
    #expect(table.visibleCells.count == 4)
    let wifi = try frame(table.cellForRow(at: IndexPath(row: 0, section: 0)), in: settings)
    let bluetooth = try frame(table.cellForRow(at: IndexPath(row: 1, section: 0)), in: settings)
    let cellular = try frame(table.cellForRow(at: IndexPath(row: 2, section: 0)), in: settings)
    // iPhone 13 (390 wide, 47 of status bar): a titled grouped section's first row 55.5 below the safe
    // area's top, the standard rows 44 high, edge to edge.
    #expect(abs(wifi.minY - (47 + 55.5)) < 0.34, "\(wifi)")
    #expect(abs(wifi.height - 44) < 0.01 && wifi.minX == 0 && wifi.width == 390, "\(wifi)")
    #expect(bluetooth.minY == wifi.maxY && cellular.minY == bluetooth.maxY)
    // The standard value1 layout: text at the 16-point margin, detail at the trailing margin of a content
    // view narrowed by the disclosure indicator's 30⅓ points.
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(abs(cell.contentView.frame.width - (390 - 91.0 / 3)) < 0.34)
    let text = try frame(cell.textLabel, in: settings), detail = try frame(cell.detailTextLabel, in: settings)
    #expect(text.minX == 16 && abs(detail.maxX - (390 - 91.0 / 3 - 16)) < 0.34)
    #expect(abs(text.midY - wifi.midY) < 0.34 && abs(detail.midY - wifi.midY) < 0.34)
    // The header and footer titles, and the self-sizing note row below the footer: taller than 44, its
    // label wrapped between the margins with 11 points above and below.
    let note = try frame(table.cellForRow(at: IndexPath(row: 0, section: 1)), in: settings)
    let label = try frame(settings.noteLabel, in: settings)
    #expect(note.minY > cellular.maxY + 18 + 8)
    #expect(note.height > 60 && abs(label.minY - (note.minY + 11)) < 0.34 && abs(label.maxY - (note.maxY - 11)) < 0.34)
    #expect(label.minX == 16 && label.maxX == 390 - 16)
    let titles = table.subviews.compactMap { $0 as? UILabel }.map { $0.text ?? "" }
    #expect(titles == ["NETWORK", "Wi-Fi and Bluetooth stay on in Control Center."])
  }

  @Test func groupedStylesColourTheTableAndTheRowsAndDrawSeparatorsBetweenRows() throws {
    let settings = hosted(.insetGrouped)
    let table = settings.tableView!
    #expect(table.backgroundColor?.plumbColor() == UIColor.systemGroupedBackground.plumbColor())
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(first.backgroundColor?.plumbColor() == UIColor.secondarySystemGroupedBackground.plumbColor())
    // An inset-grouped section is a card 16 points in from each side, rounded at its ends.
    let card = try frame(first, in: settings)
    #expect(card.minX == 16 && card.width == 390 - 32)
    #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    // Separators: one pixel (a third of a point on 3×) under the first two rows, from the text's margin;
    // none under a grouped section's last row.
    let lines = table.subviews.filter { $0.backgroundColor === table.separatorColor }
    #expect(lines.count == 2)
    let line = try frame(lines.first, in: settings)
    #expect(abs(line.height - 1.0 / 3) < 0.01 && abs(line.minX - (16 + 16)) < 0.01 && abs(line.maxY - card.maxY) < 0.01)
    // In the drawn picture the rows and the separators are there.
    let result = try #require(ViewRendering.currentResult(of: settings.view))
    #expect(result.views.filter { $0.label?.fit.visibleText == "Bluetooth" }.count == 1)
  }

  @Test func aPlainTableHasHeadlineHeadersAndFixedRowHeightsWin() throws {
    let settings = hosted(.plain) { $0.tableView.rowHeight = 60 }
    let table = settings.tableView!
    #expect(table.backgroundColor?.plumbColor() == UIColor.systemBackground.plumbColor())
    let wifi = try frame(table.cellForRow(at: IndexPath(row: 0, section: 0)), in: settings)
    let header = try #require(table.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Network" })
    #expect(header.font.spec.weight == .semibold)
    #expect(abs(try frame(header, in: settings).maxY - (wifi.minY - 5)) < 0.34)
    #expect(abs(wifi.height - 60) < 0.01, "\(wifi)")
    #expect( table.cellForRow(at: IndexPath(row: 0, section: 1)).map { $0.frame.height } == 60)
    // Separators under every row of a plain table, the last one too, then the empty rows' separators every
    // 60 points to the bottom (844 / 60 → 15); a footer view ends them.
    let lines = table.subviews.filter { $0.backgroundColor === table.separatorColor }
    #expect(lines.count == 4 + 15)
    let note = try frame(table.cellForRow(at: IndexPath(row: 0, section: 1)), in: settings)
    let firstEmpty = try frame(lines[4], in: settings)
    #expect(abs(firstEmpty.maxY - (note.maxY + 60)) < 0.34 && firstEmpty.minX == 16)
    table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 1))
    settings.view.layoutIfNeeded()
    #expect(table.subviews.filter { $0.backgroundColor === table.separatorColor }.count == 4)
  }

  @Test func accessoriesAreDrawnAtTheTrailingMarginAndSymbolsTakeUIKitsSize() throws {
    let settings = hosted(.grouped)
    let table = settings.tableView!
    let chevrons = table.subviews.compactMap { $0 as? UIImageView }.filter { $0.image?.systemName == "chevron.forward" }
    #expect(chevrons.count == 3)
    let row = try frame(table.cellForRow(at: IndexPath(row: 1, section: 0)), in: settings)
    let chevron = try frame(chevrons[1], in: settings)
    #expect(abs(chevron.maxX - (390 - 16)) < 0.34 && abs(chevron.midY - row.midY) < 0.34 && abs(chevron.width - 8) < 0.34)
    #expect(chevrons[1].tintColor.plumbColor() == UIColor.tertiaryLabel.plumbColor())
    // UIImage(systemName:) is as big as UIKit makes a body-size symbol: 1.27 × 17 on the longer side.
    let plus = try #require(UIImage(systemName: "plus"))
    #expect(abs(plus.size.width - 1.27 * 17) < 0.01 && plus.size.width == plus.size.height && plus.renderingMode == .alwaysTemplate)
    let small = try #require(UIImage(systemName: "chevron.forward", withConfiguration: UIImage.SymbolConfiguration(pointSize: 10, weight: .bold, scale: .small)))
    #expect(abs(small.size.height - 1.27 * 10 * 0.78) < 0.01)
  }

  @Test func aStandardCellsImageComesBeforeItsTextAndSeparator() throws {
    final class Icons: UITableViewController {
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = ["Wi-Fi", "No icon"][indexPath.row]
        if indexPath.row == 0 { cell.imageView?.image = UIImage(systemName: "house") }
        return cell
      }
    }
    let icons = Icons(style: .plain)
    ViewRendering.host(icons.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    let table = icons.tableView!
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let image = try #require(first.imageView?.image)
    // The image at the 16-point margin; the text 16 points after it; the separator from the text.
    let icon = first.imageView!.convert(first.imageView!.bounds, to: icons.view)
    let text = first.textLabel!.convert(first.textLabel!.bounds, to: icons.view)
    #expect(icon.minX == 16 && abs(icon.width - image.size.width) < 0.34)
    #expect(abs(text.minX - (16 + image.size.width + 16)) < 0.34)
    let line = try #require(table.subviews.first { $0.backgroundColor === table.separatorColor })
    #expect(abs(line.frame.minX - (16 + image.size.width + 16)) < 0.34)
    // A cell without an image keeps its text at the margin.
    #expect(second.textLabel!.convert(second.textLabel!.bounds, to: icons.view).minX == 16)
  }

  @Test func standardCellsFollowDynamicType() throws {
    let settings = Settings(style: .grouped)
    settings.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    ViewRendering.host(settings.view, config: .iPhone14, size: nil, traits: huge)
    let wifi = try frame(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0)), in: settings)
    let text = try frame(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel, in: settings)
    // Body text at AX5 is 53 points: the self-sizing row grows past 44 around it.
    #expect(text.height > 60 && wifi.height >= text.height + 22, "\(text) in \(wifi)")
  }

  @Test func aDelegatesHeaderViewTakesTheSectionsTitlePlace() throws {
    let banner = UIView()
    banner.backgroundColor = .systemYellow
    let settings = hosted(.grouped) {
      $0.noteHeader = banner
      $0.noteHeaderHeight = 40
    }
    let table = settings.tableView!
    let header = try frame(banner, in: settings)
    let cellular = try frame(table.cellForRow(at: IndexPath(row: 2, section: 0)), in: settings)
    let note = try frame(table.cellForRow(at: IndexPath(row: 0, section: 1)), in: settings)
    let footer = try frame(table.subviews.compactMap { $0 as? UILabel }.first { $0.text?.hasPrefix("Wi-Fi and") == true }, in: settings)
    // Below the first section's footer title, across the table, 40 high; the note row right under it.
    #expect(abs(header.minY - footer.maxY) < 0.34 && header.minX == 0 && header.width == 390 && abs(header.height - 40) < 0.01)
    #expect(abs(note.minY - header.maxY) < 0.34 && header.minY > cellular.maxY)
    // Without a stated height the view's own constraints size it.
    let sized = UIView()
    sized.heightAnchor.constraint(equalToConstant: 25).isActive = true
    let other = hosted(.grouped) { $0.noteHeader = sized }
    #expect(abs(try frame(sized, in: other).height - 25) < 0.01)
  }

  @Test func aRegisteredHeaderFooterViewIsDequeuedWithItsLabel() throws {
    final class Banner: UITableViewHeaderFooterView {
      var madeByOwnInit = false
      override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        madeByOwnInit = true
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    let table = UITableView(frame: .zero, style: .grouped)
    table.register(Banner.self, forHeaderFooterViewReuseIdentifier: "banner")
    let dequeued = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "banner") as? Banner)
    #expect(dequeued.madeByOwnInit && dequeued.reuseIdentifier == "banner")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "other") == nil)
    dequeued.textLabel?.text = "Recent"
    let settings = hosted(.grouped) { $0.noteHeader = dequeued }
    // Sized by its label between the 8-point margins, across the table.
    let header = try frame(dequeued, in: settings), label = try frame(dequeued.textLabel, in: settings)
    #expect(header.width == 390 && abs(label.minY - (header.minY + 8)) < 0.34 && abs(label.maxY - (header.maxY - 8)) < 0.34)
    #expect(label.minX == 16 && label.height > 12)
  }

  @Test func reloadDataAsksTheDataSourceAgain() throws {
    let settings = hosted(.grouped)
    let table = settings.tableView!
    let before = try frame(table.cellForRow(at: IndexPath(row: 0, section: 0)), in: settings)
    settings.headerTitle = nil
    table.reloadData()
    settings.view.layoutIfNeeded()
    let after = try frame(table.cellForRow(at: IndexPath(row: 0, section: 0)), in: settings)
    // Without the header title the section starts 18 points below the safe area.
    #expect(abs(before.minY - (47 + 55.5)) < 0.34 && abs(after.minY - (47 + 18)) < 0.34)
    #expect(!table.subviews.contains { ($0 as? UILabel)?.text == "NETWORK" })
    #expect(table.visibleCells.count == 4)
  }

  @Test func aHugeDataSourceIsAskedOnlyForTheRowsThatShow() throws {
    final class Endless: NSObject, UITableViewDataSource {
      var asked = 0
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked += 1
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
      }
    }
    let source = Endless()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = UITableView(frame: root.bounds, style: .plain)
    table.dataSource = source
    root.addSubview(table)
    root.layoutIfNeeded()
    // Twice the table's height at 44 a row: 22 rows, not a million.
    #expect(source.asked == 22 && table.visibleCells.count == 22)
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
  }

  /// The reference committed under `__Snapshots__/TableViewTests/`: the settings screen, inset grouped.
  @Test func settingsOnAnIPhone() {
    let settings = Settings(style: .insetGrouped)
    settings.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    assertSnapshot(of: settings, as: .image(on: .iPhone14))
  }
}
