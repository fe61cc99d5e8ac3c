import CPangoCairo
import PlumbLayout

extension Canvas {
  /// Runs `body` with drawing transformed by the affine matrix `a b c d tx ty` (a point (x, y) goes to
  /// (a·x + c·y + tx, b·x + d·y + ty), as `CGAffineTransform`) about `pivot` (a view's anchor point).
  ///
  /// ```swift
  /// // A view turned a quarter about its centre:
  /// canvas.withTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0, about: Point(x: 30, y: 20)) {
  ///   canvas.fill(frame, color: .red)
  /// }
  /// ```
  public func withTransform<R>(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double, about pivot: Point,
                               _ body: () throws -> R) rethrows -> R {
    // A matrix that flattens everything draws nothing (Cairo would refuse it).
    guard a * d - b * c != 0, [a, b, c, d, tx, ty].allSatisfy(\.isFinite) else { return try withAlpha(0) { try body() } }
    cairo_save(cr)
    nesting += 1
    defer { nesting -= 1; cairo_restore(cr) }
    cairo_translate(cr, pivot.x, pivot.y)
    var matrix = cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    cairo_transform(cr, &matrix)
    cairo_translate(cr, -pivot.x, -pivot.y)
    return try body()
  }
}
