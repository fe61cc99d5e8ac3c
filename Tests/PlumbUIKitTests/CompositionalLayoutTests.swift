import Foundation
import PlumbLayout
import Testing

@testable import PlumbUIKit
@testable import PlumbSnapshotTesting

/// UICollectionViewCompositionalLayout written as iOS code: items, groups and sections placed at rest as
/// UIKit places them. The iPhone 13 is 390 × 844 points with a 47-point status bar and a 34-point home
/// indicator, so the content starts at y = 47 and the container is 390 × 763.
@MainActor
@Suite struct CompositionalLayoutTests {
  /// A cell with a centred number.
  final class Tile: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      NSLayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
                                   label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor)])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  /// A cell whose label wraps: pinned to the content view's edges, so the cell is as tall as its text.
  final class Note: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      label.numberOfLines = 0
      label.font = .preferredFont(forTextStyle: .body)
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        label.topAnchor.constraint(equalTo: contentView.topAnchor), label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  /// A section header or footer with a title.
  final class Title: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      label.font = .preferredFont(forTextStyle: .headline)
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
      NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: leadingAnchor),
                                   label.topAnchor.constraint(equalTo: topAnchor, constant: 6),
                                   label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6)])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  /// A screen of sections of tiles (or notes, where `notes` has texts), with titled headers and footers.
  final class Screen: UICollectionViewController {
    var counts = [9]
    var notes: [String] = []
    var colours: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple, .systemTeal]
    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(Tile.self, forCellWithReuseIdentifier: "tile")
      collectionView.register(Note.self, forCellWithReuseIdentifier: "note")
      collectionView.register(Title.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
      collectionView.register(Title.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "title")
    }
    override func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
      if !notes.isEmpty {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! Note
        cell.label.text = notes[indexPath.item % notes.count]
        return cell
      }
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! Tile
      cell.label.text = "\(indexPath.item + 1)"
      cell.label.textColor = .white
      cell.backgroundColor = colours[(indexPath.item + indexPath.section) % colours.count]
      cell.layer.cornerRadius = 10
      return cell
    }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
      let title = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! Title
      title.label.text = kind == UICollectionView.elementKindSectionHeader ? "Section \(indexPath.section + 1)" : "\(counts[indexPath.section]) items"
      return title
    }
  }

  private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// The cells' frames in item order (sections first), in the collection view's coordinates.
  private func frames(_ screen: Screen) -> [CGRect] {
    screen.collectionView.visibleCells.map { $0.convert($0.bounds, to: screen.view) }
  }

  private func host(_ screen: Screen, _ config: ViewImageConfig = .iPhone14, traits: UITraitCollection = UITraitCollection()) {
    ViewRendering.host(screen.view, config: config, size: nil, traits: traits)
  }

  private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.34 && abs(a.minY - b.minY) < 0.34 && abs(a.width - b.width) < 0.34 && abs(a.height - b.height) < 0.34
  }

  /// Three squares a row: items a third of the group's width, as tall as the group (itself a third of the
  /// section's width tall), each cell inset by 2 on every side in its slot.
  private func thirdsGrid() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1 / 3)), subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
  }

  @Test func fractionalWidthSquaresMakeAGridAtTheScreensWidth() throws {
    let screen = Screen(collectionViewLayout: thirdsGrid())
    host(screen)
    let placed = frames(screen)
    // 390 / 3 = 130-point slots, three a row (`subitems:` repeats the item while it fits: a fourth would
    // end at 520); each cell 130 − 2 − 2 = 126 square, 2 in from its slot; rows 130 apart from y = 47.
    #expect(placed.count == 9)
    #expect(placed[0] == CGRect(x: 2, y: 47 + 2, width: 126, height: 126))
    #expect(placed[1] == CGRect(x: 132, y: 49, width: 126, height: 126))
    #expect(placed[2] == CGRect(x: 262, y: 49, width: 126, height: 126))
    #expect(placed[3] == CGRect(x: 2, y: 47 + 130 + 2, width: 126, height: 126))
    #expect(placed[8] == CGRect(x: 262, y: 47 + 260 + 2, width: 126, height: 126))
    // The cells are pinned by the collection view's own constraints.
    let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
    #expect(screen.collectionView.constraints.contains { $0.identifier == "UICollectionView-item" && $0.firstItem === cell })
  }

  @Test func landscapeInsetsTheSectionsByTheSafeAreasSides() throws {
    var width: CGFloat = 0
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let layout = UICollectionViewCompositionalLayout { _, environment in
      width = environment.container.effectiveContentSize.width
      let row = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
      return NSCollectionLayoutSection(group: row)
    }
    let screen = Screen(collectionViewLayout: layout)
    host(screen, .iPhone14(.landscape))
    let placed = frames(screen)
    // Landscape: 844 wide, the sensor housing and its mirror 47 in from each side, no status bar. The
    // container is 844 − 47 − 47 = 750 wide: slots of 250 from x = 47, each cell 246 × 96.
    #expect(width == 750)
    #expect(placed[0] == CGRect(x: 47 + 2, y: 2, width: 246, height: 96))
    #expect(placed[1] == CGRect(x: 47 + 250 + 2, y: 2, width: 246, height: 96))
    #expect(placed[2].maxX == 795)   // 844 − 47 − 2
    #expect(placed[3].minY == 102)   // the second row, 2 in
  }

  @Test func aCollectionViewSizedByConstraintsResolvesFractionsAgainstItsOwnSize() throws {
    final class Source: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: indexPath)
      }
    }
    let source = Source()
    // Half the width each, rows a quarter of the container's height tall.
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)), subitems: [item])
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)))
    grid.dataSource = source
    grid.translatesAutoresizingMaskIntoConstraints = false
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    root.addSubview(grid)
    let width = grid.widthAnchor.constraint(equalToConstant: 400)
    NSLayoutConstraint.activate([grid.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                 grid.topAnchor.constraint(equalTo: root.topAnchor),
                                 width, grid.heightAnchor.constraint(equalToConstant: 200)])
    root.layoutIfNeeded()
    // As wide as the root but 200 tall, not 300: 200-point columns, rows 200 / 4 = 50 tall (not 75).
    let placed = grid.visibleCells.map(\.frame)
    #expect(placed == [CGRect(x: 0, y: 0, width: 200, height: 50), CGRect(x: 200, y: 0, width: 200, height: 50),
                       CGRect(x: 0, y: 50, width: 200, height: 50), CGRect(x: 200, y: 50, width: 200, height: 50)], "\(placed)")

    // Made narrower by its constraints: laid out again at 120 (60-point columns).
    width.constant = 120
    root.layoutIfNeeded()
    #expect(grid.visibleCells.map(\.frame.width) == [60, 60, 60, 60])
  }

  @Test func contentInsetsReferencesMeasureTheSectionsFromTheMarginsOrTheReadableWidth() throws {
    func layout(_ reference: UIContentInsetsReference) -> UICollectionViewCompositionalLayout {
      let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
      let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.contentInsetsReference = reference
      return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row), configuration: configuration)
    }
    // A view controller's view on an iPhone 13 has 16-point margins: rows 390 − 32 = 358 wide from x = 16.
    let margins = Screen(collectionViewLayout: layout(.layoutMargins))
    margins.counts = [1]
    host(margins)
    #expect(frames(margins) == [CGRect(x: 16, y: 47, width: 358, height: 44)])
    // On a 12.9-inch iPad in landscape (1366 wide) the readable width is 672 at the default type size,
    // centred: from x = (1366 − 672) / 2 = 347.
    let readable = Screen(collectionViewLayout: layout(.readableContent))
    readable.counts = [1]
    host(readable, .iPadPro12_9(.landscape))
    let row = try #require(frames(readable).first)
    #expect(row.minX == 347 && row.width == 672, "\(row)")
  }

  @Test func aGroupOfCountDividesItsWidthLessTheSpacing() throws {
    // `subitem:count:` ignores the item's own width: four slots of (358 − 3 × 10) / 4 = 82 points in the
    // 390 − 16 − 16 = 358 between the section's insets, 10 apart.
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(300), .fractionalHeight(1)))
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)), subitem: item, count: 4)
    row.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: row)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let screen = Screen(collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    screen.counts = [6]
    host(screen)
    let placed = frames(screen)
    #expect(placed.map(\.minX) == [16, 108, 200, 292, 16, 108])
    #expect(placed.allSatisfy { $0.width == 82 && $0.height == 80 })
    #expect(placed[4].minY == 127)   // 47 + 80

    // `repeatingSubitem:count:` keeps the item's own width: three 100-point items 10 apart, the rest of
    // the group empty.
    let hundred = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))
    let three = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: hundred, count: 3)
    three.interItemSpacing = .fixed(10)
    let repeating = Screen(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: three)))
    repeating.counts = [4]
    host(repeating)
    #expect(frames(repeating).map(\.minX) == [0, 110, 220, 0])
    #expect(frames(repeating).map(\.minY) == [47, 47, 47, 97])
  }

  @Test func flexibleSpacingSharesTheRoomLeftBetweenTheGaps() throws {
    // Three 100-point items fit in 390 with at least 10 between them (320); the 70 left over is shared
    // between the two gaps: 10 + 35 = 45 apart.
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(60)))
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item])
    row.interItemSpacing = .flexible(10)
    let screen = Screen(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)))
    screen.counts = [4]
    host(screen)
    #expect(frames(screen).map(\.minX) == [0, 145, 290, 0])
  }

  @Test func aVerticalGroupNestedInAHorizontalOneStacksBesideTheBigItem() throws {
    // One big item two thirds wide beside a column a third wide of two half-height items: the group is
    // 390 × 200, the big item 260 × 200, the small ones 130 × 100 one above the other.
    let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(2 / 3), .fractionalHeight(1)))
    let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)), subitems: [small])
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
    let screen = Screen(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    screen.counts = [5]
    host(screen)
    let placed = frames(screen)
    #expect(placed[0] == CGRect(x: 0, y: 47, width: 260, height: 200))
    #expect(placed[1] == CGRect(x: 260, y: 47, width: 130, height: 100))
    #expect(placed[2] == CGRect(x: 260, y: 147, width: 130, height: 100))
    // The next group repeats the pattern 200 points lower.
    #expect(placed[3] == CGRect(x: 0, y: 247, width: 260, height: 200))
    #expect(placed[4] == CGRect(x: 260, y: 247, width: 130, height: 100))
  }

  @Test func interGroupSpacingAndContentInsets() throws {
    // Rows of one item, 50 tall, 12 apart, inside insets of 10 (top), 20 (sides): from y = 47 + 10, each
    // 390 − 40 = 350 wide at x = 20.
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let section = NSCollectionLayoutSection(group: row)
    section.interGroupSpacing = 12
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
    let screen = Screen(collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    screen.counts = [3, 1]
    host(screen)
    let placed = frames(screen)
    #expect(placed[0] == CGRect(x: 20, y: 57, width: 350, height: 50))
    #expect(placed[1].minY == 57 + 62 && placed[2].minY == 57 + 124)
    // The second section starts after the first's bottom inset: 57 + 124 + 50 + 30 = 261, plus its top inset.
    #expect(placed[3].minY == 271)
  }

  @Test func headersAndFootersFromRegisteredSupplementaryViews() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let section = NSCollectionLayoutSection(group: row)
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                  elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
      NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                  elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
    ]
    let screen = Screen(collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    screen.counts = [2]
    host(screen)
    let grid = try #require(screen.collectionView)
    #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    let header = try #require(grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? Title)
    let footer = try #require(grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).first as? Title)
    #expect(header.label.text == "Section 1" && footer.label.text == "2 items" && header.reuseIdentifier == "title")
    // The header at the section's top, above its content insets, as wide as the section less its leading
    // and trailing insets (supplementariesFollowContentInsets): 358 from x = 16.
    #expect(header.convert(header.bounds, to: grid) == CGRect(x: 16, y: 47, width: 358, height: 40))
    // The rows below the header and the top inset (47 + 40 + 8 = 95), the footer below the bottom inset.
    let placed = frames(screen)
    #expect(placed.map(\.minY) == [95, 145])
    #expect(footer.convert(footer.bounds, to: grid) == CGRect(x: 16, y: 195 + 8, width: 358, height: 30))

    // Not following the insets: across the whole width.
    section.supplementariesFollowContentInsets = false
    grid.collectionViewLayout.invalidateLayout()
    grid.layoutIfNeeded()
    let wide = try #require(grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(wide.convert(wide.bounds, to: grid) == CGRect(x: 0, y: 47, width: 390, height: 40))
  }

  @Test func anEstimatedHeaderIsMeasuredAndATrailingOneSitsAtTheTrailingEdge() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let section = NSCollectionLayoutSection(group: row)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(100), .estimated(10)),
                                                  elementKind: UICollectionView.elementKindSectionHeader, alignment: .topTrailing),
    ]
    let screen = Screen(collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    screen.counts = [1]
    host(screen)
    let grid = try #require(screen.collectionView)
    let header = try #require(grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first as? Title)
    let frame = header.convert(header.bounds, to: grid)
    // 100 wide at the trailing edge; as tall as its label (a headline line) and the 6-point paddings, not
    // the 10-point estimate.
    let line = UIFont.preferredFont(forTextStyle: .headline).lineHeight
    #expect(frame.minX == 290 && frame.width == 100)
    #expect(abs(frame.height - (line + 12)) < 1.5, "\(frame.height)")
    #expect(abs(frames(screen)[0].minY - (47 + frame.height)) < 0.01)
  }

  @Test func aSectionProviderGivesEachSectionItsLayoutAndInterSectionSpacing() throws {
    var environments: [CGSize] = []
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
      environments.append(environment.container.contentSize)
      if index == 0 {
        // A list: full-width rows 44 tall, 10 below the last.
        let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets.bottom = 10
        return section
      }
      // Two squares a row: half the width each, rows half the width tall.
      let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
      let row = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .fractionalWidth(0.5)), subitems: [item])
      return NSCollectionLayoutSection(group: row)
    }, configuration: configuration)
    let screen = Screen(collectionViewLayout: layout)
    screen.counts = [2, 3]
    host(screen)
    let placed = frames(screen)
    // The provider sees the visible content: 390 × (844 − 47 − 34) = 390 × 763.
    #expect(environments.last == CGSize(width: 390, height: 763))
    #expect(placed[0] == CGRect(x: 0, y: 47, width: 390, height: 44))
    #expect(placed[1].minY == 91)
    // The first section ends at 91 + 44 + 10 = 145; the second starts 20 below, at 165.
    #expect(placed[2] == CGRect(x: 0, y: 165, width: 195, height: 195))
    #expect(placed[3] == CGRect(x: 195, y: 165, width: 195, height: 195))
    #expect(placed[4] == CGRect(x: 0, y: 360, width: 195, height: 195))
  }

  @Test func estimatedHeightsComeFromTheCellsWrappingLabels() throws {
    let long = "A long note that wraps over several lines in a narrow column, so its cell is measured taller than its neighbour's."
    // Two columns of estimated height; the row is an estimated-height horizontal group: as tall as its
    // taller item. The items' insets (8 at the sides, 10 at the top) narrow the cells but do not move
    // them down (UIKit ignores insets along an estimated axis).
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(44)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 8, bottom: 10, trailing: 8)
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
    let screen = Screen(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)))
    screen.notes = ["Short", long, "Short", "Short"]
    screen.counts = [4]
    host(screen)
    let placed = frames(screen)
    let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
    // Each cell 195 − 16 = 179 wide, 8 in; "Short" one line tall, the long note several lines.
    #expect(placed[0].minX == 8 && placed[0].width == 179 && placed[1].minX == 195 + 8)
    #expect(placed[0].minY == 47 && placed[1].minY == 47)
    #expect(abs(placed[0].height - line) < 1, "\(placed[0].height) vs \(line)")
    #expect(placed[1].height > 3 * line, "\(placed[1].height)")
    // The second row starts below the taller item; both its items are one line tall.
    #expect(abs(placed[2].minY - (47 + placed[1].height)) < 0.01)
    #expect(abs(placed[2].height - placed[0].height) < 0.01 && abs(placed[3].height - placed[0].height) < 0.01, "\(placed)")
    // The measured height is the label's wrapped height at the cell's width.
    let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? Note)
    #expect(abs(cell.label.frame.height - placed[1].height) < 0.01)

    // A list of full-width estimated rows (what list sections are made of): each row as tall as its text.
    let rowItem = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
    let listRow = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [rowItem])
    let list = Screen(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: listRow)))
    list.notes = ["Short", long]
    list.counts = [2]
    host(list)
    let rows = frames(list)
    #expect(rows[0].width == 390 && abs(rows[0].height - line) < 1)
    #expect(rows[1].minY == rows[0].maxY && rows[1].height > line * 1.5 && rows[1].height < placed[1].height)

    // Beside an estimated item, an item as tall as the (estimated-height) group is as tall as the
    // measured one: the short note's cell stretches to the long note's height.
    let full = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let measured = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(44)))
    let pair = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [full, measured])
    let stretched = Screen(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: pair)))
    stretched.notes = ["Short", long]
    stretched.counts = [2]
    host(stretched)
    let sides = frames(stretched)
    #expect(sides[1].height > 3 * line && abs(sides[0].height - sides[1].height) < 0.01, "\(sides)")
  }

  /// A carousel of groups half the section's width: (390 − 16 − 16) / 2 = 179 wide, 10 apart, from x = 16.
  private func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { index, _ in
      let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
      if index == 1 {
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        return NSCollectionLayoutSection(group: row)
      }
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(0.5), .absolute(120)), subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = behavior
      section.interGroupSpacing = 10
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
      return section
    }
  }

  @Test func anOrthogonalSectionContinuesPastTheRightEdgeClipped() throws {
    let screen = Screen(collectionViewLayout: carousel(.continuous))
    screen.counts = [8, 2]
    host(screen)
    let placed = frames(screen)
    // One row: x = 16, 205, 394 (past the 390-point edge), 583, 772; groups are placed while they start
    // within twice the view's width (780), so 5 of the 8 are loaded.
    #expect(placed.prefix(5).map(\.minX) == [16, 205, 394, 583, 772])
    #expect(placed.prefix(5).allSatisfy { $0.minY == 47 && $0.width == 179 && $0.height == 120 })
    #expect(screen.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.count == 5)
    // The next section goes below the row, not below eight stacked groups.
    #expect(placed[5] == CGRect(x: 0, y: 47 + 120, width: 390, height: 60))
    // The collection view clips what lies past its edge.
    #expect(screen.collectionView.clipsToBounds)

    // Group paging, centred: the first group in the middle of the section (x = 16 + (358 − 179) / 2).
    let centred = Screen(collectionViewLayout: carousel(.groupPagingCentered))
    centred.counts = [3, 0]
    host(centred)
    let first = frames(centred)[0]
    #expect(abs(first.minX - 105.5) < 0.34 && abs(first.midX - 195) < 0.34)
  }

  @Test func rightToLeftPlacesTheFirstItemAtTheRight() throws {
    let screen = Screen(collectionViewLayout: thirdsGrid())
    host(screen, traits: UITraitCollection(layoutDirection: .rightToLeft))
    let placed = frames(screen)
    // Mirrored: the first slot is the rightmost, its cell 2 in from the right edge.
    #expect(placed[0] == CGRect(x: 262, y: 49, width: 126, height: 126))
    #expect(placed[2] == CGRect(x: 2, y: 49, width: 126, height: 126))

    // A carousel runs to the left: the second group's trailing edge 16 + 179 + 10 = 205 from the right.
    let carousel = Screen(collectionViewLayout: carousel(.continuous))
    carousel.counts = [3, 0]
    host(carousel, traits: UITraitCollection(layoutDirection: .rightToLeft))
    let row = frames(carousel)
    #expect(row[0].maxX == 390 - 16 && row[1].maxX == 390 - 205 && row[2].maxX < 0)
  }

  @Test func hostileValuesDoNotTrapAndLoadAtMostTheBudget() throws {
    func screen(_ provider: @escaping UICollectionViewCompositionalLayoutSectionProvider, counts: [Int]) -> Screen {
      let screen = Screen(collectionViewLayout: UICollectionViewCompositionalLayout(sectionProvider: provider))
      screen.counts = counts
      host(screen)
      return screen
    }
    func finite(_ rect: CGRect) -> Bool { [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) }

    // A fraction of 1e300 (clamped to 100 000 points) and a NaN height (none): one item a row, rows 50
    // tall, loaded while they start within twice the height (1688 points): 34 rows of the 10 000 items.
    let huge = screen({ _, _ in
      let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1e300), .absolute(.nan)))
      item.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: .infinity, bottom: -5, trailing: 0)
      let row = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
      let section = NSCollectionLayoutSection(group: row)
      section.interGroupSpacing = .nan
      return section
    }, counts: [10_000])
    let hugeFrames = frames(huge)
    #expect(hugeFrames.count == 34 && hugeFrames.allSatisfy(finite), "\(hugeFrames.count)")
    #expect(hugeFrames.allSatisfy { $0.width <= 100_000 })

    // count: 1 000 000 divides the row into slivers: every item fits in the first group, up to the
    // collection view's budget of 500 items.
    let slivers = screen({ _, _ in
      let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
      let row = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(40)), subitem: item, count: 1_000_000)
      row.interItemSpacing = .fixed(1)
      return NSCollectionLayoutSection(group: row)
    }, counts: [10_000])
    #expect(frames(slivers).count == UICollectionView.maximumLoadedItems)
    #expect(frames(slivers).allSatisfy { finite($0) && $0.width == 0 })

    // count: 0 (and a negative repeating count) is taken as 1: one item a group.
    for make in [{ (item: NSCollectionLayoutItem) in
      NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(40)), subitem: item, count: 0)
    }, { item in
      NSCollectionLayoutGroup.vertical(layoutSize: self.size(.fractionalWidth(1), .absolute(40)), repeatingSubitem: item, count: -3)
    }] {
      let single = screen({ _, _ in
        NSCollectionLayoutSection(group: make(NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))))
      }, counts: [3])
      #expect(frames(single).map(\.minY) == [47, 87, 127])
    }

    // A provider that returns nil at once: no sections, no cells.
    var asked = 0
    let none = screen({ _, _ in asked += 1; return nil }, counts: [5, 5])
    #expect(frames(none).isEmpty && asked >= 1)

    // A group with no subitems, zero-sized items in an endless row, an infinite inter-section spacing and
    // a NaN estimate: nothing traps, nothing loops, at most the budget is loaded.
    let empty = screen({ index, _ in
      if index == 0 { return NSCollectionLayoutSection(group: .horizontal(layoutSize: self.size(.absolute(10), .absolute(10)), subitems: [])) }
      let item = NSCollectionLayoutItem(layoutSize: self.size(.absolute(0), .estimated(.nan)))
      return NSCollectionLayoutSection(group: .horizontal(layoutSize: self.size(.fractionalWidth(1), .estimated(.infinity)), subitems: [item]))
    }, counts: [4, 2_000, 10])
    #expect(frames(empty).count == UICollectionView.maximumLoadedItems)
    #expect(frames(empty).allSatisfy(finite))

    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = .infinity
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let spaced = Screen(collectionViewLayout: UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])),
      configuration: configuration))
    spaced.counts = Array(repeating: 1, count: 1_000_000)
    host(spaced)
    // An infinite spacing counts as none: 40-point sections while they start within 1688 points (43 of them).
    #expect(frames(spaced).count == 43 && frames(spaced).allSatisfy(finite))
  }

  @Test func aFlowLayoutsHeaderReferenceSizeUsesTheSameSupplementaryViews() throws {
    let flow = UICollectionViewFlowLayout()
    flow.headerReferenceSize = CGSize(width: 0, height: 30)
    flow.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
    let screen = Screen(collectionViewLayout: flow)
    screen.counts = [2]
    host(screen)
    let grid = try #require(screen.collectionView)
    let header = try #require(grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first)
    // The header across the view above the section's inset; the items 47 + 30 + 10 down.
    #expect(header.convert(header.bounds, to: grid) == CGRect(x: 0, y: 47, width: 390, height: 30))
    #expect(frames(screen).map(\.minY) == [87, 87])
    #expect(grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).isEmpty)
  }

  /// The reference committed under `__Snapshots__/CompositionalLayoutTests/`: a carousel of featured tiles
  /// under a header, then a grid of three columns.
  @Test func aCarouselAndAGridOnAnIPhone() {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: self.size(.fractionalWidth(1), .estimated(30)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      if index == 0 {
        let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(0.85), .absolute(180)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 24, trailing: 16)
        section.boundarySupplementaryItems = [header]
        return section
      }
      let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1 / 3), .fractionalHeight(1)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
      let row = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .fractionalWidth(1 / 3)), subitems: [item])
      let section = NSCollectionLayoutSection(group: row)
      section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 0, trailing: 12)
      section.boundarySupplementaryItems = [header]
      return section
    }
    let screen = Screen(collectionViewLayout: layout)
    screen.counts = [4, 15]
    assertSnapshot(of: screen, as: .image(on: .iPhone14))
  }
}
