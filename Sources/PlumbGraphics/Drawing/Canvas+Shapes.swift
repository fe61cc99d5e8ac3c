import CPangoCairo
import PlumbLayout

extension Canvas {
  /// Fills a circle (control thumbs, page dots).
  ///
  /// ```swift
  /// canvas.fillCircle(center: Point(x: 36, y: 15.5), radius: 13.5, color: .white)
  /// ```
  public func fillCircle(center: Point, radius: Double, color: Color) {
    guard radius > 0 else { return }
    cairo_new_path(cr)
    cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
    setColor(color)
    fillPath()
  }

  /// Strokes a circle `width` points wide, centred on the circle of `radius`.
  ///
  /// ```swift
  /// canvas.strokeCircle(center: Point(x: 11, y: 11), radius: 9, width: 1.5, color: .systemBlue)
  /// ```
  public func strokeCircle(center: Point, radius: Double, width: Double, color: Color) {
    guard radius > 0, width > 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_new_path(cr)
    cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
    cairo_set_line_width(cr, width)
    setColor(color)
    strokePath()
  }

  /// Strokes an open path through `points` with round caps and joins (glyph strokes: plus, minus, chevrons,
  /// spinner spokes).
  ///
  /// ```swift
  /// canvas.strokeRoundPath([Point(x: 0, y: 5), Point(x: 10, y: 5)], width: 2, color: .black)
  /// ```
  public func strokeRoundPath(_ points: [Point], width: Double, color: Color) {
    guard width > 0, let first = points.first else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_new_path(cr)
    cairo_move_to(cr, first.x, first.y)
    for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
    cairo_set_line_width(cr, width)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    setColor(color)
    strokePath()
  }

  /// Strokes a circular arc from `start` to `end` radians (clockwise in screen coordinates, 0 = 3 o'clock),
  /// with round caps (the Wi-Fi glyph).
  public func strokeArc(center: Point, radius: Double, start: Double, end: Double, width: Double, color: Color) {
    guard radius > 0, width > 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_new_path(cr)
    cairo_arc(cr, center.x, center.y, radius, start, end)
    cairo_set_line_width(cr, width)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    setColor(color)
    strokePath()
  }

  /// Fills the polygon through `points` (bar glyphs: play and skip triangles, stars).
  ///
  /// ```swift
  /// canvas.fillPolygon([Point(x: 8, y: 5), Point(x: 18, y: 12), Point(x: 8, y: 19)], color: .systemBlue)
  /// ```
  public func fillPolygon(_ points: [Point], color: Color) {
    fillPolygon(points, holes: [], color: color)
  }

  /// Fills the polygon through `points` with round `holes` (centre, radius) left unpainted: a tag's eyelet.
  ///
  /// ```swift
  /// canvas.fillPolygon(tag, holes: [(Point(x: 6, y: 6), 1.5)], color: .systemBlue)
  /// ```
  public func fillPolygon(_ points: [Point], holes: [(center: Point, radius: Double)], color: Color) {
    guard points.count >= 3 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_new_path(cr)
    cairo_move_to(cr, points[0].x, points[0].y)
    for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
    cairo_close_path(cr)
    for hole in holes where hole.radius > 0 {
      cairo_new_sub_path(cr)
      cairo_arc(cr, hole.center.x, hole.center.y, hole.radius, 0, 2 * Double.pi)
      cairo_close_path(cr)
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    setColor(color)
    fillPath()
  }

  /// Fills a pie wedge from the centre between `start` and `end` radians (the Wi-Fi glyph's fan).
  public func fillWedge(center: Point, radius: Double, start: Double, end: Double, color: Color) {
    guard radius > 0 else { return }
    cairo_new_path(cr)
    cairo_move_to(cr, center.x, center.y)
    cairo_arc(cr, center.x, center.y, radius, start, end)
    cairo_close_path(cr)
    setColor(color)
    fillPath()
  }

  /// A soft shadow under a rounded rectangle: `layers` translucent copies grown by up to `blur` points and
  /// moved down by `offsetY`, as UIKit's thumbs and selected segments cast (Cairo has no blur).
  ///
  /// ```swift
  /// canvas.fillShadow(thumb, cornerRadius: 13.5, color: Color.black.withAlpha(0.15), blur: 4, offsetY: 3)
  /// ```
  public func fillShadow(_ rect: Rect, cornerRadius: Double, color: Color, blur: Double, offsetY: Double, layers: Int = 4) {
    guard layers > 0 else { return }
    for layer in 0..<layers {
      let grow = blur * Double(layers - layer) / Double(layers)
      let shadow = Rect(x: rect.minX - grow, y: rect.minY - grow + offsetY, width: rect.width + 2 * grow, height: rect.height + 2 * grow)
      fill(shadow, color: color.withAlpha(1 / Double(layers)), cornerRadius: cornerRadius + grow)
    }
  }
}
