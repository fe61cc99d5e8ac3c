import Foundation
import PlumbLayout

/// A colour as Core Image holds it (Core Image's `CIColor`): red, green, blue and alpha components in
/// sRGB, with UIKit's bridges `CIColor(color:)` and `UIColor(ciColor:)`. Plumb has no Core Image
/// filters; the colour's components are what code reads and blends.
///
/// ```swift
/// let from = CIColor(color: .systemRed), to = CIColor(color: .white)
/// let mid = UIColor(red: (from.red + to.red) / 2, green: (from.green + to.green) / 2,
///                   blue: (from.blue + to.blue) / 2, alpha: 1)
/// ```
open class CIColor: NSObject, @unchecked Sendable {
  /// The components, red, green, blue and alpha, where `components` points.
  private let storage: UnsafeMutablePointer<CGFloat>

  /// A colour from sRGB components in 0…1.
  ///
  /// ```swift
  /// let tint = CIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
  /// ```
  public init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) {
    storage = .allocate(capacity: 4)
    storage.initialize(from: [r, g, b, a], count: 4)
    super.init()
  }

  /// An opaque colour from sRGB components.
  ///
  /// ```swift
  /// CIColor(red: 1, green: 0, blue: 0).alpha   // 1
  /// ```
  public convenience init(red r: CGFloat, green g: CGFloat, blue b: CGFloat) {
    self.init(red: r, green: g, blue: b, alpha: 1)
  }

  /// The colour of a layer colour.
  ///
  /// ```swift
  /// CIColor(cgColor: UIColor.red.cgColor).red   // 1
  /// ```
  public convenience init(cgColor c: CGColor) {
    self.init(red: CGFloat(c.color.red), green: CGFloat(c.color.green), blue: CGFloat(c.color.blue), alpha: CGFloat(c.color.alpha))
  }

  /// The colour of a `UIColor` (UIKit's addition): a dynamic colour resolved with the current traits.
  ///
  /// ```swift
  /// let components = CIColor(color: label.textColor)
  /// ```
  public convenience init(color: UIColor) {
    let c = color.plumbColor()
    self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
  }

  /// A colour from its string form, the components separated by spaces (`"0.5 0.7 0.3 1.0"`; alpha 1
  /// when three are given, missing ones 0), as `stringRepresentation` writes it.
  ///
  /// ```swift
  /// CIColor(string: "1 0 0").red   // 1
  /// ```
  public convenience init(string representation: String) {
    let trimmed = representation.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
    let values = trimmed.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }.map { CGFloat($0) }
    func at(_ index: Int, _ fallback: CGFloat) -> CGFloat { index < values.count ? values[index] : fallback }
    self.init(red: at(0, 0), green: at(1, 0), blue: at(2, 0), alpha: at(3, 1))
  }

  deinit {
    storage.deinitialize(count: 4)
    storage.deallocate()
  }

  /// The red component.
  ///
  /// ```swift
  /// CIColor(color: .red).red   // 1
  /// ```
  open var red: CGFloat { storage[0] }
  /// The green component.
  ///
  /// ```swift
  /// CIColor(color: .green).green   // 1
  /// ```
  open var green: CGFloat { storage[1] }
  /// The blue component.
  ///
  /// ```swift
  /// CIColor(color: .blue).blue   // 1
  /// ```
  open var blue: CGFloat { storage[2] }
  /// The alpha component.
  ///
  /// ```swift
  /// CIColor(color: .clear).alpha   // 0
  /// ```
  open var alpha: CGFloat { storage[3] }
  /// How many components `components` holds (4: red, green, blue, alpha).
  ///
  /// ```swift
  /// CIColor.red.numberOfComponents   // 4
  /// ```
  open var numberOfComponents: Int { 4 }
  /// The components, red, green, blue and alpha, valid as long as the colour lives.
  ///
  /// ```swift
  /// let color = CIColor(color: .orange)
  /// let green = color.components[1]
  /// ```
  open var components: UnsafePointer<CGFloat> { UnsafePointer(storage) }
  /// The components as a string (`"1 0.5 0 1"`), which `init(string:)` reads back.
  ///
  /// ```swift
  /// CIColor(red: 1, green: 0, blue: 0).stringRepresentation   // "1 0 0 1"
  /// ```
  open var stringRepresentation: String {
    (0..<4).map { index -> String in
      let value = Double(storage[index])
      return value == value.rounded() ? String(Int(value)) : String(value)
    }.joined(separator: " ")
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CIColor else { return false }
    return (0..<4).allSatisfy { storage[$0] == other.storage[$0] }
  }

  open override var hash: Int {
    var hasher = Hasher()
    for index in 0..<4 { hasher.combine(storage[index]) }
    return hasher.finalize()
  }

  open override var description: String { "<CIColor \(stringRepresentation)>" }

  /// Opaque black.
  ///
  /// ```swift
  /// CIColor.black.red   // 0
  /// ```
  open class var black: CIColor { CIColor(red: 0, green: 0, blue: 0) }
  /// Opaque white.
  ///
  /// ```swift
  /// CIColor.white.red   // 1
  /// ```
  open class var white: CIColor { CIColor(red: 1, green: 1, blue: 1) }
  /// Opaque 50 % grey.
  ///
  /// ```swift
  /// CIColor.gray.green   // 0.5
  /// ```
  open class var gray: CIColor { CIColor(red: 0.5, green: 0.5, blue: 0.5) }
  /// Opaque red.
  ///
  /// ```swift
  /// CIColor.red.red   // 1
  /// ```
  open class var red: CIColor { CIColor(red: 1, green: 0, blue: 0) }
  /// Opaque green.
  ///
  /// ```swift
  /// CIColor.green.green   // 1
  /// ```
  open class var green: CIColor { CIColor(red: 0, green: 1, blue: 0) }
  /// Opaque blue.
  ///
  /// ```swift
  /// CIColor.blue.blue   // 1
  /// ```
  open class var blue: CIColor { CIColor(red: 0, green: 0, blue: 1) }
  /// Opaque cyan.
  ///
  /// ```swift
  /// CIColor.cyan.green   // 1
  /// ```
  open class var cyan: CIColor { CIColor(red: 0, green: 1, blue: 1) }
  /// Opaque magenta.
  ///
  /// ```swift
  /// CIColor.magenta.blue   // 1
  /// ```
  open class var magenta: CIColor { CIColor(red: 1, green: 0, blue: 1) }
  /// Opaque yellow.
  ///
  /// ```swift
  /// CIColor.yellow.green   // 1
  /// ```
  open class var yellow: CIColor { CIColor(red: 1, green: 1, blue: 0) }
  /// Transparent black.
  ///
  /// ```swift
  /// CIColor.clear.alpha   // 0
  /// ```
  open class var clear: CIColor { CIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}

extension UIColor {
  /// A colour from a Core Image colour (UIKit's `init(ciColor:)`).
  ///
  /// ```swift
  /// let blended = UIColor(ciColor: CIColor(red: 0.5, green: 0.5, blue: 1))
  /// ```
  public convenience init(ciColor: CIColor) {
    self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
  }

  /// The colour as a Core Image colour. UIKit raises an exception unless the colour was made from one;
  /// Plumb gives the colour's components (resolved with the current traits) instead.
  ///
  /// ```swift
  /// UIColor(ciColor: .red).ciColor.red   // 1
  /// ```
  public var ciColor: CIColor { CIColor(color: self) }
}
