import Foundation

/// A part of a view where the pointer has one style (UIKit's `UIPointerRegion`).
///
/// ```swift
/// UIPointerRegion(rect: bounds.insetBy(dx: -8, dy: -8), identifier: "button")
/// ```
@preconcurrency @MainActor
open class UIPointerRegion: NSObject {
  /// The region in the view's coordinates.
  ///
  /// ```swift
  /// region.rect   // (0, 0, 44, 44)
  /// ```
  public let rect: CGRect
  /// What tells this region from the view's others.
  ///
  /// ```swift
  /// region.identifier as? String   // "button"
  /// ```
  public let identifier: AnyHashable?
  /// The axes along which the pointer stays in the region once in it.
  ///
  /// ```swift
  /// region.latchingAxes = .vertical
  /// ```
  open var latchingAxes: UIAxis = []

  /// A region of a rectangle of the view.
  ///
  /// ```swift
  /// UIPointerRegion(rect: bounds, identifier: nil)
  /// ```
  public init(rect: CGRect, identifier: AnyHashable? = nil) {
    self.rect = rect
    self.identifier = identifier
    super.init()
  }
}

/// Where the pointer is, as a pointer interaction asks its delegate for a region (UIKit's
/// `UIPointerRegionRequest`).
///
/// ```swift
/// let row = Int(request.location.y / rowHeight)
/// ```
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
  /// The pointer's position in the view.
  ///
  /// ```swift
  /// request.location.x
  /// ```
  public let location: CGPoint
  /// The modifier keys held.
  ///
  /// ```swift
  /// request.modifiers.contains(.shift)
  /// ```
  public let modifiers: UIKeyModifierFlags

  init(location: CGPoint, modifiers: UIKeyModifierFlags) {
    self.location = location
    self.modifiers = modifiers
    super.init()
  }
}

/// Modifier keys held with a key press or pointer event (UIKit's `UIKeyModifierFlags`).
///
/// ```swift
/// if request.modifiers.contains(.command) { … }
/// ```
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
