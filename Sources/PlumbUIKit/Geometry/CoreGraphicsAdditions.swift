import Foundation
import PlumbLayout

// Foundation on Linux already has CGFloat, CGPoint, CGSize and CGRect (with insetBy, offsetBy, integral,
// union, intersection, …). These are the CoreGraphics types UIKit view code also uses that it lacks.

/// A two-dimensional vector (CoreGraphics' `CGVector`).
///
/// ```swift
/// let shadow = CGVector(dx: 0, dy: 2)
/// ```
public struct CGVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init() { dx = 0; dy = 0 }
  public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
  public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
  public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
  public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

/// An affine transform (CoreGraphics' `CGAffineTransform`). `UIView.transform` keeps it; as in UIKit,
/// Auto Layout ignores transforms (it lays out `bounds` and `center`).
///
/// ```swift
/// view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
/// view.transform.isIdentity   // false
/// ```
public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
  }
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(Foundation.cos(Double(angle))), sine = CGFloat(Foundation.sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }
  public static let identity = CGAffineTransform()
  public var isIdentity: Bool { self == .identity }
  /// `self` followed by `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}

extension CGRect {
  /// The rectangle inset by `insets` (UIKit's `CGRect.inset(by:)`).
  ///
  /// ```swift
  /// CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
  /// // (10, 5, 80, 40)
  /// ```
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

extension CGRect {
  /// Plumb's rectangle (points as `Double`).
  var plumbRect: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
  init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
}
