/// One of UIKit's eleven text styles, with Apple's Dynamic Type point sizes.
///
/// ```swift
/// TextStyle.body.pointSize(for: .large)   // 17
/// TextStyle.body.pointSize(for: .ax5)     // 53
/// TextStyle.headline.weight               // .semibold
/// ```
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// The point size at a content size category (Apple's HIG table, xSmall … AX5).
  public func pointSize(for category: ContentSizeCategory) -> Double {
    Double(Self.table[self]![category.index])
  }

  /// The weight of the style: semibold for `headline`, regular for the rest.
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// The font this style resolves to at a content size category, in the system family.
  ///
  /// ```swift
  /// TextStyle.title1.font(for: .ax1)   // Inter 38 regular
  /// ```
  public func font(for category: ContentSizeCategory) -> FontSpec {
    var font = FontSpec(family: FontSpec.systemFamily, size: pointSize(for: category), weight: weight)
    font.leading = leading(for: category)
    return font
  }

  /// The leading of the style's font at a content size category: the points UILabel and TextKit put between
  /// lines (UIKit's text-style fonts have it; `UIFont.systemFont(ofSize:)`, even scaled by `UIFontMetrics`,
  /// does not). At Large it is Apple's line height for the style (body 22) less SF's ascender and descender
  /// at the style's size (20.29 at 17); at other sizes it scales with the point size.
  ///
  /// ```swift
  /// TextStyle.body.leading(for: .large)       // 1.71: two body lines are 20.29 + 1.71 + 20.29 = 42.29
  /// TextStyle.caption2.leading(for: .large)   // 0
  /// ```
  public func leading(for category: ContentSizeCategory) -> Double {
    let large = pointSize(for: .large)
    let atLarge = max(0, Self.lineHeightAtLarge[self]! - large * Self.sanFranciscoLineHeightPerPoint)
    return atLarge * pointSize(for: category) / large
  }

  /// Apple's line heights of the styles at the Large (default) category (Human Interface Guidelines).
  private static let lineHeightAtLarge: [TextStyle: Double] = [
    .largeTitle: 41, .title1: 34, .title2: 28, .title3: 25, .headline: 22, .body: 22, .callout: 21,
    .subheadline: 20, .footnote: 18, .caption1: 16, .caption2: 13,
  ]

  /// SF Pro's ascender plus descender per point (1950 + 494 of 2048 units), UIFont's `lineHeight` without leading.
  private static let sanFranciscoLineHeightPerPoint = (1950.0 + 494.0) / 2048.0

  private static let table: [TextStyle: [Int]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]
}
