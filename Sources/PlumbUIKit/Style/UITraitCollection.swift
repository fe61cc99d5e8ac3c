import Foundation
import PlumbLayout

/// The user's preferred text size (UIKit's `UIContentSizeCategory`), from `.extraSmall` to
/// `.accessibilityExtraExtraExtraLarge`; `.large` is the default.
///
/// ```swift
/// UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory   // true
/// UIContentSizeCategory.extraLarge > .large                           // true
/// ```
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// Plumb's type size (`large` for `unspecified`).
  var plumb: ContentSizeCategory {
    guard let index = Self.ordered.firstIndex(of: self) else { return .large }
    return ContentSizeCategory.allCases[index]
  }

  init(_ category: ContentSizeCategory) { self = Self.ordered[category.index] }

  public var isAccessibilityCategory: Bool { plumb.isAccessibility && self != .unspecified }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.plumb < rhs.plumb }
}

/// The traits of a view's environment (UIKit's `UITraitCollection`): appearance, type size, layout
/// direction, size classes, scale, contrast. Unset traits are `unspecified` and take the environment's value.
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// let big = UITraitCollection(traitsFrom: [dark, UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)])
/// UIColor.label.resolvedColor(with: dark)   // white
/// ```
open class UITraitCollection: NSObject, @unchecked Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let preferredContentSizeCategory: UIContentSizeCategory
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let displayScale: CGFloat
  public let accessibilityContrast: UIAccessibilityContrast
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let legibilityWeight: UILegibilityWeight

  init(
    style: UIUserInterfaceStyle = .unspecified, contentSize: UIContentSizeCategory = .unspecified,
    direction: UITraitEnvironmentLayoutDirection = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
    vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0,
    contrast: UIAccessibilityContrast = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
    legibility: UILegibilityWeight = .unspecified
  ) {
    userInterfaceStyle = style; preferredContentSizeCategory = contentSize; layoutDirection = direction
    horizontalSizeClass = horizontal; verticalSizeClass = vertical; displayScale = scale
    accessibilityContrast = contrast; userInterfaceIdiom = idiom; legibilityWeight = legibility
    super.init()
  }

  /// A collection with every trait unspecified.
  public override convenience init() { self.init(style: .unspecified) }
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(contentSize: preferredContentSizeCategory)
  }
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
  public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
  public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(contrast: accessibilityContrast) }
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
  public convenience init(legibilityWeight: UILegibilityWeight) { self.init(legibility: legibilityWeight) }

  /// The traits of every collection, later ones winning where they specify a trait.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var style = UIUserInterfaceStyle.unspecified, size = UIContentSizeCategory.unspecified
    var direction = UITraitEnvironmentLayoutDirection.unspecified
    var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
    var scale: CGFloat = 0, contrast = UIAccessibilityContrast.unspecified, idiom = UIUserInterfaceIdiom.unspecified
    var legibility = UILegibilityWeight.unspecified
    for traits in traitCollections {
      if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
      if traits.preferredContentSizeCategory != .unspecified { size = traits.preferredContentSizeCategory }
      if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
      if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
      if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
      if traits.displayScale != 0 { scale = traits.displayScale }
      if traits.accessibilityContrast != .unspecified { contrast = traits.accessibilityContrast }
      if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
      if traits.legibilityWeight != .unspecified { legibility = traits.legibilityWeight }
    }
    self.init(
      style: style, contentSize: size, direction: direction, horizontal: horizontal, vertical: vertical, scale: scale,
      contrast: contrast, idiom: idiom, legibility: legibility)
  }

  /// Whether every trait `trait` specifies has the same value here.
  open func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return UITraitCollection(traitsFrom: [self, trait]) == self
  }

  /// Whether dynamic colours may resolve differently (appearance or contrast differ).
  open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    userInterfaceStyle != traitCollection?.userInterfaceStyle
      || accessibilityContrast != traitCollection?.accessibilityContrast
  }

  /// The traits Plumb lays out with when nothing hosts a view: an iPhone in light mode, default type
  /// size, left to right, scale 2.
  public static let standard = UITraitCollection(
    style: .light, contentSize: .large, direction: .leftToRight, horizontal: .compact, vertical: .regular, scale: 2,
    contrast: .normal, idiom: .phone, legibility: .regular)

  /// The traits dynamic colours resolve with in `performAsCurrent` (default: `standard`).
  nonisolated(unsafe) public static var current: UITraitCollection = standard

  /// Runs `actions` with this collection as `UITraitCollection.current`.
  open func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let saved = UITraitCollection.current
    UITraitCollection.current = UITraitCollection(traitsFrom: [saved, self])
    defer { UITraitCollection.current = saved }
    try actions()
  }

  /// A copy with another appearance.
  func replacing(style: UIUserInterfaceStyle) -> UITraitCollection {
    UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
  }

  /// Unspecified traits filled in from `standard`.
  var completed: UITraitCollection { UITraitCollection(traitsFrom: [UITraitCollection.standard, self]) }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return userInterfaceStyle == other.userInterfaceStyle
      && preferredContentSizeCategory == other.preferredContentSizeCategory
      && layoutDirection == other.layoutDirection && horizontalSizeClass == other.horizontalSizeClass
      && verticalSizeClass == other.verticalSizeClass && displayScale == other.displayScale
      && accessibilityContrast == other.accessibilityContrast && userInterfaceIdiom == other.userInterfaceIdiom
      && legibilityWeight == other.legibilityWeight
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(userInterfaceStyle); hasher.combine(preferredContentSizeCategory)
    hasher.combine(layoutDirection); hasher.combine(displayScale)
    return hasher.finalize()
  }

  open override var description: String { descriptionText }
  var descriptionText: String {
    "<UITraitCollection: style \(userInterfaceStyle), size \(preferredContentSizeCategory.rawValue), "
      + "direction \(layoutDirection), scale \(displayScale), contrast \(accessibilityContrast)>"
  }
}

extension UITraitCollection {
  /// The appearance Plumb resolves dynamic colours for (light unless dark).
  var plumbStyle: UserInterfaceStyle { userInterfaceStyle == .dark ? .dark : .light }
  /// The contrast Plumb resolves dynamic colours for (normal unless high).
  var plumbContrast: AccessibilityContrast { accessibilityContrast == .high ? .high : .normal }
}
