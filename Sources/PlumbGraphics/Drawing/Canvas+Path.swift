import CPangoCairo
import PlumbLayout

extension Canvas {
  /// One piece of a free-form path, in points (control points first, end point last).
  ///
  /// ```swift
  /// let triangle: [Canvas.PathSegment] = [.move(Point(x: 0, y: 10)), .line(Point(x: 5, y: 0)), .line(Point(x: 10, y: 10)), .close]
  /// ```
  public enum PathSegment: Sendable, Hashable {
    case move(Point)
    case line(Point)
    case quad(Point, Point)
    case curve(Point, Point, Point)
    case close
  }

  /// How a stroked path's ends and corners are drawn.
  ///
  /// ```swift
  /// let style = Canvas.StrokeStyle(width: 2, cap: .round, join: .round)
  /// ```
  public struct StrokeStyle: Sendable, Hashable {
    /// The end of an open subpath.
    ///
    /// ```swift
    /// Canvas.StrokeStyle.Cap.round
    /// ```
    public enum Cap: Sendable, Hashable { case butt, round, square }
    /// The corner between two segments.
    ///
    /// ```swift
    /// Canvas.StrokeStyle.Join.bevel
    /// ```
    public enum Join: Sendable, Hashable { case miter, round, bevel }
    public var width: Double, cap: Cap, join: Join, miterLimit: Double, dash: [Double], dashPhase: Double
    /// A stroke style (Core Graphics' defaults: butt caps, mitred joins, miter limit 10, no dash).
    ///
    /// ```swift
    /// Canvas.StrokeStyle(width: 3, dash: [4, 2])
    /// ```
    public init(width: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
      self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
  }

  /// Fills `path` with `color` (non-zero winding, or even-odd).
  ///
  /// ```swift
  /// canvas.fill(path: [.move(Point(x: 0, y: 10)), .line(Point(x: 5, y: 0)), .line(Point(x: 10, y: 10)), .close], color: .black)
  /// ```
  public func fill(path: [PathSegment], color: Color, evenOdd: Bool = false) {
    guard color.alpha > 0, !path.isEmpty, Self.isFinite(path) else { return }
    cairo_save(cr)
    trace(path)
    cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    setColor(color)
    fillPath()
    cairo_restore(cr)
  }

  /// Strokes `path` with `color` in `style`.
  ///
  /// ```swift
  /// canvas.stroke(path: [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 10))], color: .black, style: Canvas.StrokeStyle(width: 2))
  /// ```
  public func stroke(path: [PathSegment], color: Color, style: StrokeStyle) {
    guard color.alpha > 0, style.width > 0, style.width.isFinite, !path.isEmpty, Self.isFinite(path) else { return }
    cairo_save(cr)
    trace(path)
    cairo_set_line_width(cr, style.width)
    switch style.cap {
    case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
    }
    switch style.join {
    case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
    }
    cairo_set_miter_limit(cr, style.miterLimit)
    let dash = style.dash.filter { $0.isFinite && $0 >= 0 }
    if !dash.isEmpty, dash.contains(where: { $0 > 0 }) { cairo_set_dash(cr, dash, Int32(dash.count), style.dashPhase) }
    setColor(color)
    strokePath()
    cairo_restore(cr)
  }

  private static func isFinite(_ path: [PathSegment]) -> Bool {
    path.allSatisfy { segment in
      switch segment {
      case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
      case .quad(let c, let p): return c.x.isFinite && c.y.isFinite && p.x.isFinite && p.y.isFinite
      case .curve(let a, let b, let p): return [a, b, p].allSatisfy { $0.x.isFinite && $0.y.isFinite }
      case .close: return true
      }
    }
  }

  private func trace(_ path: [PathSegment]) {
    cairo_new_path(cr)
    for segment in path {
      switch segment {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .quad(let c, let p):
        var x0 = p.x, y0 = p.y
        if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x0, &y0) }
        cairo_curve_to(cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0), p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
      case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .close: cairo_close_path(cr)
      }
    }
  }
}
