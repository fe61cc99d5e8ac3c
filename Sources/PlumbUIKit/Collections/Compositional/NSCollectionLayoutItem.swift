import Foundation

/// The smallest piece of a compositional layout (UIKit's `NSCollectionLayoutItem`): a slot of `layoutSize`
/// for one cell, the cell inset in it by `contentInsets` (except along an estimated dimension, where the
/// cell's measured size is the slot's, as UIKit ignores the insets there).
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
  /// The slot's size, its fractions resolved against the group the item is in.
  public let layoutSize: NSCollectionLayoutSize
  /// How far the cell is inset in its slot (not along an estimated dimension).
  open var contentInsets = NSDirectionalEdgeInsets.zero

  /// An item of `layoutSize`.
  ///
  /// ```swift
  /// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
  ///   widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
  /// ```
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
    super.init()
  }
}
