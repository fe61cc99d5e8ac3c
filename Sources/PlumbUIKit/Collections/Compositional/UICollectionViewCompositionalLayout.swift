import Foundation

/// Makes the section at an index for an environment, or ends the layout with `nil` (UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`).
///
/// ```swift
/// let provider: UICollectionViewCompositionalLayoutSectionProvider = { index, _ in index == 0 ? banner : grid }
/// ```
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A compositional layout's settings for all its sections (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`): the space between sections and what their edges
/// are measured from. Plumb lays out vertically scrolling layouts.
///
/// ```swift
/// let configuration = UICollectionViewCompositionalLayoutConfiguration()
/// configuration.interSectionSpacing = 20
/// ```
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The direction the sections follow each other (kept; Plumb lays them out vertically).
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The space between one section and the next.
  open var interSectionSpacing: CGFloat = 0
  /// What the sections' leading and trailing edges are measured from (`.automatic`: the safe area).
  open var contentInsetsReference = UIContentInsetsReference.automatic

  /// UIKit's defaults: vertical, no spacing between sections, insets from the safe area.
  ///
  /// ```swift
  /// let configuration = UICollectionViewCompositionalLayoutConfiguration()
  /// ```
  public override init() { super.init() }
}

/// A layout of sections made of groups of items (UIKit's `UICollectionViewCompositionalLayout`), drawn at
/// rest from the content's top below the safe area: the sections one under the other,
/// `interSectionSpacing` apart, each its group repeated for its items. Fractions resolve against the
/// containing group, a section's group against the container (the collection view's width inset by the
/// safe area's left and right) less the section's content insets; estimated sizes are measured from the
/// cells' constraints.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
/// let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)), subitem: item, count: 3)
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
/// ```
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  /// The list configuration of a layout made by `list(using:)`.
  var listConfiguration: UICollectionLayoutListConfiguration?
  /// The settings of all sections; setting them lays the collection view out again.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  /// Every section laid out as `section`.
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout(section: section)
  /// ```
  public init(section: NSCollectionLayoutSection) {
    sectionProvider = { _, _ in section }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// Every section laid out as `section`, with the configuration's spacing and insets reference.
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
  /// ```
  public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    sectionProvider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  /// Each section as the provider makes it for its index (the layout ends at the first `nil`).
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout { index, environment in
  ///   index == 0 ? carouselSection() : gridSection(width: environment.container.effectiveContentSize.width)
  /// }
  /// ```
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.sectionProvider = sectionProvider
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// Each section as the provider makes it, with the configuration's spacing and insets reference.
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout(sectionProvider: provider, configuration: configuration)
  /// ```
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
              configuration: UICollectionViewCompositionalLayoutConfiguration) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }
}
