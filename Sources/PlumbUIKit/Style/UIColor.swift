import Foundation
import PlumbInterfaceBuilder
import PlumbLayout

/// A colour (UIKit's `UIColor`): fixed sRGB components, or dynamic — resolved from the traits of the
/// view that uses it (light/dark appearance, contrast), as `UIColor { traits in … }` and the system colours are.
///
/// ```swift
/// let brand = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
/// let card = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemGray5 : .white }
/// card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))   // systemGray5 in dark
/// var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
/// UIColor.systemRed.getRed(&r, green: &g, blue: &b, alpha: &a)        // true; r == 1
/// ```
open class UIColor: NSObject, @unchecked Sendable {
  let fixed: Color?
  let provider: ((UITraitCollection) -> UIColor)?
  /// The name UIKit prints for system colours (`systemBlue`), for descriptions.
  let systemName: String?

  init(_ color: Color, name: String? = nil) {
    fixed = color; provider = nil; systemName = name
    super.init()
  }

  init(name: String, provider: @escaping (UITraitCollection) -> UIColor) {
    fixed = nil; self.provider = provider; systemName = name
    super.init()
  }

  /// A colour from sRGB components in 0…1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    fixed = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    provider = nil; systemName = nil
    super.init()
  }

  /// The colour a colour literal names (`#colorLiteral(red:green:blue:alpha:)`), in sRGB.
  ///
  /// ```swift
  /// let brand = #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
  /// ```
  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// Display P3 components, treated as sRGB (Plumb draws in sRGB).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey: `white` 0 is black, 1 is white.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from hue, saturation and brightness in 0…1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
    let s = Double(saturation), v = Double(brightness)
    let sector = Int(h), f = h - Double(sector)
    let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
  }

  /// A colour from a layer colour.
  public convenience init(cgColor: CGColor) { self.init(cgColor.color) }

  /// A dynamic colour: `provider` is asked with the traits of the view that uses it.
  public init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
    fixed = nil; self.provider = provider; systemName = nil
    super.init()
  }

  /// A colour set of the main bundle's asset catalogs by name (see `init(named:in:compatibleWith:)`).
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// A colour set of `bundle`'s asset catalogs (`Assets.xcassets/Brand.colorset`, in any group; the main
  /// bundle when `nil`): its light, dark and increased-contrast appearances, resolved for the traits of
  /// whatever draws it (or for `traitCollection`, when given). `nil` when no catalog has the set or its
  /// `Contents.json` cannot be read, as UIKit gives for a missing asset.
  ///
  /// ```swift
  /// let brand = UIColor(named: "Brand", in: .module, compatibleWith: nil)
  /// ```
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    guard let folder = AssetCatalogs.set(named: name, kind: "colorset", in: bundle ?? .main),
          let color = ColorSet.color(folder: folder) else { return nil }
    if let traitCollection {
      self.init(color.resolved(style: traitCollection.plumbStyle, contrast: traitCollection.plumbContrast), name: name)
    } else {
      self.init(name: name) { traits in UIColor(color.resolved(style: traits.plumbStyle, contrast: traits.plumbContrast)) }
    }
  }

  /// The colour for `traitCollection` (fixed colours are themselves).
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard let provider else { return self }
    return provider(traitCollection.completed).resolvedColor(with: traitCollection)
  }

  /// The components for `traits` (the current traits when not given).
  func plumbColor(_ traits: UITraitCollection? = nil) -> Color {
    if let fixed { return fixed }
    return resolvedColor(with: traits ?? UITraitCollection.current).fixed ?? .clear
  }

  /// The same colour with another alpha (dynamic colours stay dynamic).
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if let fixed { return UIColor(Color(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: Double(alpha))) }
    return UIColor { traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
  }

  /// The sRGB components (resolved with the current traits); always `true`.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let color = plumbColor()
    red?.pointee = CGFloat(color.red); green?.pointee = CGFloat(color.green)
    blue?.pointee = CGFloat(color.blue); alpha?.pointee = CGFloat(color.alpha)
    return true
  }

  /// The grey level (mean of the components) and alpha; always `true`.
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let color = plumbColor()
    white?.pointee = CGFloat((color.red + color.green + color.blue) / 3); alpha?.pointee = CGFloat(color.alpha)
    return true
  }

  /// Hue, saturation, brightness and alpha; always `true`.
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = plumbColor()
    let high = max(c.red, c.green, c.blue), low = min(c.red, c.green, c.blue), delta = high - low
    var h = 0.0
    if delta > 0 {
      if high == c.red { h = ((c.green - c.blue) / delta).truncatingRemainder(dividingBy: 6) }
      else if high == c.green { h = (c.blue - c.red) / delta + 2 }
      else { h = (c.red - c.green) / delta + 4 }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = CGFloat(h); saturation?.pointee = CGFloat(high == 0 ? 0 : delta / high)
    brightness?.pointee = CGFloat(high); alpha?.pointee = CGFloat(c.alpha)
    return true
  }

  /// The colour for layers, resolved with the current traits.
  open var cgColor: CGColor { CGColor(plumbColor()) }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if let fixed, let otherFixed = other.fixed { return fixed == otherFixed }
    return self === other
  }

  open override var hash: Int { fixed?.hashValue ?? ObjectIdentifier(self).hashValue }

  nonisolated open override var description: String { MainActor.assumeIsolated { descriptionText } }
  var descriptionText: String {
    if let systemName { return "<UIDynamicSystemColor: \(systemName)>" }
    guard let fixed else { return "<UIDynamicProviderColor>" }
    return "UIExtendedSRGBColorSpace \(fixed.red) \(fixed.green) \(fixed.blue) \(fixed.alpha)"
  }
}

extension UIColor {
  /// A system colour of PlumbLayout's table, resolved for the traits of whatever draws it.
  static func system(_ name: SystemColor) -> UIColor {
    let color = name.color
    return UIColor(name: name.rawValue) { traits in
      UIColor(color.resolved(style: traits.plumbStyle, contrast: traits.plumbContrast))
    }
  }
}
