import Foundation

/// A trait that can be overridden or removed by type (UIKit's `UITraitDefinition`): the system traits
/// below, as `traitOverrides.remove(UITraitUserInterfaceStyle.self)` names them.
///
/// ```swift
/// view.traitOverrides.contains(UITraitUserInterfaceStyle.self)
/// ```
public protocol UITraitDefinition {
  /// Which of the system traits this is.
  static var plumbTrait: UITraitOverrides.Trait { get }
}

/// Appearance (light or dark).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static var plumbTrait: UITraitOverrides.Trait { .userInterfaceStyle }
}
/// The Dynamic Type size.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static var plumbTrait: UITraitOverrides.Trait { .preferredContentSizeCategory }
}
/// The horizontal size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  public static var plumbTrait: UITraitOverrides.Trait { .horizontalSizeClass }
}
/// The vertical size class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  public static var plumbTrait: UITraitOverrides.Trait { .verticalSizeClass }
}
/// The layout direction.
public enum UITraitLayoutDirection: UITraitDefinition {
  public static var plumbTrait: UITraitOverrides.Trait { .layoutDirection }
}
/// The display scale.
public enum UITraitDisplayScale: UITraitDefinition {
  public static var plumbTrait: UITraitOverrides.Trait { .displayScale }
}
/// Increased contrast.
public enum UITraitAccessibilityContrast: UITraitDefinition {
  public static var plumbTrait: UITraitOverrides.Trait { .accessibilityContrast }
}
/// Bold text.
public enum UITraitLegibilityWeight: UITraitDefinition {
  public static var plumbTrait: UITraitOverrides.Trait { .legibilityWeight }
}
/// The device family.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  public static var plumbTrait: UITraitOverrides.Trait { .userInterfaceIdiom }
}

/// Traits a view or view controller sets for itself and what it contains (UIKit's `traitOverrides`,
/// iOS 17): each one set wins over the inherited value; unset ones are inherited.
///
/// ```swift
/// controller.traitOverrides.userInterfaceStyle = .dark
/// controller.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
/// controller.traitOverrides.remove(UITraitUserInterfaceStyle.self)
/// ```
public struct UITraitOverrides {
  /// The system traits.
  public enum Trait: Sendable {
    case userInterfaceStyle, preferredContentSizeCategory, horizontalSizeClass, verticalSizeClass, layoutDirection
    case displayScale, accessibilityContrast, legibilityWeight, userInterfaceIdiom
  }

  /// The overridden appearance (`unspecified`: inherited).
  public var userInterfaceStyle = UIUserInterfaceStyle.unspecified
  /// The overridden Dynamic Type size.
  public var preferredContentSizeCategory = UIContentSizeCategory.unspecified
  /// The overridden horizontal size class.
  public var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
  /// The overridden vertical size class.
  public var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
  /// The overridden layout direction.
  public var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
  /// The overridden display scale (0: inherited).
  public var displayScale: CGFloat = 0
  /// The overridden contrast.
  public var accessibilityContrast = UIAccessibilityContrast.unspecified
  /// The overridden text weight.
  public var legibilityWeight = UILegibilityWeight.unspecified
  /// The overridden device family.
  public var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified

  /// Nothing overridden.
  public init() {}

  /// Whether `trait` is overridden.
  ///
  /// ```swift
  /// view.traitOverrides.contains(UITraitUserInterfaceStyle.self)
  /// ```
  public func contains(_ trait: UITraitDefinition.Type) -> Bool {
    var without = self
    without.remove(trait)
    return without.collection != collection
  }

  /// Stops overriding `trait`.
  ///
  /// ```swift
  /// view.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
  /// ```
  public mutating func remove(_ trait: UITraitDefinition.Type) {
    switch trait.plumbTrait {
    case .userInterfaceStyle: userInterfaceStyle = .unspecified
    case .preferredContentSizeCategory: preferredContentSizeCategory = .unspecified
    case .horizontalSizeClass: horizontalSizeClass = .unspecified
    case .verticalSizeClass: verticalSizeClass = .unspecified
    case .layoutDirection: layoutDirection = .unspecified
    case .displayScale: displayScale = 0
    case .accessibilityContrast: accessibilityContrast = .unspecified
    case .legibilityWeight: legibilityWeight = .unspecified
    case .userInterfaceIdiom: userInterfaceIdiom = .unspecified
    }
  }

  /// The overridden traits as a collection (unset ones unspecified).
  var collection: UITraitCollection {
    UITraitCollection(
      style: userInterfaceStyle, contentSize: preferredContentSizeCategory, direction: layoutDirection,
      horizontal: horizontalSizeClass, vertical: verticalSizeClass, scale: displayScale,
      contrast: accessibilityContrast, idiom: userInterfaceIdiom, legibility: legibilityWeight)
  }

  /// Whether nothing is overridden.
  var isEmpty: Bool {
    userInterfaceStyle == .unspecified && preferredContentSizeCategory == .unspecified
      && horizontalSizeClass == .unspecified && verticalSizeClass == .unspecified && layoutDirection == .unspecified
      && displayScale == 0 && accessibilityContrast == .unspecified && legibilityWeight == .unspecified
      && userInterfaceIdiom == .unspecified
  }

}

/// Traits that can be set one by one (UIKit's `UIMutableTraits`): what `traitOverrides` is, and what
/// `UITraitCollection(mutations:)` and `modifyingTraits(_:)` hand their closure.
///
/// ```swift
/// let dark = UITraitCollection { $0.userInterfaceStyle = .dark }
/// ```
public protocol UIMutableTraits {
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  var preferredContentSizeCategory: UIContentSizeCategory { get set }
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
  var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
  var displayScale: CGFloat { get set }
  var accessibilityContrast: UIAccessibilityContrast { get set }
  var legibilityWeight: UILegibilityWeight { get set }
  var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
}

extension UITraitOverrides: UIMutableTraits {
  /// The traits of `collection` that it specifies.
  init(_ collection: UITraitCollection) {
    userInterfaceStyle = collection.userInterfaceStyle
    preferredContentSizeCategory = collection.preferredContentSizeCategory
    horizontalSizeClass = collection.horizontalSizeClass
    verticalSizeClass = collection.verticalSizeClass
    layoutDirection = collection.layoutDirection
    displayScale = collection.displayScale
    accessibilityContrast = collection.accessibilityContrast
    legibilityWeight = collection.legibilityWeight
    userInterfaceIdiom = collection.userInterfaceIdiom
  }
}

extension UITraitCollection {
  /// A collection made by setting traits (iOS 17).
  ///
  /// ```swift
  /// let traits = UITraitCollection { $0.userInterfaceStyle = .dark; $0.preferredContentSizeCategory = .extraLarge }
  /// ```
  public convenience init(mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void) {
    var traits: any UIMutableTraits = UITraitOverrides()
    mutations(&traits)
    self.init(traitsFrom: [(traits as? UITraitOverrides)?.collection ?? UITraitCollection()])
  }

  /// A copy with some traits changed (iOS 17).
  ///
  /// ```swift
  /// let dark = view.traitCollection.modifyingTraits { $0.userInterfaceStyle = .dark }
  /// ```
  public func modifyingTraits(_ mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void) -> UITraitCollection {
    var traits: any UIMutableTraits = UITraitOverrides(self)
    mutations(&traits)
    return (traits as? UITraitOverrides)?.collection ?? self
  }
}
