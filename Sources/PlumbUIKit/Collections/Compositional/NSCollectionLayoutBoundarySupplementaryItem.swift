import Foundation

/// Where a supplementary view sits on its container's edge (UIKit's `NSRectAlignment`). A section's
/// boundary items are laid out at `.top`, `.topLeading` and `.topTrailing` (headers) and `.bottom`,
/// `.bottomLeading` and `.bottomTrailing` (footers).
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///   layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// ```
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

  /// Whether the alignment is on the top edge (a header) or the bottom edge (a footer), if either.
  var verticalEdge: VerticalEdge? {
    switch self {
    case .top, .topLeading, .topTrailing: return .top
    case .bottom, .bottomLeading, .bottomTrailing: return .bottom
    case .none, .leading, .trailing: return nil
    }
  }

  /// How far along the edge the view sits: 0 at the leading end, ½ centred, 1 at the trailing end.
  var horizontalFraction: CGFloat {
    switch self {
    case .topLeading, .bottomLeading, .leading: return 0
    case .topTrailing, .bottomTrailing, .trailing: return 1
    case .none, .top, .bottom: return 0.5
    }
  }

  enum VerticalEdge: Sendable { case top, bottom }
}

/// A view of a kind other than cells, attached to a layout element (UIKit's
/// `NSCollectionLayoutSupplementaryItem`); the data source's
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)` makes it.
///
/// ```swift
/// let kind = header.elementKind   // "UICollectionElementKindSectionHeader"
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind the data source is asked for.
  public let elementKind: String
  /// The drawing order among overlapping views (kept, not used by Plumb).
  open var zIndex = 1

  init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize)
  }
}

/// A section's header or footer (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`): a view of
/// `elementKind` above the section's content (`.top` alignments) or below it (`.bottom`), its width
/// resolved against the section's (less the content insets' leading and trailing while the section's
/// `supplementariesFollowContentInsets`), an estimated height measured from the view's constraints.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///   layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
///   elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// section.boundarySupplementaryItems = [header]
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// The edge of the section the view sits on.
  public let alignment: NSRectAlignment
  /// How far the view is moved from its place (kept, not used by Plumb).
  public let offset: CGPoint
  /// Whether the view makes the section taller (UIKit's default; Plumb always does).
  open var extendsBoundary = true
  /// Whether the view stays in sight while the section scrolls (Plumb draws at rest: kept, not used).
  open var pinToVisibleBounds = false

  /// A header or footer of `elementKind` on the `alignment` edge.
  ///
  /// ```swift
  /// let footer = NSCollectionLayoutBoundarySupplementaryItem(
  ///   layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
  /// ```
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.alignment = alignment
    offset = .zero
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }

  /// A header or footer moved by `absoluteOffset` from its place (the offset is kept, not applied).
  ///
  /// ```swift
  /// let header = NSCollectionLayoutBoundarySupplementaryItem(
  ///   layoutSize: size, elementKind: "badge", alignment: .top, absoluteOffset: CGPoint(x: 0, y: -8))
  /// ```
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}
