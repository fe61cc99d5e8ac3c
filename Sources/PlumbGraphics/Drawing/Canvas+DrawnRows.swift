import CPangoCairo
import PlumbLayout

extension Canvas {
  /// Fills the current path, first marking the rows it covers as drawn. Every fill on the canvas goes
  /// through here (and every stroke through `strokePath`), so a row never marked still holds the background.
  ///
  /// ```swift
  /// cairo_rectangle(cr, 0, 0, 10, 10)
  /// fillPath()
  /// ```
  func fillPath() {
    markPath(reach: 0)
    cairo_fill(cr)
  }

  /// Strokes the current path with the current line width and join, first marking the rows it may cover:
  /// the path's extents grown by the line width (five line widths for mitred joins, Cairo's miter limit of
  /// 10 being 5 widths from the path).
  func strokePath() {
    let width = cairo_get_line_width(cr)
    let mitred = cairo_get_line_join(cr) == CAIRO_LINE_JOIN_MITER
    markPath(reach: width * (mitred ? max(1, cairo_get_miter_limit(cr) / 2) : 1))
    cairo_stroke(cr)
  }

  /// Marks the rows of the current path's extents, grown by `reach` user units and a pixel, as drawn.
  private func markPath(reach: Double) {
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_path_extents(cr, &x1, &y1, &x2, &y2)
    markRows(userRect: (x1 - reach, y1 - reach, x2 + reach, y2 + reach))
  }

  /// Marks the rows that the user-space rectangle (`x1`, `y1`)–(`x2`, `y2`) covers, plus a pixel above and
  /// below, as drawn.
  func markRows(userRect: (x1: Double, y1: Double, x2: Double, y2: Double)) {
    var top = Double.infinity, bottom = -Double.infinity
    for (cornerX, cornerY) in [(userRect.x1, userRect.y1), (userRect.x2, userRect.y1), (userRect.x1, userRect.y2), (userRect.x2, userRect.y2)] {
      var x = cornerX, y = cornerY
      cairo_user_to_device(cr, &x, &y)
      top = min(top, y)
      bottom = max(bottom, y)
    }
    guard top.isFinite, bottom.isFinite else {
      markRows(0, pixelHeight)
      return
    }
    markRows(Int(max(-1, min(Double(pixelHeight), top.rounded(.down)))) - 1, Int(max(-1, min(Double(pixelHeight), bottom.rounded(.up)))) + 1)
  }

  /// Marks device rows `from..<to` (clamped to the canvas) as drawn.
  func markRows(_ from: Int, _ to: Int) {
    let start = max(0, from), end = min(pixelHeight, to)
    guard start < end else { return }
    drawnRows.withUnsafeMutableBufferPointer { rows in
      for row in start..<end { rows[row] = true }
    }
  }
}
