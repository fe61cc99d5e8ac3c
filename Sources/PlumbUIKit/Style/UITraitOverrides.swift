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
  var userInterfaceStyleValue = UIUserInterfaceStyle.unspecified
  var contentSizeValue = UIContentSizeCategory.unspecified
  var horizontalValue = UIUserInterfaceSizeClass.unspecified
  var verticalValue = UIUserInterfaceSizeClass.unspecified
  var directionValue = UITraitEnvironmentLayoutDirection.unspecified
  var scaleValue: CGFloat = 0
  var contrastValue = UIAccessibilityContrast.unspecified
  var legibilityValue = UILegibilityWeight.unspecified
  var idiomValue = UIUserInterfaceIdiom.unspecified
  /// The system traits.
  public enum Trait: Sendable {
    case userInterfaceStyle, preferredContentSizeCategory, horizontalSizeClass, verticalSizeClass, layoutDirection
    case displayScale, accessibilityContrast, legibilityWeight, userInterfaceIdiom
  }

  /// Nothing overridden.
  public init() {}

  /// The overridden appearance (`unspecified`: inherited).
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { userInterfaceStyleValue }
    set { userInterfaceStyleValue = newValue }
  }
  /// The overridden Dynamic Type size.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { contentSizeValue }
    set { contentSizeValue = newValue }
  }
  /// The overridden horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { horizontalValue }
    set { horizontalValue = newValue }
  }
  /// The overridden vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { verticalValue }
    set { verticalValue = newValue }
  }
  /// The overridden layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { directionValue }
    set { directionValue = newValue }
  }
  /// The overridden display scale (0: inherited).
  public var displayScale: CGFloat {
    get { scaleValue }
    set { scaleValue = newValue }
  }
  /// The overridden contrast.
  public var accessibilityContrast: UIAccessibilityContrast {
    get { contrastValue }
    set { contrastValue = newValue }
  }
  /// The overridden text weight.
  public var legibilityWeight: UILegibilityWeight {
    get { legibilityValue }
    set { legibilityValue = newValue }
  }
  /// The overridden device family.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { idiomValue }
    set { idiomValue = newValue }
  }

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
    case .userInterfaceStyle: userInterfaceStyleValue = .unspecified
    case .preferredContentSizeCategory: contentSizeValue = .unspecified
    case .horizontalSizeClass: horizontalValue = .unspecified
    case .verticalSizeClass: verticalValue = .unspecified
    case .layoutDirection: directionValue = .unspecified
    case .displayScale: scaleValue = 0
    case .accessibilityContrast: contrastValue = .unspecified
    case .legibilityWeight: legibilityValue = .unspecified
    case .userInterfaceIdiom: idiomValue = .unspecified
    }
  }

  /// The overridden traits as a collection (unset ones unspecified).
  var collection: UITraitCollection {
    UITraitCollection(
      style: userInterfaceStyleValue, contentSize: contentSizeValue, direction: directionValue,
      horizontal: horizontalValue, vertical: verticalValue, scale: scaleValue, contrast: contrastValue,
      idiom: idiomValue, legibility: legibilityValue)
  }

  /// Whether nothing is overridden.
  var isEmpty: Bool {
    userInterfaceStyleValue == .unspecified && contentSizeValue == .unspecified && horizontalValue == .unspecified
      && verticalValue == .unspecified && directionValue == .unspecified && scaleValue == 0
      && contrastValue == .unspecified && legibilityValue == .unspecified && idiomValue == .unspecified
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
    userInterfaceStyleValue = collection.userInterfaceStyle
    contentSizeValue = collection.preferredContentSizeCategory
    horizontalValue = collection.horizontalSizeClass
    verticalValue = collection.verticalSizeClass
    directionValue = collection.layoutDirection
    scaleValue = collection.displayScale
    contrastValue = collection.accessibilityContrast
    legibilityValue = collection.legibilityWeight
    idiomValue = collection.userInterfaceIdiom
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
