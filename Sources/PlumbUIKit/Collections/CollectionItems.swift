import Foundation

/// How a collection view with a flow layout places its cells at rest: lines computed for the view's width
/// (`UICollectionViewFlowLayout`'s rules), each cell pinned by constraints the collection view owns
/// (identifiers `UICollectionView-…`) at its place from the content's top below the safe area, leading edge
/// first (so right to left the lines run from the right, as UIKit's flow layout flips).
///
/// ```swift
/// CollectionItems.load(into: grid, width: 390)   // before the scene of a layout pass is built
/// ```
@MainActor
enum CollectionItems {
  /// The width the lines are computed for: the view's own, else its root's (before its first layout).
  static func layoutWidth(of view: UICollectionView) -> CGFloat {
    view.bounds.width > 0 ? view.bounds.width : view.rootView.bounds.width
  }

  static func load(into view: UICollectionView, width: CGFloat) {
    NSLayoutConstraint.deactivate(view.itemConstraints)
    for item in view.itemViews { item.removeFromSuperview() }
    view.itemViews = []
    view.itemConstraints = []
    view.loadedCells = [:]
    guard let dataSource = view.dataSource, width > 0 else { return }
    let height = view.bounds.height > 0 ? view.bounds.height : view.rootView.bounds.height
    let flow = view.collectionViewLayout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
    let delegate = view.collectionDelegate as? UICollectionViewDelegateFlowLayout
    let layout = view.collectionViewLayout
    let top = view.contentInsetAdjustmentBehavior == .never ? view.contentLayoutGuide.topAnchor : view.safeAreaLayoutGuide.topAnchor
    var constraints: [NSLayoutConstraint] = []
    func place(_ cell: UICollectionViewCell, x: CGFloat, y: CGFloat, size: CGSize) {
      cell.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(cell)
      view.itemViews.append(cell)
      let placed = [
        cell.leadingAnchor.constraint(equalTo: view.frameLayoutGuide.leadingAnchor, constant: x),
        cell.topAnchor.constraint(equalTo: top, constant: y),
        cell.widthAnchor.constraint(equalToConstant: size.width),
        cell.heightAnchor.constraint(equalToConstant: size.height),
      ]
      for constraint in placed { constraint.identifier = "UICollectionView-item" }
      constraints += placed
    }

    var y: CGFloat = 0
    var budget = UICollectionView.maximumLoadedItems
    sections: for section in 0..<min(view.numberOfSections, UICollectionView.maximumLoadedItems) {
      let inset = delegate?.collectionView(view, layout: layout, insetForSectionAt: section) ?? flow.sectionInset
      let spacing = max(0, delegate?.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: section) ?? flow.minimumInteritemSpacing)
      let lineSpacing = max(0, delegate?.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: section) ?? flow.minimumLineSpacing)
      let available = max(0, width - inset.left - inset.right)
      y += inset.top
      var line: [(cell: UICollectionViewCell, size: CGSize)] = []
      var lineWidth: CGFloat = 0
      var lines = 0
      // Places the current line at `y`: its extra room shared between its items (one item alone centred),
      // each item centred in the line's height.
      func flush() {
        guard !line.isEmpty else { return }
        if lines > 0 { y += lineSpacing }
        let lineHeight = line.map(\.size.height).max() ?? 0
        let extra = available - line.map(\.size.width).reduce(0, +)
        let gap = line.count > 1 ? extra / CGFloat(line.count - 1) : 0
        var x = inset.left + (line.count == 1 ? extra / 2 : 0)
        for (cell, size) in line {
          place(cell, x: x, y: y + (lineHeight - size.height) / 2, size: size)
          x += size.width + gap
        }
        y += lineHeight
        lines += 1
        line = []
        lineWidth = 0
      }
      for item in 0..<view.numberOfItems(inSection: section) {
        guard y < 2 * height, budget > 0 else { flush(); break sections }
        budget -= 1
        let path = IndexPath(item: item, section: section)
        var size = delegate?.collectionView(view, layout: layout, sizeForItemAt: path) ?? flow.itemSize
        // Sizes that are not finite numbers of points (NaN, infinity) are taken as none.
        size = CGSize(width: size.width.isFinite ? min(max(0, size.width), available) : 0,
                      height: size.height.isFinite ? max(0, size.height) : 0)
        if !line.isEmpty, lineWidth + spacing + size.width > available { flush() }
        let cell = dataSource.collectionView(view, cellForItemAt: path)
        guard cell.storedSuperview == nil || cell.storedSuperview === view else { continue }
        view.loadedCells[path] = cell
        line.append((cell, size))
        lineWidth += (line.count > 1 ? spacing : 0) + size.width
      }
      flush()
      y += inset.bottom
    }
    NSLayoutConstraint.activate(constraints)
    view.itemConstraints = constraints
  }
}
