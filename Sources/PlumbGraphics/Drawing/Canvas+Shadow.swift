import CPangoCairo
import PlumbLayout

extension Canvas {
  /// A drop shadow of the rounded rectangle `rect` (the ellipse in it when `oval`): its shape in `color`, blurred by a Gaussian of standard
  /// deviation `radius` points and moved by `offset`, painted under whatever is drawn next (as
  /// `CALayer.shadowRadius` and `shadowOffset` draw it). Whole-number arithmetic: the same pixels on every
  /// machine.
  ///
  /// ```swift
  /// canvas.dropShadow(card, cornerRadius: 12, color: Color.black.withAlpha(0.15), offset: Size(width: 0, height: 4), radius: 8)
  /// ```
  public func dropShadow(_ rect: Rect, cornerRadius: Double, corners: Layout.CornerMask = .all, oval: Bool = false, color: Color,
                         offset: Size, radius: Double) {
    guard rect.width > 0, rect.height > 0, color.alpha > 0, radius.isFinite, offset.width.isFinite, offset.height.isFinite else { return }
    let blur = max(0, min(radius, 1_000))
    let shadow = Rect(x: rect.minX + offset.width, y: rect.minY + offset.height, width: rect.width, height: rect.height)
    guard blur > 0 else {
      cairo_new_path(cr)
      Self.addShadowShape(cr, shadow, cornerRadius: cornerRadius, corners: corners, oval: oval)
      setColor(color)
      fillPath()
      return
    }
    // The shape on its own transparent surface, three standard deviations of room around it, blurred there.
    // A wide shadow is drawn, blurred and painted on a grid coarser by one pixel per 3 pixels of standard
    // deviation, at most 8 (Cairo scales it back up bilinearly as it paints): a shadow is smooth, so nothing
    // is lost but time (`plumb-bench shadows`).
    let reach = 3 * blur
    let area = Rect(x: shadow.minX - reach, y: shadow.minY - reach, width: shadow.width + 2 * reach, height: shadow.height + 2 * reach)
    guard let (left, top, right, bottom) = devicePixels(of: area, width: pixelWidth, height: pixelHeight) else { return }
    let sigma = blur * scale
    let factor = max(1, min(8, Int(sigma / 3)))
    let width = (right - left + factor - 1) / factor, height = (bottom - top + factor - 1) / factor
    let layer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(layer) }
    guard cairo_surface_status(layer) == CAIRO_STATUS_SUCCESS else { return }
    let pen = cairo_create(layer)!
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    // Device pixels to the layer's: move the area's corner to the origin, then shrink by the factor.
    var toLayer = cairo_matrix_t()
    cairo_matrix_init_scale(&toLayer, 1 / Double(factor), 1 / Double(factor))
    cairo_matrix_translate(&toLayer, -Double(left), -Double(top))
    var userToLayer = cairo_matrix_t()
    cairo_matrix_multiply(&userToLayer, &matrix, &toLayer)
    cairo_set_matrix(pen, &userToLayer)
    Self.addShadowShape(pen, shadow, cornerRadius: cornerRadius, corners: corners, oval: oval)
    cairo_set_source_rgba(pen, color.red, color.green, color.blue, color.alpha)
    cairo_fill(pen)
    cairo_destroy(pen)
    guard var pixels = Self.copyPixels(of: layer, width: width, height: height) else { return }
    Self.gaussian(&pixels, width: width, height: height, sigma: sigma / Double(factor))
    Self.writePixels(pixels, to: layer, width: width, height: height)
    // Painted in device space over the canvas (through any open clip), enlarged back by the grid's factor.
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_rectangle(cr, Double(left), Double(top), Double(right - left), Double(bottom - top))
    cairo_translate(cr, Double(left), Double(top))
    cairo_scale(cr, Double(factor), Double(factor))
    cairo_set_source_surface(cr, layer, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), factor > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    fillPath()
    cairo_restore(cr)
  }

  /// Adds a shadow's shape to `cr`'s path: the rounded rectangle, or the ellipse in `rect`.
  static func addShadowShape(_ cr: OpaquePointer, _ rect: Rect, cornerRadius: Double, corners: Layout.CornerMask, oval: Bool) {
    guard oval else { return addRoundedPath(cr, rect, cornerRadius: cornerRadius, corners: corners) }
    cairo_save(cr)
    cairo_translate(cr, rect.midX, rect.midY)
    cairo_scale(cr, rect.width / 2, rect.height / 2)
    cairo_new_sub_path(cr)
    cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
    cairo_close_path(cr)
    cairo_restore(cr)
  }

  /// A Gaussian blur of standard deviation `sigma` pixels over premultiplied pixels: three box passes each
  /// way, on a grid up to 8 times smaller for wide blurs (`BlurResampling`).
  static func gaussian(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Double) {
    guard sigma > 0, sigma.isFinite, width > 0, height > 0 else { return }
    let factor = max(1, min(8, Int(sigma / 4)))
    let smallSigma = sigma / Double(factor)
    // Three box passes of width w approximate a Gaussian of σ when w² = 12σ²/3 + 1.
    let box = max(1, min(2_000, Int((((4 * smallSigma * smallSigma + 1).squareRoot() - 1) / 2).rounded())))
    var small = factor > 1 ? BlurResampling.shrink(pixels, width: width, height: height, factor: factor) : (pixels: pixels, width: width, height: height)
    for _ in 0..<3 {
      boxBlur(&small.pixels, width: small.width, height: small.height, radius: box, across: true)
      boxBlur(&small.pixels, width: small.width, height: small.height, radius: box, across: false)
    }
    pixels = factor > 1 ? BlurResampling.enlarge(small.pixels, width: small.width, height: small.height, to: width, height, factor: factor)
      : small.pixels
  }
}
