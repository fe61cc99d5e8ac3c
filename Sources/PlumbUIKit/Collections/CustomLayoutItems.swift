import Foundation

/// The items of a collection view whose layout is a `UICollectionViewLayout` subclass of the app's own (not
/// a flow or compositional layout): as UIKit, the layout is prepared, then asked for the attributes of the
/// elements in the collection view's content, and each cell and supplementary view it names is made by the
/// data source, given its attributes (`apply(_:)`) and placed at the attributes' frame (hidden ones are left out).
@MainActor
enum CustomLayoutItems {
  static func load(_ layout: UICollectionViewLayout, into view: UICollectionView, dataSource: UICollectionViewDataSource, width: CGFloat,
                   placer: inout CollectionItems.Placer) {
    layout.prepare()
    let content = layout.collectionViewContentSize
    let height = max(content.height, CollectionItems.layoutHeight(of: view), 1)
    let area = CGRect(x: 0, y: 0, width: max(width, content.width), height: height)
    let elements = (layout.layoutAttributesForElements(in: area) ?? []).sorted { $0.zIndex < $1.zIndex }
    var items = 0
    for attributes in elements where !attributes.isHidden {
      switch attributes.representedElementCategory {
      case .cell:
        guard items < UICollectionView.maximumLoadedItems, view.loadedCells[attributes.indexPath] == nil else { continue }
        items += 1
        let cell = dataSource.collectionView(view, cellForItemAt: attributes.indexPath)
        guard cell.storedSuperview == nil || cell.storedSuperview === view else { continue }
        placer.add(cell)
        cell.apply(attributes)
        view.loadedCells[attributes.indexPath] = cell
        placer.pin(cell, at: attributes.frame)
      case .supplementaryView:
        guard let kind = attributes.representedElementKind,
          let supplementary = placer.supplementaryView(kind, at: attributes.indexPath, from: dataSource) else { continue }
        supplementary.apply(attributes)
        placer.pin(supplementary, at: attributes.frame, identifier: "UICollectionView-supplementary")
      case .decorationView:
        continue
      }
    }
  }
}
