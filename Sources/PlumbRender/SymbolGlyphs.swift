import PlumbGraphics
import PlumbLayout

/// Line drawings of the SF Symbols Plumb draws (`Layout.SystemSymbol.drawn`), in the box UIKit gives the
/// symbol and in its colour, the strokes as heavy as the configuration's weight: Plumb has no SF Symbols,
/// so these stand in for them, simple enough to read as the same symbol.
///
/// ```swift
/// SymbolGlyphs(canvas: canvas).draw("chevron.forward", in: box, pointSize: 17, weight: .semibold, color: grey)
/// ```
struct SymbolGlyphs {
  let canvas: Canvas

  /// Draws `name` filling `box`; `false` when Plumb does not draw that symbol.
  @discardableResult
  func draw(_ name: String, in box: Rect, pointSize: Double, weight: FontWeight, color: Color) -> Bool {
    guard Layout.SystemSymbol.isDrawn(name), box.width > 0, box.height > 0 else { return false }
    // A regular stroke is a tenth of the point size; heavier weights are thicker, lighter ones thinner.
    let stroke = pointSize * 0.1 * (0.4 + 1.6 * Double(min(max(weight.rawValue, 100), 900) - 100) / 800)
    func p(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * box.width, y: box.minY + y * box.height) }
    func line(_ points: [Point]) { canvas.strokeRoundPath(points, width: stroke, color: color) }
    // Insets that keep a round-capped stroke inside the box.
    let inX = stroke / 2 / box.width, inY = stroke / 2 / box.height
    let center = p(0.5, 0.5)
    let radius = min(box.width, box.height) / 2
    switch name {
    case "chevron.forward", "chevron.right":
      line([p(inX, inY), p(1 - inX, 0.5), p(inX, 1 - inY)])
    case "chevron.backward", "chevron.left":
      line([p(1 - inX, inY), p(inX, 0.5), p(1 - inX, 1 - inY)])
    case "chevron.up":
      line([p(inX, 1 - inY), p(0.5, inY), p(1 - inX, 1 - inY)])
    case "chevron.down":
      line([p(inX, inY), p(0.5, 1 - inY), p(1 - inX, inY)])
    case "checkmark":
      line([p(inX, 0.55), p(0.36, 1 - inY), p(1 - inX, inY)])
    case "xmark":
      line([p(inX, inY), p(1 - inX, 1 - inY)]); line([p(1 - inX, inY), p(inX, 1 - inY)])
    case "plus":
      line([p(0.5, inY), p(0.5, 1 - inY)]); line([p(inX, 0.5), p(1 - inX, 0.5)])
    case "minus":
      line([p(inX, 0.5), p(1 - inX, 0.5)])
    case "circle":
      canvas.strokeCircle(center: center, radius: radius - stroke / 2, width: stroke, color: color)
    case "circle.fill":
      canvas.fillCircle(center: center, radius: radius, color: color)
    case "info.circle", "xmark.circle", "plus.circle", "checkmark.circle":
      canvas.strokeCircle(center: center, radius: radius - stroke / 2, width: stroke, color: color)
      inner(name, center: center, radius: radius, stroke: stroke, color: color)
    case "checkmark.circle.fill":
      canvas.fillCircle(center: center, radius: radius, color: color)
      inner(name, center: center, radius: radius, stroke: stroke, color: .white)
    case "magnifyingglass":
      BarGlyphs(canvas: canvas).magnifier(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), color: color)
    case "ellipsis":
      for x in [0.12, 0.5, 0.88] { canvas.fillCircle(center: p(x, 0.5), radius: box.height * 0.3, color: color) }
    case "star", "star.fill":
      let corners = BarGlyphs(canvas: canvas).star(center: p(0.5, 0.54), outer: box.height * 0.5, inner: box.height * 0.2)
      if name == "star.fill" { canvas.fillPolygon(corners, color: color) } else { line(corners + [corners[0]]) }
    case "trash":
      line([p(inX, 0.2), p(1 - inX, 0.2)]); line([p(0.35, 0.2), p(0.38, inY), p(0.62, inY), p(0.65, 0.2)])
      line([p(0.12, 0.2), p(0.17, 1 - inY), p(0.83, 1 - inY), p(0.88, 0.2)])
    default:
      return false
    }
    return true
  }

  /// The mark inside a circled symbol: i, ×, + or ✓.
  private func inner(_ name: String, center: Point, radius: Double, stroke: Double, color: Color) {
    let r = radius * 0.42
    func at(_ dx: Double, _ dy: Double) -> Point { Point(x: center.x + dx * r, y: center.y + dy * r) }
    let mark = stroke * 0.9
    switch name {
    case "info.circle":
      canvas.fillCircle(center: at(0, -0.95), radius: mark * 0.8, color: color)
      canvas.strokeRoundPath([at(0, -0.25), at(0, 1.05)], width: mark, color: color)
    case "xmark.circle":
      canvas.strokeRoundPath([at(-0.8, -0.8), at(0.8, 0.8)], width: mark, color: color)
      canvas.strokeRoundPath([at(0.8, -0.8), at(-0.8, 0.8)], width: mark, color: color)
    case "plus.circle":
      canvas.strokeRoundPath([at(0, -1.1), at(0, 1.1)], width: mark, color: color)
      canvas.strokeRoundPath([at(-1.1, 0), at(1.1, 0)], width: mark, color: color)
    default:
      canvas.strokeRoundPath([at(-0.95, 0.05), at(-0.3, 0.7), at(1.0, -0.75)], width: mark, color: color)
    }
  }
}
