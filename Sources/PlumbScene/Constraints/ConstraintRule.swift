import PlumbLayout

/// The rules of `NSLayoutConstraint` a constraint must follow; each error names the rule it breaks.
///
/// ```swift
/// ConstraintRule.check(first: .init(item: "a", attribute: .leading), second: .init(item: "b", attribute: .top),
///                      multiplier: 1, guides: [])   // .sameAxis
/// ```
public enum ConstraintRule: String, CaseIterable, Hashable, Sendable {
  /// An x-axis attribute relates only to an x-axis attribute, and y to y (sizes excepted).
  case sameAxis = "same axis"
  /// A size (`width`, `height`) relates only to a size or to a constant.
  case sizeWithSize = "size with size"
  /// `leading`/`trailing` cannot be mixed with `left`/`right`.
  case noMixedDirections = "no mixed directions"
  /// A location cannot equal a constant: it needs a second item.
  case locationNeedsItem = "location needs an item"
  /// A location cannot be multiplied by 0 (that, too, makes it a constant).
  case nonzeroMultiplier = "nonzero multiplier"
  /// Layout guides (`safeArea` and `guide` nodes) have edges, centres and sizes, but no margins or baselines.
  case guideAttributes = "guide attributes"

  /// What the rule says, in a sentence fragment.
  ///
  /// ```swift
  /// ConstraintRule.noMixedDirections.explanation   // "leading and trailing cannot be mixed with left and right"
  /// ```
  public var explanation: String {
    switch self {
    case .sameAxis: return "a horizontal attribute can only relate to a horizontal one, and a vertical to a vertical"
    case .sizeWithSize: return "a width or height can only relate to a width, a height or a constant"
    case .noMixedDirections: return "leading and trailing cannot be mixed with left and right"
    case .locationNeedsItem: return "a location attribute cannot equal a constant; relate it to another item"
    case .nonzeroMultiplier: return "a location attribute cannot have a multiplier of 0"
    case .guideAttributes: return "a layout guide has no margins or baselines"
    }
  }

  /// The first rule a constraint breaks, or `nil` when it is valid.
  ///
  /// - Parameters:
  ///   - first: the constrained item and attribute.
  ///   - second: the related item and attribute, or `nil` for a constant.
  ///   - multiplier: the multiplier of `second`.
  ///   - guides: the ids that are layout guides (`safeArea` is always one).
  ///
  /// ```swift
  /// ConstraintRule.check(first: .init(item: "a", attribute: .width), second: nil, multiplier: 1, guides: [])  // nil
  /// ```
  public static func check(
    first: Layout.AnchorRef, second: Layout.AnchorRef?, multiplier: Double, guides: Set<String>
  ) -> ConstraintRule? {
    for anchor in [first, second].compactMap({ $0 }) where guides.contains(anchor.item) || anchor.item == "safeArea" {
      if !guideAnchors.contains(anchor.attribute) { return .guideAttributes }
    }
    guard let second else {
      return first.attribute.isSize ? nil : .locationNeedsItem
    }
    if first.attribute.isSize != second.attribute.isSize { return .sizeWithSize }
    if !first.attribute.isSize && first.attribute.axis != second.attribute.axis { return .sameAxis }
    if (first.attribute.isDirectional && second.attribute.isAbsoluteHorizontal)
      || (first.attribute.isAbsoluteHorizontal && second.attribute.isDirectional)
    {
      return .noMixedDirections
    }
    if !first.attribute.isSize && multiplier == 0 { return .nonzeroMultiplier }
    return nil
  }

  private static let guideAnchors: Set<Layout.Attribute> = [
    .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
  ]
}
