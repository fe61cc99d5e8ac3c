import Foundation
import PlumbLayout
import Testing

@testable import PlumbUIKit
@testable import PlumbSnapshotTesting

/// UICollectionView with a flow layout written as iOS code: the data source's items in lines as UIKit's
/// flow layout places them at rest.
@MainActor
@Suite struct CollectionViewTests {
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

  final class Tiles: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var count = 7
    var wide: Set<Int> = []
    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(Tile.self, forCellWithReuseIdentifier: "tile")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! Tile
      cell.label.text = "\(indexPath.item + 1)"
      cell.backgroundColor = .secondarySystemBackground
      return cell
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
      wide.contains(indexPath.item) ? CGSize(width: 250, height: 60) : CGSize(width: 100, height: 100)
    }
  }

  private func layout() -> UICollectionViewFlowLayout {
    let flow = UICollectionViewFlowLayout()
    flow.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    return flow
  }

  private func frames(_ tiles: Tiles) -> [CGRect] {
    tiles.collectionView.visibleCells.map { $0.convert($0.bounds, to: tiles.view) }
  }

  @Test func itemsFillJustifiedLinesBelowTheSafeArea() throws {
    let tiles = Tiles(collectionViewLayout: layout())
    ViewRendering.host(tiles.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    let placed = frames(tiles)
    #expect(placed.count == 7)
    // 390 − 32 = 358 points per line: three 100-point items (10 apart at the least), the 58 left over
    // shared between them (29 each), lines 10 apart, from 47 (the status bar) + 16.
    let top = 47.0 + 16
    #expect(placed[0] == CGRect(x: 16, y: top, width: 100, height: 100))
    #expect(placed[1].minX == 16 + 100 + 29 && placed[2].maxX == 390 - 16)
    #expect(placed[3].minY == top + 110 && placed[6].minY == top + 220)
    // The last line has one item: centred.
    #expect(abs(placed[6].midX - 195) < 0.01)
    // The cell subclass registered by class was made for each item, its label laid out in it.
    let cell = try #require(tiles.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? Tile)
    #expect(cell.label.text == "5" && abs(cell.label.convert(cell.label.bounds, to: cell).midX - 50) < 0.34)
  }

  @Test func mixedSizesWrapAndCentreInTheirLineAndRightToLeftMirrors() throws {
    let tiles = Tiles(collectionViewLayout: layout())
    tiles.count = 3
    tiles.wide = [1]
    ViewRendering.host(tiles.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    var placed = frames(tiles)
    // 100 + 10 + 250 does not fit in 358: the wide item starts a line with the third (250 + 10 + 100 > 358 too).
    #expect(placed.map(\.minY) == [63, 173, 173 + 60 + 10])
    // Right to left the lines start at the right.
    ViewRendering.host(tiles.view, config: .iPhone14, size: nil, traits: UITraitCollection(layoutDirection: .rightToLeft))
    placed = frames(tiles)
    #expect(abs(placed[0].midX - 195) < 0.01)
    #expect(abs(placed[1].midX - 195) < 0.01 && placed[1].height == 60)
  }

  @Test func aGridSizedByConstraintsIsLaidOutAtItsOwnWidth() throws {
    final class Source: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: indexPath)
      }
    }
    let source = Source()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.dataSource = source
    grid.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(grid)
    NSLayoutConstraint.activate([grid.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                 grid.topAnchor.constraint(equalTo: root.topAnchor),
                                 grid.widthAnchor.constraint(equalToConstant: 120), grid.heightAnchor.constraint(equalToConstant: 200)])
    root.layoutIfNeeded()
    // 120 wide: two 50-point items a line (20 left over between them), not the root's 400 (seven a line).
    let placed = grid.visibleCells.map(\.frame)
    #expect(placed.map(\.minY) == [0, 0, 60, 60], "\(placed)")
    #expect(placed[1].minX == 70)
  }

  @Test func absurdSizesAreNoneAndDoNotTrap() throws {
    final class Absurd: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
      }
      func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                          sizeForItemAt indexPath: IndexPath) -> CGSize {
        [CGSize(width: CGFloat.nan, height: 40), CGSize(width: 40, height: CGFloat.infinity), CGSize(width: 1e12, height: -5)][indexPath.item]
      }
    }
    let source = Absurd()
    let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
    grid.dataSource = source
    grid.delegate = source
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.addSubview(grid)
    root.layoutIfNeeded()
    let sizes = grid.visibleCells.map(\.frame.size)
    #expect(sizes == [CGSize(width: 0, height: 40), CGSize(width: 40, height: 0), CGSize(width: 200, height: 0)], "\(sizes)")
  }

  /// The reference committed under `__Snapshots__/CollectionViewTests/`: seven tiles in a flow layout.
  @Test func tilesOnAnIPhone() {
    let tiles = Tiles(collectionViewLayout: layout())
    tiles.wide = [3]
    assertSnapshot(of: tiles, as: .image(on: .iPhone14))
  }
}

/// A flow layout's self-sizing cells and horizontal scrolling.
@MainActor
@Suite struct FlowLayoutSizingTests {
  /// Tags: a label in each cell, 12 points in from every side.
  final class Tag: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
        label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
        label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
      ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class Tags: UICollectionViewController {
    var words = ["Swift", "Auto Layout", "UIKit", "Linux", "Snapshot testing", "Pango", "Cairo", "Dynamic Type"]
    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(Tag.self, forCellWithReuseIdentifier: "tag")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! Tag
      cell.label.text = words[indexPath.item]
      return cell
    }
  }

  private func frames(_ tags: Tags) -> [CGRect] {
    tags.collectionView.visibleCells.map { $0.convert($0.bounds, to: tags.view) }
  }

  @Test func estimatedItemSizeLetsEachCellTakeItsOwnSize() throws {
    let flow = UICollectionViewFlowLayout()
    flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    flow.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let tags = Tags(collectionViewLayout: flow)
    ViewRendering.host(tags.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    let placed = frames(tags)
    #expect(placed.count == 8)
    // Each cell as wide as its word and 24 points of padding, as tall as a line of 17-point text and 24.
    let cells = tags.collectionView.visibleCells.compactMap { $0 as? Tag }
    for (cell, frame) in zip(cells, placed) {
      #expect(abs(frame.width - (cell.label.intrinsicContentSize.width + 24)) < 0.5, "\(cell.label.text ?? "") \(frame)")
      #expect(abs(frame.height - (cell.label.intrinsicContentSize.height + 24)) < 0.5)
    }
    // Different words, different widths; the first line starts at the inset, below the status bar.
    #expect(placed[0].width < placed[1].width && abs(placed[0].minY - (47 + 16)) < 0.5 && placed[0].minX == 16)
    // More than one line, every line within the insets.
    #expect(Set(placed.map { Int($0.minY) }).count > 1 && placed.allSatisfy { $0.maxX <= 390 - 16 + 0.5 })
  }

  @Test func aHorizontalFlowFillsColumnsAndRunsPastTheRightEdge() throws {
    let flow = UICollectionViewFlowLayout()
    flow.scrollDirection = .horizontal
    flow.itemSize = CGSize(width: 140, height: 90)
    flow.minimumLineSpacing = 12
    flow.minimumInteritemSpacing = 10
    flow.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    let tags = Tags(collectionViewLayout: flow)
    let strip = UIViewController()
    strip.addChild(tags)
    strip.view.addSubview(tags.view)
    tags.view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      tags.view.leadingAnchor.constraint(equalTo: strip.view.leadingAnchor), tags.view.trailingAnchor.constraint(equalTo: strip.view.trailingAnchor),
      tags.view.topAnchor.constraint(equalTo: strip.view.safeAreaLayoutGuide.topAnchor), tags.view.heightAnchor.constraint(equalToConstant: 200),
    ])
    ViewRendering.host(strip.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    let placed = tags.collectionView.visibleCells.map { $0.convert($0.bounds, to: strip.view) }
    // 200 points of height hold two 90-point items 10 apart at the least (the 10 left over shared: 20 apart);
    // columns 140 wide, 12 apart, from x = 16, on past the right edge.
    #expect(placed.count == 8)
    #expect(placed[0].minX == 16 && abs(placed[0].minY - 47) < 0.5 && abs(placed[1].minY - (47 + 110)) < 0.5 && placed[1].minX == 16)
    #expect(abs(placed[2].minX - (16 + 152)) < 0.5 && abs(placed[6].minX - (16 + 3 * 152)) < 0.5, "\(placed)")
    #expect(placed[6].maxX > 390, "the fourth column runs past the screen's edge, clipped there")
  }
}
