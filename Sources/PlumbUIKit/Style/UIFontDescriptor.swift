import Foundation
import PlumbLayout

/// A description of a font that can be changed and turned back into a font (UIKit's `UIFontDescriptor`):
/// Plumb's descriptors carry the family, size, weight and slant, and a text style's Dynamic Type scaling,
/// so `withSymbolicTraits(.traitBold)` or `withDesign(.monospaced)` on a text style's descriptor makes a
/// font that still scales.
///
/// ```swift
/// let body = UIFont.preferredFont(forTextStyle: .body)
/// let bold = body.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) } ?? body
/// ```
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// Traits a font can have (UIKit's `UIFontDescriptor.SymbolicTraits`, with its raw values).
  ///
  /// ```swift
  /// font.fontDescriptor.symbolicTraits.contains(.traitBold)
  /// ```
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// The system font's designs (UIKit's `UIFontDescriptor.SystemDesign`).
  ///
  /// ```swift
  /// descriptor.withDesign(.rounded)
  /// ```
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  /// The keys of a descriptor's attributes (UIKit's `UIFontDescriptor.AttributeName`).
  ///
  /// ```swift
  /// descriptor.addingAttributes([.family: "Georgia"])
  /// ```
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }

  /// The keys of the `.traits` attribute (UIKit's `UIFontDescriptor.TraitKey`).
  ///
  /// ```swift
  /// descriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
  /// ```
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
  }

  /// The font described.
  let font: UIFont

  init(font: UIFont) {
    self.font = font
    super.init()
  }

  /// A descriptor of the system font at 0 points (UIKit's `init()`).
  ///
  /// ```swift
  /// let descriptor = UIFontDescriptor()
  /// ```
  public override convenience init() { self.init(font: .systemFont(ofSize: 0)) }

  /// A descriptor of a named font at a size.
  ///
  /// ```swift
  /// UIFontDescriptor(name: "Georgia-Bold", size: 18)
  /// ```
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(font: UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size))
  }

  /// A descriptor from attributes: the family or name, size and traits given (the system font otherwise).
  ///
  /// ```swift
  /// UIFontDescriptor(fontAttributes: [.family: "Georgia", .size: 16])
  /// ```
  public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    self.init(font: UIFontDescriptor().applying(attributes))
  }

  /// The descriptor of a text style's font at the default content size category.
  ///
  /// ```swift
  /// UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).pointSize   // 17
  /// ```
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFontDescriptor(font: .preferredFont(forTextStyle: style))
  }

  /// The descriptor of a text style's font at the content size category of `traitCollection`.
  ///
  /// ```swift
  /// UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: traits)
  /// ```
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                          compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
    UIFontDescriptor(font: .preferredFont(forTextStyle: style, compatibleWith: traitCollection))
  }

  /// The size in points.
  ///
  /// ```swift
  /// descriptor.pointSize
  /// ```
  open var pointSize: CGFloat { font.pointSize }
  /// The PostScript-style name.
  ///
  /// ```swift
  /// descriptor.postscriptName
  /// ```
  open var postscriptName: String { font.fontName }
  /// The traits: bold for weights from bold up, italic, monospace for Plumb's monospaced family.
  ///
  /// ```swift
  /// UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits   // [.traitBold]
  /// ```
  open var symbolicTraits: SymbolicTraits {
    var traits: SymbolicTraits = []
    if font.spec.weight >= .bold { traits.insert(.traitBold) }
    if font.spec.italic { traits.insert(.traitItalic) }
    if font.spec.family == Self.monospacedFamily { traits.insert(.traitMonoSpace) }
    return traits
  }
  /// The attributes: family, name, size and symbolic traits.
  ///
  /// ```swift
  /// descriptor.fontAttributes[.size] as? CGFloat
  /// ```
  open var fontAttributes: [AttributeName: Any] {
    [.family: font.familyName, .name: font.fontName, .size: font.pointSize,
     .traits: [TraitKey.symbolic: symbolicTraits.rawValue]]
  }

  /// The same font with exactly these traits (bold sets the bold weight, its absence a bold font's regular
  /// one; italic; monospace picks the monospaced family); never `nil` in Plumb.
  ///
  /// ```swift
  /// descriptor.withSymbolicTraits(descriptor.symbolicTraits.union(.traitItalic))
  /// ```
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var spec = font.spec
    if symbolicTraits.contains(.traitBold) { spec.weight = max(spec.weight, .bold) } else if spec.weight >= .bold { spec.weight = .regular }
    spec.italic = symbolicTraits.contains(.traitItalic)
    if symbolicTraits.contains(.traitMonoSpace) { spec.family = Self.monospacedFamily }
    return UIFontDescriptor(font: UIFont(spec: spec, scaling: font.scaling))
  }

  /// The same font in another design of the system font: monospaced and serif pick Plumb's monospaced and
  /// serif families, rounded and default the system family; `nil` for a font that is not the system font.
  ///
  /// ```swift
  /// UIFont.systemFont(ofSize: 34, weight: .bold).fontDescriptor.withDesign(.rounded)
  /// ```
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    let system = [FontSpec.systemFamily, Self.monospacedFamily, Self.serifFamily]
    guard system.contains(font.spec.family) else { return nil }
    var spec = font.spec
    switch design {
    case .monospaced: spec.family = Self.monospacedFamily
    case .serif: spec.family = Self.serifFamily
    default: spec.family = FontSpec.systemFamily
    }
    return UIFontDescriptor(font: UIFont(spec: spec, scaling: font.scaling))
  }

  /// The same font at another size (a text style's font keeps scaling from it).
  ///
  /// ```swift
  /// descriptor.withSize(20)
  /// ```
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { UIFontDescriptor(font: font.withSize(newPointSize)) }

  /// The same font with other attributes: `.family`, `.name`, `.size`, and in `.traits` the symbolic traits
  /// and the weight (others are kept out).
  ///
  /// ```swift
  /// descriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
  /// ```
  open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor { UIFontDescriptor(font: applying(attributes)) }

  /// The font with `attributes` applied.
  func applying(_ attributes: [AttributeName: Any]) -> UIFont {
    var spec = font.spec
    if let name = attributes[.name] as? String, let named = UIFont(name: name, size: CGFloat(spec.size)) { spec = named.spec }
    if let family = attributes[.family] as? String { spec.family = family }
    if let size = attributes[.size].flatMap(UIInterpolatingMotionEffect.number) { spec.size = Double(size) }
    var result = UIFont(spec: spec, scaling: font.scaling)
    if let traits = attributes[.traits] as? [TraitKey: Any] {
      if let weight = traits[.weight] as? UIFont.Weight { spec.weight = weight.plumb; result = UIFont(spec: spec, scaling: font.scaling) }
      if let raw = traits[.symbolic] as? UInt32, let traited = UIFontDescriptor(font: result).withSymbolicTraits(SymbolicTraits(rawValue: raw)) {
        result = traited.font
      }
    }
    return result
  }

  /// Plumb's monospaced and serif families (those of `monospacedSystemFont` and the serif design).
  static let monospacedFamily = "DejaVu Sans Mono"
  static let serifFamily = "DejaVu Serif"
}

extension UIFont {
  /// The font's descriptor.
  ///
  /// ```swift
  /// label.font.fontDescriptor.symbolicTraits.contains(.traitBold)
  /// ```
  public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

  /// The font a descriptor describes, at `pointSize` (0 keeps the descriptor's size).
  ///
  /// ```swift
  /// UIFont(descriptor: descriptor.withSymbolicTraits(.traitBold)!, size: 0)
  /// ```
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let font = pointSize > 0 ? descriptor.font.withSize(pointSize) : descriptor.font
    self.init(spec: font.spec, scaling: font.scaling)
  }
}
