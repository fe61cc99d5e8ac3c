import Foundation

/// A 4 × 4 transform (Core Animation's `CATransform3D`), row vectors as Core Animation: `m41`, `m42`, `m43`
/// translate. A layer keeps it; its affine part (`m11 m12 m21 m22 m41 m42`) is what places the layer in 2D.
///
/// ```swift
/// var perspective = CATransform3DIdentity
/// perspective.m34 = -1 / 500
/// card.layer.transform = CATransform3DRotate(perspective, .pi / 8, 0, 1, 0)
/// ```
public struct CATransform3D: Hashable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// The zero matrix (as Core Animation's memberwise default); use `CATransform3DIdentity` for no transform.
  ///
  /// ```swift
  /// var t = CATransform3D()   // all zero
  /// ```
  public init() {
    m11 = 0; m12 = 0; m13 = 0; m14 = 0; m21 = 0; m22 = 0; m23 = 0; m24 = 0
    m31 = 0; m32 = 0; m33 = 0; m34 = 0; m41 = 0; m42 = 0; m43 = 0; m44 = 0
  }

  /// A matrix from its sixteen entries, row by row.
  ///
  /// ```swift
  /// CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
  ///               m31: 0, m32: 0, m33: 1, m34: 0, m41: 10, m42: 0, m43: 0, m44: 1)
  /// ```
  public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
              m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
    self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
    self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
    self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
    self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
  }

  var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  init(rows r: [[CGFloat]]) {
    self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
              m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }

  /// Whether only the affine entries differ from the identity.
  var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
  }
}

/// The identity transform.
///
/// ```swift
/// layer.transform = CATransform3DIdentity
/// ```
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity.
///
/// ```swift
/// CATransform3DIsIdentity(layer.transform)
/// ```
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether two transforms are equal.
///
/// ```swift
/// CATransform3DEqualToTransform(a, b)
/// ```
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (`tx`, `ty`, `tz`).
///
/// ```swift
/// layer.transform = CATransform3DMakeTranslation(0, 20, 0)
/// ```
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m41 = tx; t.m42 = ty; t.m43 = tz
  return t
}

/// A scale by (`sx`, `sy`, `sz`).
///
/// ```swift
/// layer.transform = CATransform3DMakeScale(0.9, 0.9, 1)
/// ```
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m11 = sx; t.m22 = sy; t.m33 = sz
  return t
}

/// A rotation by `angle` radians about the vector (`x`, `y`, `z`) (the identity for a zero vector).
///
/// ```swift
/// layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
/// ```
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let c = CGFloat(Foundation.cos(Double(angle))), s = CGFloat(Foundation.sin(Double(angle))), v = 1 - c
  return CATransform3D(
    m11: c + ux * ux * v, m12: ux * uy * v + uz * s, m13: ux * uz * v - uy * s, m14: 0,
    m21: uy * ux * v - uz * s, m22: c + uy * uy * v, m23: uy * uz * v + ux * s, m24: 0,
    m31: uz * ux * v + uy * s, m32: uz * uy * v - ux * s, m33: c + uz * uz * v, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`.
///
/// ```swift
/// let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
/// ```
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let x = a.rows, y = b.rows
  var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
  for i in 0..<4 { for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + x[i][$1] * y[$1][j] } } }
  return CATransform3D(rows: r)
}

/// `t` with a translation applied first.
///
/// ```swift
/// layer.transform = CATransform3DTranslate(layer.transform, 0, -10, 0)
/// ```
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` with a scale applied first.
///
/// ```swift
/// layer.transform = CATransform3DScale(layer.transform, 1.1, 1.1, 1)
/// ```
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` with a rotation applied first.
///
/// ```swift
/// layer.transform = CATransform3DRotate(perspective, .pi / 8, 0, 1, 0)
/// ```
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t` (`t` itself when it cannot be inverted, as Core Animation).
///
/// ```swift
/// let undo = CATransform3DInvert(layer.transform)
/// ```
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  var m = t.rows, inverse = CATransform3DIdentity.rows
  for column in 0..<4 {
    guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }), m[pivot][column] != 0 else { return t }
    m.swapAt(column, pivot); inverse.swapAt(column, pivot)
    let scale = m[column][column]
    for j in 0..<4 { m[column][j] /= scale; inverse[column][j] /= scale }
    for row in 0..<4 where row != column {
      let factor = m[row][column]
      for j in 0..<4 { m[row][j] -= factor * m[column][j]; inverse[row][j] -= factor * inverse[column][j] }
    }
  }
  return CATransform3D(rows: inverse)
}

/// The 3D transform of an affine transform.
///
/// ```swift
/// layer.transform = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
/// ```
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is an affine transform (no depth or perspective).
///
/// ```swift
/// CATransform3DIsAffine(CATransform3DMakeScale(2, 2, 1))   // true
/// ```
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of `t`.
///
/// ```swift
/// view.transform = CATransform3DGetAffineTransform(layer.transform)
/// ```
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
