import Foundation

extension CGAffineTransform {
  /// The transform that undoes this one (the transform itself when it cannot be inverted, as CoreGraphics).
  ///
  /// ```swift
  /// CGAffineTransform(scaleX: 2, y: 2).inverted()   // scale 0.5
  /// ```
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }

  /// Whether the transform only moves, scales or reflects along the axes (no rotation or skew).
  var isAxisAligned: Bool { b == 0 && c == 0 }
}

extension CGPoint {
  /// The point transformed by `t`.
  ///
  /// ```swift
  /// CGPoint(x: 1, y: 2).applying(CGAffineTransform(scaleX: 2, y: 3))   // (2, 6)
  /// ```
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size transformed by `t` (its translation ignored), as CoreGraphics: may come out negative.
  ///
  /// ```swift
  /// CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 2))   // (20, 40)
  /// ```
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The bounding box of the rectangle's transformed corners.
  ///
  /// ```swift
  /// CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(translationX: 5, y: 0))   // (5, 0, 10, 10)
  /// ```
  public func applying(_ t: CGAffineTransform) -> CGRect {
    LayerGeometry.boundingBox([CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                               CGPoint(x: maxX, y: maxY)].map { $0.applying(t) })
  }
}
