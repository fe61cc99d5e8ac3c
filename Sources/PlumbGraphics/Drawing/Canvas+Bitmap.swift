import CPangoCairo
import PlumbLayout

extension Canvas {
  /// Draws a bitmap (made at `bitmapScale` pixels per point) so that it fills `rect`. When that maps
  /// its pixels one to one onto this canvas's pixel grid the copy is exact; otherwise it is resampled
  /// with Cairo's GOOD filter (a contact sheet's smaller tiles).
  ///
  /// ```swift
  /// let picture = try session.render(variant).bitmap
  /// try sheet.drawBitmap(picture, in: Rect(x: 8, y: 30, width: 160, height: 100))
  /// ```
  /// - Throws: `GraphicsError` if Cairo cannot wrap the bitmap's pixels.
  public func drawBitmap(_ bitmap: Bitmap, in rect: Rect) throws(GraphicsError) {
    guard rect.width > 0, rect.height > 0 else { return }
    let image = try Image(bitmap: bitmap)
    let sx = rect.width * scale / Double(bitmap.width), sy = rect.height * scale / Double(bitmap.height)
    let onGrid = { (value: Double) in abs(value * self.scale - (value * self.scale).rounded()) < 1e-9 }
    let exact = abs(sx - 1) < 1e-9 && abs(sy - 1) < 1e-9 && onGrid(rect.minX) && onGrid(rect.minY)
    paint(image, stretchedTo: rect, filter: exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
  }
}
