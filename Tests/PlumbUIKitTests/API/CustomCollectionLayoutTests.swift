import Foundation
import Testing
@testable import PlumbUIKit

/// A collection view with an app's own `UICollectionViewLayout` subclass places each cell at the frame the
/// layout's `layoutAttributesForElements(in:)` gives, after `prepare()`, as UIKit does.
@MainActor
@Suite struct CustomCollectionLayoutTests {
  /// Two columns of items whose heights alternate, each item below the shorter column (a "Pinterest" layout).
  final class ColumnsLayout: UICollectionViewLayout {
    var cache: [UICollectionViewLayoutAttributes] = []
    var height: CGFloat = 0
    var prepared = 0

    override func prepare() {
      super.prepare()
      prepared += 1
      cache = []
      guard let collectionView else { return }
      let columnWidth: CGFloat = 100
      var tops: [CGFloat] = [0, 0]
      for item in 0..<collectionView.numberOfItems(inSection: 0) {
        let column = tops[0] <= tops[1] ? 0 : 1
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        let itemHeight: CGFloat = item % 2 == 0 ? 80 : 40
        attributes.frame = CGRect(x: CGFloat(column) * columnWidth, y: tops[column], width: columnWidth, height: itemHeight)
        tops[column] += itemHeight
        cache.append(attributes)
      }
      height = tops.max() ?? 0
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 200, height: height) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cache[indexPath.item] }
  }

  final class Source: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  @Test func cellsGoWhereTheLayoutsAttributesSay() throws {
    let layout = ColumnsLayout()
    let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
    grid.contentInsetAdjustmentBehavior = .never
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source()
    grid.dataSource = source
    grid.layoutIfNeeded()
    #expect(layout.prepared >= 1)
    let frames = (0..<4).map { grid.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 80))
    #expect(frames[1] == CGRect(x: 100, y: 0, width: 100, height: 40))
    #expect(frames[2] == CGRect(x: 100, y: 40, width: 100, height: 80))
    #expect(frames[3] == CGRect(x: 0, y: 80, width: 100, height: 40))
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == frames[2])
  }
}
