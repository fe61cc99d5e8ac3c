import Foundation

/// The space a compositional layout lays its sections out in (UIKit's `NSCollectionLayoutContainer`):
/// `contentSize` is the collection view's width and visible height (below the safe area's top, above its
/// bottom), `effectiveContentSize` that less the `effectiveContentInsets` of the layout's
/// `contentInsetsReference` (the safe area's left and right by default).
///
/// ```swift
/// let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
/// ```
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
  /// The collection view's width and visible height.
  var contentSize: CGSize { get }
  /// `contentSize` less `effectiveContentInsets`: what a section's width is.
  var effectiveContentSize: CGSize { get }
  /// The container's own insets (none: a collection view's `contentInset` is zero at rest).
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets of the layout's `contentInsetsReference` (the safe area's sides by default).
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where its section goes (UIKit's `NSCollectionLayoutEnvironment`):
/// the container's sizes and the collection view's traits.
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout { section, environment in
///   environment.traitCollection.horizontalSizeClass == .regular ? wideSection() : narrowSection()
/// }
/// ```
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// The space the section is laid out in.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits (size classes, type size, direction).
  var traitCollection: UITraitCollection { get }
}

/// The container and environment a collection view hands its compositional layout.
@preconcurrency @MainActor
final class CollectionLayoutContainer: NSCollectionLayoutContainer, NSCollectionLayoutEnvironment {
  let contentSize: CGSize
  let contentInsets = NSDirectionalEdgeInsets.zero
  let effectiveContentInsets: NSDirectionalEdgeInsets
  let traitCollection: UITraitCollection
  var container: any NSCollectionLayoutContainer { self }

  var effectiveContentSize: CGSize {
    CGSize(width: max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
           height: max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
  }

  init(contentSize: CGSize, effectiveContentInsets: NSDirectionalEdgeInsets, traitCollection: UITraitCollection) {
    self.contentSize = contentSize
    self.effectiveContentInsets = effectiveContentInsets
    self.traitCollection = traitCollection
  }
}
