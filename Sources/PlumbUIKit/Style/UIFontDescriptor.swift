import Foundation
import PlumbLayout

/// A description of a font from which fonts are made (UIKit's `UIFontDescriptor`): the family, size,
/// weight and slant of a `UIFont`, with its symbolic traits. `withDesign(_:)` keeps the font (Plumb has
/// no SF Rounded, Serif or Mono faces).
///
/// ```swift
/// let bold = label.font.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) }
/// ```
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// A font's symbolic traits (UIKit's `UIFontDescriptor.SymbolicTraits`).
  public struct SymbolicTraits: OptionSet, Sendable {
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
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  let font: UIFont

  init(font: UIFont) {
    self.font = font
    super.init()
  }

  /// The point size.
  open var pointSize: CGFloat { CGFloat(font.spec.size) }
  /// The traits: bold for semibold and heavier weights, italic for a slanted font.
  open var symbolicTraits: SymbolicTraits {
    var traits: SymbolicTraits = []
    if font.spec.weight.rawValue >= FontWeight.semibold.rawValue { traits.insert(.traitBold) }
    if font.spec.italic { traits.insert(.traitItalic) }
    return traits
  }

  /// The descriptor with exactly `traits` (bold and italic are what Plumb's faces have); `nil` never.
  open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
    var spec = font.spec
    let isBold = spec.weight.rawValue >= FontWeight.semibold.rawValue
    if traits.contains(.traitBold), !isBold { spec.weight = .bold }
    if !traits.contains(.traitBold), isBold { spec.weight = .regular }
    spec.italic = traits.contains(.traitItalic)
    return UIFontDescriptor(font: UIFont(spec: spec, scaling: font.scaling))
  }

  /// The descriptor at `size` points.
  open func withSize(_ size: CGFloat) -> UIFontDescriptor { UIFontDescriptor(font: font.withSize(size)) }

  /// The descriptor in the system `design` (the same face in Plumb).
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }
}

extension UIFont {
  /// The font's descriptor.
  ///
  /// ```swift
  /// let traits = label.font.fontDescriptor.symbolicTraits
  /// ```
  public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

  /// The font a descriptor describes, at `pointSize` (0 keeps the descriptor's size).
  ///
  /// ```swift
  /// let italic = UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0)
  /// ```
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    var spec = descriptor.font.spec
    if pointSize > 0 { spec.size = Double(pointSize) }
    self.init(spec: spec, scaling: pointSize > 0 ? nil : descriptor.font.scaling)
  }
}
