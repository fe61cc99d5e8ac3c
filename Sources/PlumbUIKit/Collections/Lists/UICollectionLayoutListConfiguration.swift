import Foundation
import PlumbLayout

/// A list section's look (UIKit's `UICollectionLayoutListConfiguration`, iOS 14): table-like rows in a
/// compositional layout, in UIKit's plain, grouped or inset-grouped appearance, with optional headers and
/// footers and separators between rows. Build the layout with `UICollectionViewCompositionalLayout.list(using:)`
/// or a section with `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
///
/// The rows are full-width `UICollectionViewListCell`s sized by their content (44 points for a line of body
/// text), laid out as a table's: an inset-grouped section is a card 16 points in (20 on screens wider than
/// 390) with 10-point corners; grouped sections start 18 points apart, or 55⅓ with a one-line header.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
public struct UICollectionLayoutListConfiguration {
  /// UIKit's list appearances.
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge on `systemBackground`, a separator under every row.
    case plain
    /// Sections apart on `systemGroupedBackground`.
    case grouped
    /// Grouped, each section a rounded card inset from the sides.
    case insetGrouped
    /// A sidebar's rows (drawn as `insetGrouped` rows without a card background in Plumb).
    case sidebar
    /// A plain sidebar (drawn as `plain`).
    case sidebarPlain
  }

  /// Where a section's header comes from.
  public enum HeaderMode: Int, Sendable {
    /// No header.
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` from the data source.
    case supplementary
    /// The section's first item, drawn as a header (no background or separator).
    case firstItemInSection
  }

  /// Where a section's footer comes from.
  public enum FooterMode: Int, Sendable {
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter` from the data source.
    case supplementary
  }

  public var appearance: Appearance
  public var headerMode = HeaderMode.none
  public var footerMode = FooterMode.none
  /// Whether rows have separators between them (default true).
  public var showsSeparators = true
  /// The list's background (`nil`: the appearance's, `systemGroupedBackground` for grouped ones).
  public var backgroundColor: UIColor?
  /// Extra space above each section header (`nil`: the appearance's; 22½ for grouped ones, 0 for plain).
  public var headerTopPadding: CGFloat?

  /// A list of `appearance`, without headers or footers.
  public init(appearance: Appearance) { self.appearance = appearance }

  /// Whether sections are apart on the grouped background.
  var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }
  /// Whether each section is a rounded card.
  var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }
  /// The space above a header: the padding set, else the appearance's.
  var resolvedHeaderTopPadding: CGFloat {
    if let headerTopPadding, headerTopPadding.isFinite { return max(0, headerTopPadding) }
    return isGrouped ? 55.5 - 16 - 10 - 7 : 0
  }
}

extension NSCollectionLayoutSection {
  /// A list section (UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`): full-width rows
  /// sized by their content, inset and spaced as `configuration`'s appearance.
  ///
  /// ```swift
  /// UICollectionViewCompositionalLayout { index, environment in
  ///   .list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
  /// }
  /// ```
  public static func list(using configuration: UICollectionLayoutListConfiguration,
                          layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let rowHeight = NSCollectionLayoutDimension.estimated(Layout.ControlMetrics.tableRowHeight)
    let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: rowHeight)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
    let section = NSCollectionLayoutSection(group: group)
    let side = UITableView.sideMargin(forWidth: layoutEnvironment.container.effectiveContentSize.width)
    let inset: CGFloat = configuration.isInset ? side : 0
    let titled = configuration.headerMode != .none
    let top: CGFloat = configuration.isGrouped && !titled ? 18 : (configuration.headerMode == .firstItemInSection ? configuration.resolvedHeaderTopPadding : 0)
    section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: inset, bottom: 0, trailing: inset)
    let estimated = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: rowHeight)
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: estimated, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
      section.headerTopPadding = configuration.resolvedHeaderTopPadding
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: estimated, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    section.listStyle = ListSectionStyle(configuration: configuration, side: side)
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list (UIKit's `UICollectionViewCompositionalLayout.list(using:)`).
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
  /// ```
  public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
    layout.listConfiguration = configuration
    return layout
  }
}
