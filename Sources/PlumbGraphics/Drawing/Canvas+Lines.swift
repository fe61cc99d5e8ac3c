import CPangoCairo
import PlumbLayout

extension Canvas {
  /// Strokes a straight line from `start` to `end`, `width` points wide, solid or dashed (`dash` lists
  /// on and off lengths in points). Butt caps: the line ends exactly at its end points.
  ///
  /// ```swift
  /// canvas.strokeLine(from: Point(x: 16, y: 44.5), to: Point(x: 120, y: 44.5), width: 0.5, color: .magenta)
  /// canvas.strokeLine(from: a, to: b, width: 1, color: .gray, dash: [3, 2])
  /// ```
  public func strokeLine(from start: Point, to end: Point, width: Double, color: Color, dash: [Double] = []) {
    guard width > 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_new_path(cr)
    cairo_move_to(cr, start.x, start.y)
    cairo_line_to(cr, end.x, end.y)
    stroke(width: width, color: color, dash: dash)
  }

  /// Strokes the outline of `rect` with a line `width` points wide lying just inside it (the rectangle's
  /// edges are the outer edges of the line), solid or dashed. Unlike `strokeBorder` it never fills a
  /// rectangle thinner than two lines: such a rectangle is drawn as one line along its length.
  ///
  /// ```swift
  /// canvas.strokeRect(frame, width: 1 / canvas.scale, color: .systemBlue)          // a one-pixel hairline
  /// canvas.strokeRect(marginsRect, width: 0.5, color: .cyan, dash: [2, 2])
  /// ```
  public func strokeRect(_ rect: Rect, width: Double, color: Color, dash: [Double] = []) {
    guard width > 0, rect.width >= 0, rect.height >= 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_new_path(cr)
    let inset = width / 2
    if rect.width <= width || rect.height <= width {
      // Degenerate: a line along the longer side (or a dot for an empty rectangle).
      if rect.width >= rect.height {
        cairo_move_to(cr, rect.minX, rect.midY)
        cairo_line_to(cr, max(rect.maxX, rect.minX + width), rect.midY)
      } else {
        cairo_move_to(cr, rect.midX, rect.minY)
        cairo_line_to(cr, rect.midX, max(rect.maxY, rect.minY + width))
      }
    } else {
      cairo_rectangle(cr, rect.minX + inset, rect.minY + inset, rect.width - width, rect.height - width)
    }
    stroke(width: width, color: color, dash: dash)
  }

  /// Fills `rect` with parallel diagonal lines (bottom-left to top-right), `spacing` points apart and
  /// `width` points wide, clipped to the rectangle: the view debugger's mark for "not decided".
  ///
  /// ```swift
  /// canvas.hatch(frame, spacing: 6, width: 1, color: Color.purple.withAlpha(0.6))
  /// ```
  public func hatch(_ rect: Rect, spacing: Double, width: Double, color: Color) {
    guard rect.width > 0, rect.height > 0, spacing > 0, width > 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_new_path(cr)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(cr)
    cairo_new_path(cr)
    // Lines x + y = c, for c on a grid anchored at the origin so neighbouring rectangles line up.
    var c = (((rect.minX + rect.minY) / spacing).rounded(.down)) * spacing
    while c <= rect.maxX + rect.maxY {
      cairo_move_to(cr, c - rect.maxY, rect.maxY)
      cairo_line_to(cr, c - rect.minY, rect.minY)
      c += spacing
    }
    stroke(width: width, color: color, dash: [])
  }

  private func stroke(width: Double, color: Color, dash: [Double]) {
    cairo_set_line_width(cr, width)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    dash.withUnsafeBufferPointer { buffer in
      cairo_set_dash(cr, buffer.baseAddress, Int32(buffer.count), 0)
    }
    setColor(color)
    strokePath()
  }
}
