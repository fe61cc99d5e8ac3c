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
  ///
  /// With a `template` colour the image is drawn as UIKit draws a template image: every pixel in that colour,
  /// at the pixel's own opacity (times the colour's).
  ///
  /// ```swift
  /// canvas.drawImage(icon, in: frame, contentMode: .center, template: tint)
  /// ```
  public func drawImage(_ image: Image, in rect: Rect, contentMode: ContentMode, template: Color? = nil) {
    let placed = contentMode.placement(of: image.size, in: rect)
    guard placed.width > 0, placed.height > 0 else { return }
    if let template {
      paintTemplate(image, stretchedTo: placed, color: template)
    } else {
      paint(image, stretchedTo: placed, filter: CAIRO_FILTER_GOOD)
    }
  }

  /// `image`'s opacity stretched onto `rect` as a mask for `color` (sampled as `paint` does), clipped to `rect`.
  private func paintTemplate(_ image: Image, stretchedTo rect: Rect, color: Color) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    markRows(userRect: (rect.minX, rect.minY, rect.maxX, rect.maxY))
    cairo_clip(cr)
    withStretchedPattern(of: image, onto: rect, filter: CAIRO_FILTER_GOOD) { pattern in
      setColor(color)
      cairo_mask(cr, pattern)
    }
  }

  /// Paints all of `image`'s pixels stretched onto `rect`, sampled with `filter`, edges padded (so a
  /// scaled image does not fade into transparency at its border).
  func paint(_ image: Image, stretchedTo rect: Rect, filter: cairo_filter_t) {
    withStretchedPattern(of: image, onto: rect, filter: filter) { pattern in
      cairo_set_source(cr, pattern)
      cairo_rectangle(cr, 0, 0, Double(image.pixelWidth), Double(image.pixelHeight))
      fillPath()
    }
  }

  /// Runs `body` with the user space mapping `image`'s pixels onto `rect` and a pattern over them, sampled
  /// with `filter`, edges padded. The pattern's surface is its own over the image's pixels: images are
  /// cached and drawn by several threads at once, and Cairo sets the filter and transform on the source
  /// surface's pixman image while it composites, so a shared source surface is a data race (a rare crash
  /// in libcairo).
  private func withStretchedPattern(of image: Image, onto rect: Rect, filter: cairo_filter_t, _ body: (OpaquePointer) -> Void) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_translate(cr, rect.minX, rect.minY)
    cairo_scale(cr, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
    let source = image.drawingSurface()
    defer { cairo_surface_destroy(source) }
    let pattern = cairo_pattern_create_for_surface(source)!
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_filter(pattern, filter)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    body(pattern)
  }
}
