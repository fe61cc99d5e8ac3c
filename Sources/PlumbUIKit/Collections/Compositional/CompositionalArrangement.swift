import Foundation

/// A resolved side of a slot: points, or an estimate the view's measured size replaces.
enum SlotLength: Sendable {
  case fixed(CGFloat)
  case estimated(CGFloat)

  var value: CGFloat {
    switch self {
    case .fixed(let length), .estimated(let length): return length
    }
  }

  var isEstimated: Bool {
    if case .estimated = self { return true }
    return false
  }

  /// The longest side Plumb places (lengths past it, such as a fraction of 1e300, are taken as it).
  static let maximum: CGFloat = 100_000

  /// `length` as a number of points Plumb can place: not finite or negative counts as zero.
  static func clamped(_ length: CGFloat) -> CGFloat {
    length.isFinite ? min(max(0, length), maximum) : 0
  }

  /// `dimension` resolved against a container's size.
  ///
  /// ```swift
  /// SlotLength.resolve(.fractionalWidth(0.5), in: CGSize(width: 390, height: 844))   // .fixed(195)
  /// ```
  static func resolve(_ dimension: NSCollectionLayoutDimension, in container: CGSize) -> SlotLength {
    switch dimension.kind {
    case .fractionalWidth: return .fixed(clamped(dimension.dimension * container.width))
    case .fractionalHeight: return .fixed(clamped(dimension.dimension * container.height))
    case .absolute: return .fixed(clamped(dimension.dimension))
    case .estimated: return .estimated(clamped(dimension.dimension))
    }
  }
}

/// A view and its frame (x from the collection view's leading edge, y from the content's top).
struct CompositionalPlacement {
  let view: UIView
  var frame: CGRect
}

/// Hands out one section's cells in item order, added to the collection view, while the section has items
/// and the collection view's budget (`maximumLoadedItems`) lasts.
@preconcurrency @MainActor
final class CompositionalItemSupply {
  let view: UICollectionView
  let dataSource: UICollectionViewDataSource
  let placer: CollectionItems.Placer
  let section: Int
  let count: Int
  private(set) var next = 0
  /// The items the collection view may still ask for (across sections).
  var budget: Int
  /// How a list section dresses its cells (`nil`: not a list).
  var listStyle: ListSectionStyle?

  init(view: UICollectionView, dataSource: UICollectionViewDataSource, placer: CollectionItems.Placer, section: Int, budget: Int) {
    self.view = view
    self.dataSource = dataSource
    self.placer = placer
    self.section = section
    count = view.numberOfItems(inSection: section)
    self.budget = budget
  }

  var hasItems: Bool { next < count && budget > 0 }

  /// The next item's slot: its cell, added to the collection view (`nil` when the data source handed out a
  /// cell shown elsewhere: the slot stays empty); `nil` when the items or the budget are used up.
  func nextItem() -> UICollectionViewCell?? {
    guard hasItems else { return nil }
    let path = IndexPath(item: next, section: section)
    next += 1
    budget -= 1
    let cell = dataSource.collectionView(view, cellForItemAt: path)
    guard cell.storedSuperview == nil || cell.storedSuperview === view else { return .some(nil) }
    view.loadedCells[path] = cell
    // The cell's `updateConfiguration(using:)` runs before it is measured, as UIKit's does before display.
    cell.updateConfigurationIfNeeded()
    placer.add(cell)
    listStyle?.prepare(cell, item: path.item, count: count)
    return .some(cell)
  }
}

/// How a compositional layout's groups place their items: each group's subitems along its axis, each item's
/// cell in its slot, as UIKit lays them out at rest.
@preconcurrency @MainActor
struct CompositionalArrangement {
  let supply: CompositionalItemSupply
  private(set) var placements: [CompositionalPlacement] = []

  init(supply: CompositionalItemSupply) { self.supply = supply }

  /// The most slots a group made with `count:` divides itself into.
  static let maximumCount = 1_000_000

  /// Lays `item` (an item or a group) out with its slot's top-leading corner at `origin`; returns the slot's
  /// size, or `nil` when no item was left for it.
  mutating func arrange(_ item: NSCollectionLayoutItem, width: SlotLength, height: SlotLength, at origin: CGPoint) -> CGSize? {
    if let group = item as? NSCollectionLayoutGroup { return arrange(group, width: width, height: height, at: origin) }
    guard let next = supply.nextItem() else { return nil }
    let placed = Self.leaf(next, item: item, width: width, height: height, at: origin)
    if let placement = placed.placement { placements.append(placement) }
    return placed.slot
  }

  /// One view in a slot: inset by the item's `contentInsets` along each side that is not estimated, its
  /// measured size (from its constraints) along an estimated side, which is then the slot's.
  static func leaf(_ view: UIView?, item: NSCollectionLayoutItem, width: SlotLength, height: SlotLength,
                   at origin: CGPoint) -> (slot: CGSize, placement: CompositionalPlacement?) {
    let insets = item.contentInsets
    func inset(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    let (leading, trailing, top, bottom) = (inset(insets.leading), inset(insets.trailing), inset(insets.top), inset(insets.bottom))
    var viewWidth = width.isEstimated ? nil : SlotLength.clamped(width.value - leading - trailing)
    var viewHeight = height.isEstimated ? nil : SlotLength.clamped(height.value - top - bottom)
    if let view {
      let measured = measure(view, width: viewWidth, height: viewHeight)
      viewWidth = viewWidth ?? measured.width
      viewHeight = viewHeight ?? measured.height
    }
    let size = CGSize(width: viewWidth ?? width.value, height: viewHeight ?? height.value)
    let slot = CGSize(width: width.isEstimated ? size.width : width.value, height: height.isEstimated ? size.height : height.value)
    let frame = CGRect(x: origin.x + (width.isEstimated ? 0 : leading), y: origin.y + (height.isEstimated ? 0 : top),
                       width: size.width, height: size.height)
    return (slot, view.map { CompositionalPlacement(view: $0, frame: frame) })
  }

  /// The size `view`'s constraints give it along the sides not given (`systemLayoutSizeFitting`: a given
  /// side required, an open one as small as the content allows).
  static func measure(_ view: UIView, width: CGFloat?, height: CGFloat?) -> CGSize {
    guard width == nil || height == nil else { return CGSize(width: width ?? 0, height: height ?? 0) }
    let fitted = view.systemLayoutSizeFitting(
      CGSize(width: width ?? UIView.layoutFittingCompressedSize.width, height: height ?? UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: width == nil ? .fittingSizeLevel : .required,
      verticalFittingPriority: height == nil ? .fittingSizeLevel : .required)
    return CGSize(width: width ?? SlotLength.clamped(fitted.width), height: height ?? SlotLength.clamped(fitted.height))
  }

  /// A group: its subitems one after another along its axis, `interItemSpacing` apart.
  private mutating func arrange(_ group: NSCollectionLayoutGroup, width: SlotLength, height: SlotLength, at origin: CGPoint) -> CGSize? {
    let horizontal = group.axis == .horizontal
    let along = horizontal ? width : height
    let across = horizontal ? height : width
    let container = CGSize(width: width.value, height: height.value)
    let spacing = SlotLength.clamped(group.interItemSpacing?.spacing ?? 0)
    let flexible = group.interItemSpacing?.isFlexibleSpacing ?? false
    guard !group.subitems.isEmpty else { return nil }

    // The subitems to place and how long each is along the axis (nil: its own length).
    let count: Int
    var dividedLength: CGFloat?
    switch group.arrangement {
    case .subitems:
      // Along an estimated length the list is placed once; otherwise repeated while the next one fits.
      count = along.isEstimated ? group.subitems.count : Int.max
    case .divided(let stated):
      count = min(max(1, stated), Self.maximumCount)
      if !along.isEstimated { dividedLength = SlotLength.clamped((along.value - CGFloat(count - 1) * spacing) / CGFloat(count)) }
    case .repeating(let stated):
      count = min(max(1, stated), Self.maximumCount)
    }

    var position: CGFloat = 0
    var starts: [Int] = []
    var acrossLength: CGFloat?
    // Items whose side across the group is a fraction of it, in a group whose side across is estimated:
    // stretched to the group's side once it is known.
    var stretched: [(placement: Int, item: NSCollectionLayoutItem, fraction: CGFloat)] = []
    var index = 0
    while index < count {
      let subitem = group.subitems[index % group.subitems.count]
      var childWidth = SlotLength.resolve(subitem.layoutSize.widthDimension, in: container)
      var childHeight = SlotLength.resolve(subitem.layoutSize.heightDimension, in: container)
      if let dividedLength {
        if horizontal { childWidth = .fixed(dividedLength) } else { childHeight = .fixed(dividedLength) }
      }
      let childAlong = horizontal ? childWidth : childHeight
      if case .subitems = group.arrangement, !along.isEstimated, index > 0,
        position + childAlong.value > along.value + 0.01 { break }
      let childOrigin = horizontal ? CGPoint(x: origin.x + position, y: origin.y) : CGPoint(x: origin.x, y: origin.y + position)
      let start = placements.count
      guard let size = arrange(subitem, width: childWidth, height: childHeight, at: childOrigin) else { break }
      starts.append(start)
      let acrossDimension = horizontal ? subitem.layoutSize.heightDimension : subitem.layoutSize.widthDimension
      let fractionOfAcross = horizontal ? acrossDimension.isFractionalHeight : acrossDimension.isFractionalWidth
      if across.isEstimated, fractionOfAcross, !(subitem is NSCollectionLayoutGroup) {
        if placements.count > start { stretched.append((start, subitem, acrossDimension.dimension)) }
      } else {
        acrossLength = max(acrossLength ?? 0, horizontal ? size.height : size.width)
      }
      position += (horizontal ? size.width : size.height) + spacing
      index += 1
    }
    guard !starts.isEmpty else { return nil }
    let used = position - spacing

    // Flexible spacing: the room left shares itself between the gaps.
    if flexible, !along.isEstimated, starts.count > 1, along.value > used {
      let extra = (along.value - used) / CGFloat(starts.count - 1)
      for (order, start) in starts.enumerated() where order > 0 {
        let end = order + 1 < starts.count ? starts[order + 1] : placements.count
        for placement in start..<end {
          if horizontal { placements[placement].frame.origin.x += extra * CGFloat(order) } else { placements[placement].frame.origin.y += extra * CGFloat(order) }
        }
      }
    }

    let alongLength = along.isEstimated ? used : along.value
    let acrossFinal = across.isEstimated ? (acrossLength ?? across.value) : across.value
    for entry in stretched {
      let slot = SlotLength.clamped(entry.fraction * acrossFinal)
      let insets = entry.item.contentInsets
      let (before, after) = horizontal ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
      let inner = SlotLength.clamped(slot - (before.isFinite ? before : 0) - (after.isFinite ? after : 0))
      if horizontal {
        placements[entry.placement].frame.origin.y = origin.y + (before.isFinite ? before : 0)
        placements[entry.placement].frame.size.height = inner
      } else {
        placements[entry.placement].frame.origin.x = origin.x + (before.isFinite ? before : 0)
        placements[entry.placement].frame.size.width = inner
      }
    }
    return horizontal ? CGSize(width: alongLength, height: acrossFinal) : CGSize(width: acrossFinal, height: alongLength)
  }
}
