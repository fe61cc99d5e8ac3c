import Foundation

/// How a collection view with a compositional layout places its cells and supplementary views at rest:
/// the sections one under the other from the content's top (below the safe area), `interSectionSpacing`
/// apart; in each, its headers, its content insets' top, its group repeated for its items (one under the
/// other `interGroupSpacing` apart, or in one row leading to trailing with an orthogonal scrolling
/// behaviour), its content insets' bottom and its footers. Items are asked for while the content is shorter
/// than twice the view's height (an orthogonal row: narrower than twice its width), at most
/// `UICollectionView.maximumLoadedItems`; a section provider's `nil` ends the layout.
///
/// ```swift
/// CompositionalItems.load(layout, into: grid, dataSource: source, width: 390, placer: &placer)
/// ```
@preconcurrency @MainActor
enum CompositionalItems {
  /// What a compositional layout's frames depend on besides the width: when it changes the items are
  /// placed again.
  struct Environment: Equatable {
    var safeArea: UIEdgeInsets
    var margins: NSDirectionalEdgeInsets
    var height: CGFloat
    var traits: UITraitCollection
  }

  /// The environment of a collection view with a compositional layout (`nil` for any other layout).
  static func environment(of view: UICollectionView) -> Environment? {
    guard view.collectionViewLayout is UICollectionViewCompositionalLayout else { return nil }
    return Environment(safeArea: safeArea(of: view), margins: margins(of: view), height: CollectionItems.layoutHeight(of: view),
                       traits: view.traitCollection)
  }

  /// The part of the view the root's safe area (and its controller's bars) leaves out, from the frames the
  /// views have now (no layout is made for it): the whole safe area before the view has a size.
  static func safeArea(of view: UIView) -> UIEdgeInsets {
    let root = view.rootView
    guard let host = root.host else { return .zero }
    var safe = host.safeArea
    if let bars = root.owningController?.barInsets {
      safe = UIEdgeInsets(top: safe.top + bars.top, left: safe.left + bars.left, bottom: safe.bottom + bars.bottom, right: safe.right + bars.right)
    }
    guard root !== view, view.bounds.width > 0, view.bounds.height > 0 else { return safe }
    let origin = view.convert(CGPoint.zero, to: root)
    let size = view.bounds.size, rootSize = root.bounds.size
    return UIEdgeInsets(
      top: max(0, safe.top - origin.y), left: max(0, safe.left - origin.x),
      bottom: max(0, origin.y + size.height - (rootSize.height - safe.bottom)),
      right: max(0, origin.x + size.width - (rootSize.width - safe.right)))
  }

  /// The view's layout margins (a view controller's view: at least the system minimum margins).
  static func margins(of view: UIView) -> NSDirectionalEdgeInsets {
    var margins = view.storedDirectionalMargins
    if view.rootView === view, let minimum = view.host?.systemMinimumMargins {
      if view.marginsWereSet {
        margins.leading = max(margins.leading, minimum.leading)
        margins.trailing = max(margins.trailing, minimum.trailing)
      } else {
        margins = minimum
      }
    }
    return margins
  }

  /// How far a section's leading and trailing edges are in from the view's for an insets reference.
  static func horizontalInsets(_ reference: UIContentInsetsReference, environment: Environment, width: CGFloat,
                               rightToLeft: Bool) -> (leading: CGFloat, trailing: CGFloat) {
    let safe = environment.safeArea.directional(rightToLeft: rightToLeft)
    let margins = environment.margins
    switch reference {
    case .none:
      return (0, 0)
    case .automatic, .safeArea:
      return (safe.leading, safe.trailing)
    case .layoutMargins:
      return (safe.leading + margins.leading, safe.trailing + margins.trailing)
    case .readableContent:
      // The margins, narrowed to the readable width (672 points at the default type size) centred.
      let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: environment.traits).pointSize
      let large = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize
      let readable = 672 * body / max(1, large)
      var leading = safe.leading + margins.leading, trailing = safe.trailing + margins.trailing
      let extra = width - leading - trailing - readable
      if extra > 0 { leading += extra / 2; trailing += extra / 2 }
      return (leading, trailing)
    }
  }

  static func load(_ layout: UICollectionViewCompositionalLayout, into view: UICollectionView,
                   dataSource: UICollectionViewDataSource, width: CGFloat, placer: inout CollectionItems.Placer) {
    guard let environment = environment(of: view) else { return }
    let height = environment.height
    let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let unsafeHeight = view.contentInsetAdjustmentBehavior == .never ? 0 : environment.safeArea.top + environment.safeArea.bottom
    let visibleHeight = max(0, height - unsafeHeight)
    let configuration = layout.configuration
    let layoutInsets = horizontalInsets(configuration.contentInsetsReference, environment: environment, width: width, rightToLeft: rightToLeft)
    let container = CollectionLayoutContainer(
      contentSize: CGSize(width: width, height: visibleHeight),
      effectiveContentInsets: NSDirectionalEdgeInsets(top: 0, leading: layoutInsets.leading, bottom: 0, trailing: layoutInsets.trailing),
      traitCollection: environment.traits)
    func spacing(_ value: CGFloat) -> CGFloat { SlotLength.clamped(value) }

    var y: CGFloat = 0
    var budget = UICollectionView.maximumLoadedItems
    var placedSections = 0
    sections: for index in 0..<min(view.numberOfSections, UICollectionView.maximumLoadedItems) {
      guard y < 2 * height, budget > 0, let section = layout.sectionProvider(index, container) else { break }
      if placedSections > 0 { y += spacing(configuration.interSectionSpacing) }
      placedSections += 1
      let reference = section.contentInsetsReference == .automatic ? configuration.contentInsetsReference : section.contentInsetsReference
      let edges = horizontalInsets(reference, environment: environment, width: width, rightToLeft: rightToLeft)
      let sectionWidth = SlotLength.clamped(width - edges.leading - edges.trailing)
      let insets = section.contentInsets
      func inset(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(-SlotLength.maximum, value), SlotLength.maximum) : 0 }
      let (top, leading, bottom, trailing) = (inset(insets.top), inset(insets.leading), inset(insets.bottom), inset(insets.trailing))
      let content = CGSize(width: SlotLength.clamped(sectionWidth - leading - trailing), height: SlotLength.clamped(visibleHeight - top - bottom))
      let follows = section.supplementariesFollowContentInsets
      let boundaryWidth = follows ? content.width : sectionWidth
      let boundaryX = edges.leading + (follows ? leading : 0)
      let path = IndexPath(item: 0, section: index)

      // Headers (or footers) on one edge: each at `y` in the boundary's width, the edge as tall as the tallest.
      func boundaries(_ edge: NSRectAlignment.VerticalEdge) {
        var tallest: CGFloat = 0
        for item in section.boundarySupplementaryItems where item.alignment.verticalEdge == edge {
          let container = CGSize(width: boundaryWidth, height: content.height)
          let itemWidth = SlotLength.resolve(item.layoutSize.widthDimension, in: container)
          let itemHeight = SlotLength.resolve(item.layoutSize.heightDimension, in: container)
          let supplementary = placer.supplementaryView(item.elementKind, at: path, from: dataSource)
          if let supplementary { section.listStyle?.prepareSupplementary(supplementary, kind: item.elementKind) }
          let widthForAlignment = itemWidth.isEstimated ? nil : itemWidth.value
          let x = boundaryX + (widthForAlignment.map { (boundaryWidth - $0) * item.alignment.horizontalFraction } ?? 0)
          let placed = CompositionalArrangement.leaf(supplementary, item: item, width: itemWidth, height: itemHeight, at: CGPoint(x: x, y: y))
          if let placement = placed.placement {
            placer.pin(placement.view, at: placement.frame, identifier: "UICollectionView-supplementary")
          }
          tallest = max(tallest, placed.slot.height)
        }
        y += tallest
      }

      view.loadingList = section.listStyle.map { ($0, index) }
      defer { view.loadingList = nil }
      if section.boundarySupplementaryItems.contains(where: { $0.alignment.verticalEdge == .top }) { y += spacing(section.headerTopPadding) }
      boundaries(.top)
      y += top
      let supply = CompositionalItemSupply(view: view, dataSource: dataSource, placer: placer, section: index, budget: budget)
      supply.listStyle = section.listStyle
      var arrangement = CompositionalArrangement(supply: supply)
      let groupWidth = SlotLength.resolve(section.group.layoutSize.widthDimension, in: content)
      let groupHeight = SlotLength.resolve(section.group.layoutSize.heightDimension, in: content)
      let groupSpacing = spacing(section.interGroupSpacing)
      var stopped = false
      if section.orthogonalScrollingBehavior == .none {
        var groups = 0
        while supply.hasItems {
          guard y < 2 * height else { stopped = true; break }
          let origin = CGPoint(x: edges.leading + leading, y: y + (groups > 0 ? groupSpacing : 0))
          guard let size = arrangement.arrange(section.group, width: groupWidth, height: groupHeight, at: origin) else { break }
          y = origin.y + size.height
          groups += 1
        }
      } else {
        // One row of groups leading to trailing, past the view's edge (clipped there).
        var x = edges.leading + leading
        if section.orthogonalScrollingBehavior == .groupPagingCentered { x += (content.width - groupWidth.value) / 2 }
        var rowHeight: CGFloat = 0
        var groups = 0
        while supply.hasItems, x < 2 * width {
          let origin = CGPoint(x: x + (groups > 0 ? groupSpacing : 0), y: y)
          guard let size = arrangement.arrange(section.group, width: groupWidth, height: groupHeight, at: origin) else { break }
          x = origin.x + size.width
          rowHeight = max(rowHeight, size.height)
          groups += 1
        }
        y += rowHeight
      }
      for placement in arrangement.placements { placer.pin(placement.view, at: placement.frame) }
      budget = supply.budget
      if stopped || (supply.budget <= 0 && supply.next < supply.count) { break sections }
      y += bottom
      boundaries(.bottom)
    }
  }
}
