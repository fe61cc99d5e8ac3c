import Foundation

/// The space between a group's subitems (UIKit's `NSCollectionLayoutSpacing`): fixed, or flexible — at
/// least that much, the room a group of `subitems:` has left over shared between its gaps.
///
/// ```swift
/// group.interItemSpacing = .fixed(8)
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
  /// The points of the spacing (the least, for a flexible one).
  public let spacing: CGFloat
  /// Whether the spacing may grow into the room a group has left.
  public let isFlexibleSpacing: Bool
  /// Whether the spacing is exactly `spacing`.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
    super.init()
  }

  /// At least `flexibleSpacing` points, more where the group has room left.
  ///
  /// ```swift
  /// group.interItemSpacing = .flexible(10)
  /// ```
  open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
  }

  /// Exactly `fixedSpacing` points.
  ///
  /// ```swift
  /// group.interItemSpacing = .fixed(8)
  /// ```
  open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
  }
}
