import Foundation

/// How a section's groups scroll across the layout's axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`). At rest every value but `.none` lays the
/// section's groups out in one row leading to trailing, past the collection view's edge (which clips
/// them); `.groupPagingCentered` centres the first group.
///
/// ```swift
/// section.orthogonalScrollingBehavior = .continuous
/// ```
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// What a compositional layout's sections are inset from at their leading and trailing edges (UIKit's
/// `UIContentInsetsReference`): `.automatic` is the safe area.
///
/// ```swift
/// section.contentInsetsReference = .layoutMargins
/// ```
public enum UIContentInsetsReference: Int, Sendable {
  case automatic, none, safeArea, layoutMargins, readableContent
}

/// One section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its `group` repeated for
/// the section's items, one under the other `interGroupSpacing` apart (or in one row with an
/// `orthogonalScrollingBehavior`), inside `contentInsets`, with boundary headers above and footers below
/// (spanning the section's width less its leading and trailing insets while
/// `supplementariesFollowContentInsets`, the whole width otherwise).
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: row)
/// section.interGroupSpacing = 8
/// section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
  /// The group repeated for the section's items.
  public let group: NSCollectionLayoutGroup
  /// The space around the section's groups (a header sits above its top, a footer below its bottom).
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// The space between one group and the next.
  open var interGroupSpacing: CGFloat = 0
  /// Whether the groups scroll across the layout's axis (`.none`: they follow each other along it).
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// Headers (`.top` alignments) and footers (`.bottom`) of the section.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether headers and footers are inset by the section's leading and trailing `contentInsets`.
  open var supplementariesFollowContentInsets = true
  /// What the section's leading and trailing edges are measured from (`.automatic`: the configuration's).
  open var contentInsetsReference = UIContentInsetsReference.automatic
  /// Space above the section's headers (a list's `headerTopPadding`).
  var headerTopPadding: CGFloat = 0
  /// How a list section dresses its cells (`nil`: not a list).
  var listStyle: ListSectionStyle?

  /// A section repeating `group`.
  ///
  /// ```swift
  /// let section = NSCollectionLayoutSection(group: row)
  /// ```
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }
}
