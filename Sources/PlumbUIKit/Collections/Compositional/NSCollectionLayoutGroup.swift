import Foundation

/// Items (or groups) in a row or a column (UIKit's `NSCollectionLayoutGroup`), the unit a section repeats
/// for its items. A group's subitems resolve their fractions against the group's size and are placed
/// leading to trailing (`horizontal`) or top to bottom (`vertical`), `interItemSpacing` apart:
///
/// - `subitems:` — the subitems in order at their own sizes, the list repeated while the next one fits
///   (with `.flexible` spacing the room left over is shared between the gaps);
/// - `subitem:count:` — `count` equal slots dividing the group's length (less the spacing between them);
/// - `repeatingSubitem:count:` — the subitem `count` times at its own size.
///
/// Along an estimated dimension a group is as long as its content: a horizontal group of estimated height
/// is as tall as its tallest item.
///
/// ```swift
/// let row = NSCollectionLayoutGroup.horizontal(
///   layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///   subitem: item, count: 3)
/// row.interItemSpacing = .fixed(8)
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis: Sendable { case horizontal, vertical }
  /// How a group repeats its subitems.
  enum Arrangement: Sendable {
    /// The subitems at their own sizes, repeated while they fit.
    case subitems
    /// `count` slots of equal length dividing the group (`subitem:count:`).
    case divided(count: Int)
    /// The subitem `count` times at its own size (`repeatingSubitem:count:`).
    case repeating(count: Int)
  }

  let axis: Axis
  let arrangement: Arrangement
  /// The group's items and groups.
  public let subitems: [NSCollectionLayoutItem]
  /// The space between subitems along the group's axis (none when `nil`).
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(layoutSize: NSCollectionLayoutSize, axis: Axis, arrangement: Arrangement, subitems: [NSCollectionLayoutItem]) {
    self.axis = axis
    self.arrangement = arrangement
    self.subitems = subitems
    super.init(layoutSize: layoutSize)
  }

  /// A row of `subitems` at their own sizes, repeated while the next one fits.
  ///
  /// ```swift
  /// let pair = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [large, small])
  /// ```
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .subitems, subitems: subitems)
  }

  /// A row of `count` equal slots for `subitem` (its width replaced by the group's, less the spacing, over
  /// `count`; a count below 1 is taken as 1).
  ///
  /// ```swift
  /// let row = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 3)
  /// ```
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .divided(count: count), subitems: [subitem])
  }

  /// A row of `subitem` `count` times at its own size (a count below 1 is taken as 1).
  ///
  /// ```swift
  /// let row = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: third, count: 3)
  /// ```
  open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .repeating(count: count), subitems: [subitem])
  }

  /// A column of `subitems` at their own sizes, repeated while the next one fits.
  ///
  /// ```swift
  /// let stack = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [top, bottom])
  /// ```
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, arrangement: .subitems, subitems: subitems)
  }

  /// A column of `count` equal slots for `subitem` (its height replaced by the group's, less the spacing,
  /// over `count`).
  ///
  /// ```swift
  /// let column = NSCollectionLayoutGroup.vertical(layoutSize: size, subitem: item, count: 2)
  /// ```
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, arrangement: .divided(count: count), subitems: [subitem])
  }

  /// A column of `subitem` `count` times at its own size.
  ///
  /// ```swift
  /// let column = NSCollectionLayoutGroup.vertical(layoutSize: size, repeatingSubitem: half, count: 2)
  /// ```
  open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                           count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, arrangement: .repeating(count: count), subitems: [subitem])
  }
}
