import Foundation

/// How a collection view places its cells at rest: the layout's frames computed for the view's width (a
/// flow layout's lines here, a compositional layout's sections in `CompositionalItems`), each cell and
/// supplementary view pinned by constraints the collection view owns (identifiers `UICollectionView-…`)
/// at its place from the content's top below the safe area, leading edge first (so right to left the
/// items run from the right, as UIKit's layouts flip).
///
/// ```swift
/// CollectionItems.load(into: grid, width: 390)   // before the scene of a layout pass is built
/// ```
@preconcurrency @MainActor
enum CollectionItems {
  /// The width the lines are computed for: the view's own, else its root's (before its first layout).
  static func layoutWidth(of view: UICollectionView) -> CGFloat {
    view.bounds.width > 0 ? view.bounds.width : view.rootView.bounds.width
  }

  /// The height the items are loaded for (twice it at most): the view's own, else its root's.
  static func layoutHeight(of view: UICollectionView) -> CGFloat {
    view.bounds.height > 0 ? view.bounds.height : view.rootView.bounds.height
  }

  /// Removes the loaded items and places the data source's items again with the view's layout.
  static func load(into view: UICollectionView, width: CGFloat) {
    NSLayoutConstraint.deactivate(view.itemConstraints)
    for item in view.itemViews { item.removeFromSuperview() }
    view.itemViews = []
    view.itemConstraints = []
    view.loadedCells = [:]
    view.loadedSupplementaryViews = [:]
    guard let dataSource = view.dataSource, width > 0 else { return }
    var placer = Placer(view: view)
    if let compositional = view.collectionViewLayout as? UICollectionViewCompositionalLayout {
      if let list = compositional.listConfiguration {
        view.adoptListBackground(list.backgroundColor ?? (list.isGrouped ? .systemGroupedBackground : .systemBackground))
      }
      CompositionalItems.load(compositional, into: view, dataSource: dataSource, width: width, placer: &placer)
    } else if type(of: view.collectionViewLayout) != UICollectionViewLayout.self, !(view.collectionViewLayout is UICollectionViewFlowLayout) {
      CustomLayoutItems.load(view.collectionViewLayout, into: view, dataSource: dataSource, width: width, placer: &placer)
    } else {
      loadFlow(into: view, dataSource: dataSource, width: width, placer: &placer)
    }
    NSLayoutConstraint.activate(placer.constraints)
    view.itemConstraints = placer.constraints
  }

  /// Adds the item views to the collection view and pins each at its frame: `x` from the leading edge,
  /// `y` from the content's top (below the safe area's top, or the content's top with
  /// `contentInsetAdjustmentBehavior = .never`).
  @preconcurrency @MainActor
  struct Placer {
    let view: UICollectionView
    let top: NSLayoutYAxisAnchor
    var constraints: [NSLayoutConstraint] = []

    init(view: UICollectionView) {
      self.view = view
      top = view.contentInsetAdjustmentBehavior == .never ? view.contentLayoutGuide.topAnchor : view.safeAreaLayoutGuide.topAnchor
    }

    /// Makes `item` a subview the collection view owns (before it is measured or pinned).
    func add(_ item: UIView) {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
      view.itemViews.append(item)
    }

    /// Pins an added view at `frame` (its origin's x from the leading edge).
    mutating func pin(_ item: UIView, at frame: CGRect, identifier: String = "UICollectionView-item") {
      let placed = [
        item.leadingAnchor.constraint(equalTo: view.frameLayoutGuide.leadingAnchor, constant: frame.minX),
        item.topAnchor.constraint(equalTo: top, constant: frame.minY),
        item.widthAnchor.constraint(equalToConstant: frame.width),
        item.heightAnchor.constraint(equalToConstant: frame.height),
      ]
      for constraint in placed { constraint.identifier = identifier }
      constraints += placed
    }

    /// The data source's supplementary view of `kind` for `path`, added to the collection view and
    /// recorded as shown; `nil` when the data source has none (or hands out a view shown elsewhere).
    func supplementaryView(_ kind: String, at path: IndexPath, from dataSource: UICollectionViewDataSource) -> UICollectionReusableView? {
      let supplementary = dataSource.collectionView(view, viewForSupplementaryElementOfKind: kind, at: path)
      guard !supplementary.isMissingSupplementary,
        supplementary.storedSuperview == nil || supplementary.storedSuperview === view else { return nil }
      add(supplementary)
      view.loadedSupplementaryViews[kind, default: [:]][path] = supplementary
      return supplementary
    }
  }

  /// A flow layout's lines (see `UICollectionViewFlowLayout`), with each section's header and footer
  /// (`headerReferenceSize` / `footerReferenceSize` heights across the view) outside its insets.
  static func loadFlow(into view: UICollectionView, dataSource: UICollectionViewDataSource, width: CGFloat, placer: inout Placer) {
    let height = layoutHeight(of: view)
    let flow = view.collectionViewLayout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
    let delegate = view.collectionDelegate as? UICollectionViewDelegateFlowLayout
    let layout = view.collectionViewLayout

    var y: CGFloat = 0
    var budget = UICollectionView.maximumLoadedItems
    /// A header or footer of the stated height (when a positive finite number) across the view at `y`.
    func boundary(_ kind: String, size: CGSize, section: Int) {
      guard size.height.isFinite, size.height > 0 else { return }
      if let supplementary = placer.supplementaryView(kind, at: IndexPath(item: 0, section: section), from: dataSource) {
        placer.pin(supplementary, at: CGRect(x: 0, y: y, width: width, height: size.height), identifier: "UICollectionView-supplementary")
      }
      y += size.height
    }
    sections: for section in 0..<min(view.numberOfSections, UICollectionView.maximumLoadedItems) {
      let inset = delegate?.collectionView(view, layout: layout, insetForSectionAt: section) ?? flow.sectionInset
      let spacing = max(0, delegate?.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: section) ?? flow.minimumInteritemSpacing)
      let lineSpacing = max(0, delegate?.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: section) ?? flow.minimumLineSpacing)
      let header = delegate?.collectionView(view, layout: layout, referenceSizeForHeaderInSection: section) ?? flow.headerReferenceSize
      if header.height > 0 {
        guard y < 2 * height else { break sections }
        boundary(UICollectionView.elementKindSectionHeader, size: header, section: section)
      }
      y += inset.top
      // A vertical layout fills lines across the width, a horizontal one columns down the height (clipped at
      // the right); `along` is the line's direction, `across` the one lines follow each other in.
      let horizontal = flow.scrollDirection == .horizontal
      let safe = horizontal ? CompositionalItems.safeArea(of: view) : .zero
      let available = horizontal ? max(0, height - safe.top - safe.bottom - inset.top - inset.bottom) : max(0, width - inset.left - inset.right)
      var column: CGFloat = inset.left
      var line: [(cell: UICollectionViewCell, size: CGSize)] = []
      var lineLength: CGFloat = 0
      var lines = 0
      func along(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
      func thickness(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
      // Places the current line: its extra room shared between its items (one item alone centred), each
      // item centred in the line's thickness.
      func flush() {
        guard !line.isEmpty else { return }
        let lineThickness = line.map { thickness($0.size) }.max() ?? 0
        let extra = available - line.map { along($0.size) }.reduce(0, +)
        let gap = line.count > 1 ? extra / CGFloat(line.count - 1) : 0
        var offset = (line.count == 1 ? extra / 2 : 0)
        if horizontal {
          if lines > 0 { column += lineSpacing }
          for (cell, size) in line {
            placer.add(cell)
            placer.pin(cell, at: CGRect(x: column + (lineThickness - size.width) / 2, y: y + offset, width: size.width, height: size.height))
            offset += size.height + gap
          }
          column += lineThickness
        } else {
          if lines > 0 { y += lineSpacing }
          for (cell, size) in line {
            placer.add(cell)
            placer.pin(cell, at: CGRect(x: inset.left + offset, y: y + (lineThickness - size.height) / 2, width: size.width, height: size.height))
            offset += size.width + gap
          }
          y += lineThickness
        }
        lines += 1
        line = []
        lineLength = 0
      }
      let selfSizing = flow.estimatedItemSize != .zero
      for item in 0..<view.numberOfItems(inSection: section) {
        guard horizontal ? column < 2 * width : y < 2 * height, budget > 0 else { flush(); break sections }
        budget -= 1
        let path = IndexPath(item: item, section: section)
        let cell = dataSource.collectionView(view, cellForItemAt: path)
        guard cell.storedSuperview == nil || cell.storedSuperview === view else { continue }
        view.loadedCells[path] = cell
        var size: CGSize
        if selfSizing {
          // `estimatedItemSize` (or `automaticSize`): the cell's own constraints size it, as small as they allow.
          cell.updateConfigurationIfNeeded()
          size = CompositionalArrangement.measure(cell, width: nil, height: nil)
        } else {
          size = delegate?.collectionView(view, layout: layout, sizeForItemAt: path) ?? flow.itemSize
        }
        // Sizes that are not finite numbers of points (NaN, infinity) are taken as none; an item is at most
        // as long as a line.
        size = CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        if horizontal { size.height = min(size.height, available) } else { size.width = min(size.width, available) }
        if !line.isEmpty, lineLength + spacing + along(size) > available { flush() }
        line.append((cell, size))
        lineLength += (line.count > 1 ? spacing : 0) + along(size)
      }
      flush()
      if horizontal {
        // The section's content ends at its column's right; the next section starts below, as tall as this one.
        y += available
      }
      y += inset.bottom
      let footer = delegate?.collectionView(view, layout: layout, referenceSizeForFooterInSection: section) ?? flow.footerReferenceSize
      boundary(UICollectionView.elementKindSectionFooter, size: footer, section: section)
    }
  }
}
