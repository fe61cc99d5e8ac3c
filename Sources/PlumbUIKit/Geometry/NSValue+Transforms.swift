import Foundation

extension NSValue {
  /// A value holding a 3D transform (Core Animation's `NSValue(caTransform3D:)`, as animations'
  /// `fromValue`/`toValue` take it).
  ///
  /// ```swift
  /// animation.toValue = NSValue(caTransform3D: CATransform3DMakeScale(1.2, 1.2, 1))
  /// ```
  public convenience init(caTransform3D t: CATransform3D) {
    self.init(doubles: [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44])
  }

  /// The 3D transform the value holds (identity when it holds something else).
  ///
  /// ```swift
  /// (animation.toValue as? NSValue)?.caTransform3DValue
  /// ```
  public var caTransform3DValue: CATransform3D {
    guard let m = doubles(16) else { return CATransform3DIdentity }
    return CATransform3D(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                         m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
  }

  /// A value holding an affine transform (UIKit's `NSValue(cgAffineTransform:)`).
  ///
  /// ```swift
  /// NSValue(cgAffineTransform: CGAffineTransform(rotationAngle: .pi / 4))
  /// ```
  public convenience init(cgAffineTransform transform: CGAffineTransform) {
    self.init(doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
  }

  /// The affine transform the value holds (identity when it holds something else).
  ///
  /// ```swift
  /// value.cgAffineTransformValue
  /// ```
  public var cgAffineTransformValue: CGAffineTransform {
    guard let m = doubles(6) else { return .identity }
    return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
  }

  /// A value holding numbers as a C array of doubles (`[6d]`, `[16d]`: Foundation on Linux encodes
  /// arrays, not structs).
  private convenience init(doubles: [CGFloat]) {
    let values = doubles.map { Double($0) }
    self.init(bytes: values, objCType: "[\(values.count)d]")
  }

  /// The value's `count` doubles, when it holds exactly that array.
  private func doubles(_ count: Int) -> [CGFloat]? {
    guard String(cString: objCType) == "[\(count)d]" else { return nil }
    var values = [Double](repeating: 0, count: count)
    values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
    return values.map { CGFloat($0) }
  }
}
