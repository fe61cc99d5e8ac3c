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
    paint(image, stretchedTo: placed, filter: CAIRO_FILTER_GOOD)
  }

  /// Paints all of `image`'s pixels stretched onto `rect`, sampled with `filter`, edges padded (so a
  /// scaled image does not fade into transparency at its border).
  func paint(_ image: Image, stretchedTo rect: Rect, filter: cairo_filter_t) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_translate(cr, rect.minX, rect.minY)
    cairo_scale(cr, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
    // A surface of its own over the image's pixels: images are cached and drawn by several threads at
    // once, and Cairo sets the filter and transform on the source surface's pixman image while it
    // composites, so a shared source surface is a data race (a rare crash in libcairo).
    let source = image.drawingSurface()
    defer { cairo_surface_destroy(source) }
    cairo_set_source_surface(cr, source, 0, 0)
    let pattern = cairo_get_source(cr)
    cairo_pattern_set_filter(pattern, filter)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_rectangle(cr, 0, 0, Double(image.pixelWidth), Double(image.pixelHeight))
    fillPath()
  }
}
