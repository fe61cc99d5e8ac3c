extension Layout {
  /// A view's affine transform (`UIView.transform`, `CGAffineTransform`'s `a b c d tx ty`: a point (x, y)
  /// goes to (a·x + c·y + tx, b·x + d·y + ty)), applied about its anchor point (a unit point of the laid-out
  /// rectangle, the centre by default), as Core Animation draws a layer.
  ///
  /// ```swift
  /// var look = Layout.Appearance(background: .systemRed)
  /// look.transform = Layout.ViewTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)   // a quarter turn
  /// ```
  public struct ViewTransform: Sendable, Hashable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    /// The point the transform turns and scales about, in units of the view's size (0.5, 0.5: its centre).
    public var anchor: Point

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double, anchor: Point = Point(x: 0.5, y: 0.5)) {
      self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty; self.anchor = anchor
    }

    /// Where the transform pivots for a view laid out in `frame`.
    ///
    /// ```swift
    /// transform.pivot(in: Rect(x: 10, y: 10, width: 40, height: 20))   // (30, 20)
    /// ```
    public func pivot(in frame: Rect) -> Point {
      Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }
  }
}
