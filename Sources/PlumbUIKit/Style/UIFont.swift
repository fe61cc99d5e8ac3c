import Foundation
import PlumbGraphics
import PlumbLayout

/// A font (UIKit's `UIFont`): the system font (Inter in Plumb) at a size and weight, a named family, or
/// a Dynamic Type text style. Labels with `adjustsFontForContentSizeCategory` rescale text-style and
/// `UIFontMetrics`-scaled fonts to their traits' content size category.
///
/// ```swift
/// title.font = .preferredFont(forTextStyle: .headline)
/// badge.font = .systemFont(ofSize: 13, weight: .semibold)
/// quote.font = UIFont(name: "DejaVuSerif-Italic", size: 15) ?? .italicSystemFont(ofSize: 15)
/// ```
open class UIFont: NSObject, @unchecked Sendable {
  /// The font at its point size.
  let spec: FontSpec
  /// For text styles and `UIFontMetrics`-scaled fonts: the style whose table scales it, and the size at `.large`.
  let scaling: Scaling?

  struct Scaling: Hashable {
    var style: PlumbLayout.TextStyle
    var sizeAtLarge: Double
    var maximumPointSize: Double?
    var isTextStyleFont: Bool
  }

  init(spec: FontSpec, scaling: Scaling? = nil) {
    self.spec = spec; self.scaling = scaling
    super.init()
  }

  /// A font by PostScript or family name: `"Helvetica-Bold"` is the Helvetica family, bold (Plumb's
  /// fontconfig picks the closest installed face). `nil` for an empty name, as UIKit gives for unknown fonts.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    var family = fontName, weight = FontWeight.regular, italic = false
    if let dash = fontName.lastIndex(of: "-") {
      family = String(fontName[..<dash])
      let style = fontName[fontName.index(after: dash)...].lowercased()
      italic = style.contains("italic") || style.contains("oblique")
      for (name, value) in FontWeight.named.reversed() where style.contains(name.lowercased()) {
        weight = value
        break
      }
    }
    if family.hasPrefix(".SF") || family == "SFUI" || family.hasPrefix("SFPro") { family = FontSpec.systemFamily }
    self.init(spec: FontSpec(family: family, size: Double(fontSize), weight: weight, italic: italic))
  }

  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(spec: FontSpec(family: FontSpec.systemFamily, size: Double(fontSize), weight: weight.plumb))
  }

  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(spec: FontSpec(family: FontSpec.systemFamily, size: Double(fontSize), italic: true))
  }

  /// The system font (Plumb's system family has no separate monospaced-digit face).
  public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// DejaVu Sans Mono at the size and weight.
  public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(spec: FontSpec(family: UIFontDescriptor.monospacedFamily, size: Double(fontSize), weight: weight.plumb))
  }

  /// The font of a text style at the default content size category (`.large`).
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font of a text style at the content size category of `traitCollection` (`.large` when `nil`
  /// or unspecified), with Apple's Dynamic Type point sizes.
  public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    let textStyle = style.plumb
    let category = traitCollection?.preferredContentSizeCategory.plumb ?? .large
    return UIFont(
      spec: textStyle.font(for: category),
      scaling: Scaling(style: textStyle, sizeAtLarge: textStyle.pointSize(for: .large), isTextStyleFont: true))
  }

  /// The same font at another size (a text-style font keeps scaling from the new size).
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    var copy = spec
    copy.size = Double(fontSize)
    var scaled = scaling
    if var scale = scaled {
      scale.sizeAtLarge = Double(fontSize) * scale.sizeAtLarge / spec.size
      scale.isTextStyleFont = false
      scaled = scale
    }
    return UIFont(spec: copy, scaling: scaled)
  }

  open var pointSize: CGFloat { CGFloat(spec.size) }
  open var familyName: String { spec.family == FontSpec.systemFamily ? "System Font" : spec.family }
  open var fontName: String {
    if spec.family == FontSpec.systemFamily {
      return ".SFUI-" + (spec.weight == .regular ? "Regular" : spec.weight.description.capitalized)
    }
    return spec.family + (spec.weight == .regular && !spec.italic ? "" : "-" + spec.weight.description.capitalized + (spec.italic ? "Italic" : ""))
  }

  /// Line metrics as UIKit reports them: San Francisco's for the system font (`SanFranciscoMetrics`:
  /// `UIFont.systemFont(ofSize: 17)` has line height 20.29, ascender 16.19, cap height 11.98, x-height 8.95),
  /// otherwise measured with Plumb's fonts (unrounded, to a thousandth of a point).
  ///
  /// ```swift
  /// UIFont.systemFont(ofSize: 17).capHeight   // 11.978…
  /// ```
  open var lineHeight: CGFloat { CGFloat(metrics.lineHeight) }
  open var ascender: CGFloat { CGFloat(metrics.ascender) }
  open var descender: CGFloat { CGFloat(metrics.ascender - metrics.lineHeight) }
  open var leading: CGFloat { CGFloat(spec.leading) }
  open var capHeight: CGFloat { CGFloat(isSystem ? SanFranciscoMetrics.capHeight(atSize: spec.size) : spec.size * 0.727) }
  open var xHeight: CGFloat { CGFloat(isSystem ? SanFranciscoMetrics.xHeight(atSize: spec.size) : spec.size * 0.546) }

  private var isSystem: Bool { spec.family == FontSpec.systemFamily }

  private var metrics: (lineHeight: Double, ascender: Double) {
    if isSystem { return (SanFranciscoMetrics.lineHeight(atSize: spec.size), SanFranciscoMetrics.ascender(atSize: spec.size)) }
    // A scale of 1,000 keeps the line box unrounded (to a thousandth of a point).
    let measured = PlumbContext.shared.measurer.measure(TextRequest(text: "Ag", font: spec, scale: 1000), maxWidth: nil)
    return (measured.size.height, measured.firstBaseline)
  }

  /// UIKit's standard sizes.
  public class var labelFontSize: CGFloat { 17 }
  public class var buttonFontSize: CGFloat { 18 }
  public class var smallSystemFontSize: CGFloat { 12 }
  public class var systemFontSize: CGFloat { 14 }

  /// The font for a label in `traits`: rescaled when `adjusts` and the font scales with Dynamic Type.
  func resolved(adjusting adjusts: Bool, traits: UITraitCollection) -> FontSpec {
    guard adjusts, let scaling else { return spec }
    let category = traits.preferredContentSizeCategory.plumb
    var size = scaling.sizeAtLarge * scaling.style.pointSize(for: category) / scaling.style.pointSize(for: .large)
    if let maximum = scaling.maximumPointSize { size = min(size, maximum) }
    var copy = spec
    if spec.size > 0 { copy.leading = spec.leading * size / spec.size }
    copy.size = size
    return copy
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return spec == other.spec && scaling == other.scaling
  }
  open override var hash: Int { spec.hashValue }
  nonisolated open override var description: String { MainActor.assumeIsolated { descriptionText } }
  var descriptionText: String { "<UICTFont: font-family: \"\(familyName)\"; font-size: \(formatPoints(spec.size))pt>" }
}

extension UIFont {
  /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`, with UIKit's raw values).
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    var plumb: PlumbLayout.TextStyle {
      switch self {
      case .largeTitle: return .largeTitle
      case .title1: return .title1
      case .title2: return .title2
      case .title3: return .title3
      case .headline: return .headline
      case .subheadline: return .subheadline
      case .callout: return .callout
      case .footnote: return .footnote
      case .caption1: return .caption1
      case .caption2: return .caption2
      default: return .body
      }
    }
  }

  /// A font weight (UIKit's `UIFont.Weight`, raw values from −1 to 1 as in UIKit).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    /// The nearest CSS weight (100 … 900).
    var plumb: FontWeight {
      let table: [(Weight, FontWeight)] = [
        (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
        (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
      ]
      return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
    }
  }
}

/// Scales custom fonts and values with Dynamic Type like a text style does (UIKit's `UIFontMetrics`).
///
/// ```swift
/// let custom = UIFont(name: "DejaVuSerif", size: 17)!
/// label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: custom)
/// label.adjustsFontForContentSizeCategory = true   // 23.5 pt at .extraExtraExtraLarge
/// ```
@preconcurrency @MainActor
open class UIFontMetrics: NSObject {
  let style: PlumbLayout.TextStyle

  public init(forTextStyle textStyle: UIFont.TextStyle) {
    style = textStyle.plumb
    super.init()
  }

  /// The metrics of `.body`.
  public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    scaled(font, maximum: nil, traits: traitCollection)
  }

  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    scaled(font, maximum: Double(maximumPointSize), traits: traitCollection)
  }

  /// `value` scaled as the style's point size scales from `.large`.
  open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    value * CGFloat(factor(traitCollection))
  }

  private func factor(_ traits: UITraitCollection?) -> Double {
    let category = traits?.preferredContentSizeCategory.plumb ?? .large
    return style.pointSize(for: category) / style.pointSize(for: .large)
  }

  private func scaled(_ font: UIFont, maximum: Double?, traits: UITraitCollection?) -> UIFont {
    var spec = font.spec
    spec.size = font.spec.size * factor(traits)
    if let maximum { spec.size = min(spec.size, maximum) }
    return UIFont(
      spec: spec,
      scaling: UIFont.Scaling(style: style, sizeAtLarge: font.spec.size, maximumPointSize: maximum, isTextStyleFont: false))
  }
}
