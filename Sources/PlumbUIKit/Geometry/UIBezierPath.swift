import Foundation
import PlumbLayout

/// The paths a shadow is cast from (`CALayer.shadowPath`): UIKit's `UIBezierPath` of a rectangle, a rounded
/// rectangle (all corners or some) or an oval, and its `cgPath`. Only these shapes are modelled: enough for
/// the shadow paths iOS code sets; free-form paths are not drawn.
///
/// ```swift
/// card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
/// avatar.layer.shadowPath = UIBezierPath(ovalIn: avatar.bounds).cgPath
/// ```
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
  let shape: Layout.ShadowPath

  public init(rect: CGRect) {
    shape = Layout.ShadowPath(rect: rect.plumbRect)
    super.init()
  }

  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    shape = Layout.ShadowPath(rect: rect.plumbRect, cornerRadius: Double(cornerRadius))
    super.init()
  }

  /// Only `corners` rounded, by the radii's width (UIKit uses it for both).
  public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    var mask = Layout.CornerMask()
    if corners.contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
    if corners.contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
    if corners.contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
    if corners.contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
    shape = Layout.ShadowPath(rect: rect.plumbRect, cornerRadius: Double(cornerRadii.width), corners: mask)
    super.init()
  }

  public init(ovalIn rect: CGRect) {
    shape = Layout.ShadowPath(rect: rect.plumbRect, isOval: true)
    super.init()
  }

  /// The path as Core Graphics' path.
  open var cgPath: CGPath { CGPath(shape: shape) }
  /// The rectangle the shape fills.
  open var bounds: CGRect { CGRect(x: shape.rect.minX, y: shape.rect.minY, width: shape.rect.width, height: shape.rect.height) }
}

/// Core Graphics' path (`CGPath`), as `UIBezierPath.cgPath` makes it and `CALayer.shadowPath` takes it.
///
/// ```swift
/// layer.shadowPath = CGPath(roundedRect: bounds, cornerWidth: 8, cornerHeight: 8, transform: nil)
/// ```
public final class CGPath: @unchecked Sendable {
  let shape: Layout.ShadowPath
  init(shape: Layout.ShadowPath) { self.shape = shape }
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(shape: Layout.ShadowPath(rect: rect.plumbRect))
  }
  public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(shape: Layout.ShadowPath(rect: rect.plumbRect, cornerRadius: Double(min(cornerWidth, cornerHeight))))
  }
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(shape: Layout.ShadowPath(rect: rect.plumbRect, isOval: true))
  }
}

/// The corners of a rectangle (UIKit's `UIRectCorner`).
///
/// ```swift
/// UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 16, height: 16))
/// ```
public struct UIRectCorner: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1)
  public static let topRight = UIRectCorner(rawValue: 2)
  public static let bottomLeft = UIRectCorner(rawValue: 4)
  public static let bottomRight = UIRectCorner(rawValue: 8)
  public static let allCorners = UIRectCorner(rawValue: 15)
}
