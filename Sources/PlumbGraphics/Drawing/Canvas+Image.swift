import CPangoCairo
import PlumbLayout

extension Canvas {
  /// Draws `image` in `rect` placed by a UIKit content mode (see `ContentMode.placement`). Scaled images use
  /// Cairo's GOOD filter with padded edges; aspect fill and the unscaled modes overflow `rect` unless drawn
  /// inside `clip(to:)`, as an image view with `clipsToBounds` false.
  ///
  /// ```swift
  /// canvas.clip(to: frame) { canvas.drawImage(photo, in: frame, contentMode: .scaleAspectFill) }
  /// ```
  public func drawImage(_ image: Image, in rect: Rect, contentMode: ContentMode) {
    let placed = contentMode.placement(of: image.size, in: rect)
    guard placed.width > 0, placed.height > 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_translate(cr, placed.minX, placed.minY)
    cairo_scale(cr, placed.width / Double(image.pixelWidth), placed.height / Double(image.pixelHeight))
    cairo_set_source_surface(cr, image.surface, 0, 0)
    let pattern = cairo_get_source(cr)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_rectangle(cr, 0, 0, Double(image.pixelWidth), Double(image.pixelHeight))
    cairo_fill(cr)
  }
}
