import PlumbGraphics
import PlumbLayout

extension SymbolGlyphs {
  /// The symbols drawn on a grid of their square (24 units for the bar items' icons, 25 for the tab bar's),
  /// as UIKit's bar and tab bar system items show them; `false` for a name not drawn this way.
  ///
  /// ```swift
  /// glyphs.drawOnGrid("square.and.arrow.up", in: Rect(x: 0, y: 0, width: 24, height: 24), color: blue)
  /// ```
  func drawOnGrid(_ name: String, in box: Rect, color: Color) -> Bool {
    switch name {
    case "magnifyingglass":
      magnifier(in: box, color: color)
    case "square.and.pencil", "arrowshape.turn.up.left", "square.and.arrow.up", "book", "arrow.clockwise", "camera",
         "play.fill", "pause.fill", "backward.fill", "forward.fill":
      drawOn24(name, in: box, color: color)
    case "book.fill", "square.and.arrow.down":
      drawOn25(name, in: box, color: color)
    default:
      return false
    }
    return true
  }

  /// A bar button item's icon on a grid of 24 units.
  private func drawOn24(_ name: String, in box: Rect, color: Color) {
    let u = box.width / 24
    func p(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * u, y: box.minY + y * u) }
    func line(_ points: [Point], _ width: Double = 2) { canvas.strokeRoundPath(points, width: width * u, color: color) }
    switch name {
    case "square.and.pencil":
      line([p(13, 4), p(4, 4), p(4, 20), p(20, 20), p(20, 11)], 1.6); line([p(10, 14), p(20, 4)])
    case "arrowshape.turn.up.left":
      line([p(9, 5), p(3, 11), p(9, 17)]); line([p(3, 11), p(15, 11), p(21, 17), p(21, 20)])
    case "square.and.arrow.up":
      line([p(8, 9), p(5, 9), p(5, 21), p(19, 21), p(19, 9), p(16, 9)], 1.6)
      line([p(12, 2.5), p(12, 15)]); line([p(8, 6.5), p(12, 2.5), p(16, 6.5)])
    case "book":
      line([p(4, 5), p(4, 19), p(11, 21), p(11, 7), p(4, 5)], 1.6); line([p(20, 5), p(20, 19), p(13, 21), p(13, 7), p(20, 5)], 1.6)
    case "arrow.clockwise":
      canvas.strokeArc(center: p(12, 13), radius: 7.5 * u, start: -1.2, end: 4.0, width: 2 * u, color: color)
      canvas.fillPolygon([p(12, 1.5), p(17, 5.5), p(12, 9.5)], color: color)
    case "camera":
      canvas.strokeBorder(Rect(x: box.minX + 2 * u, y: box.minY + 7 * u, width: 20 * u, height: 14 * u), width: 1.6 * u, color: color, cornerRadius: 3 * u)
      line([p(8, 7), p(9.5, 4), p(14.5, 4), p(16, 7)], 1.6)
      canvas.strokeCircle(center: p(12, 14), radius: 4 * u, width: 1.6 * u, color: color)
    case "play.fill":
      canvas.fillPolygon([p(7, 4), p(20, 12), p(7, 20)], color: color)
    case "pause.fill":
      canvas.fill(Rect(x: box.minX + 6 * u, y: box.minY + 4 * u, width: 4 * u, height: 16 * u), color: color, cornerRadius: 1 * u)
      canvas.fill(Rect(x: box.minX + 14 * u, y: box.minY + 4 * u, width: 4 * u, height: 16 * u), color: color, cornerRadius: 1 * u)
    case "backward.fill":
      canvas.fillPolygon([p(12, 6), p(2, 12), p(12, 18)], color: color); canvas.fillPolygon([p(22, 6), p(12, 12), p(22, 18)], color: color)
    default:  // forward.fill
      canvas.fillPolygon([p(2, 6), p(12, 12), p(2, 18)], color: color); canvas.fillPolygon([p(12, 6), p(22, 12), p(12, 18)], color: color)
    }
  }

  /// A tab bar item's image on a grid of 25 units.
  private func drawOn25(_ name: String, in box: Rect, color: Color) {
    let u = box.width / 25
    func p(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * u, y: box.minY + y * u) }
    switch name {
    case "book.fill":
      canvas.fillPolygon([p(4, 4), p(11.5, 6), p(11.5, 23), p(4, 21)], color: color)
      canvas.fillPolygon([p(21, 4), p(13.5, 6), p(13.5, 23), p(21, 21)], color: color)
    default:  // square.and.arrow.down
      canvas.strokeRoundPath([p(12.5, 3), p(12.5, 16)], width: 2.2 * u, color: color)
      canvas.strokeRoundPath([p(7, 11), p(12.5, 16.5), p(18, 11)], width: 2.2 * u, color: color)
      canvas.strokeRoundPath([p(4, 18), p(4, 22), p(21, 22), p(21, 18)], width: 2.2 * u, color: color)
    }
  }

  /// The magnifying glass, on a grid of 24 units of `box`.
  func magnifier(in box: Rect, color: Color) {
    let u = box.width / 24
    canvas.strokeCircle(center: Point(x: box.minX + 10 * u, y: box.minY + 10 * u), radius: 6.5 * u, width: 2 * u, color: color)
    canvas.strokeRoundPath([Point(x: box.minX + 15 * u, y: box.minY + 15 * u), Point(x: box.minX + 20.5 * u, y: box.minY + 20.5 * u)],
                           width: 2.2 * u, color: color)
  }

  /// A five-pointed star's corners, the first pointing up.
  func star(center: Point, outer: Double, inner: Double) -> [Point] {
    (0..<10).map { index in
      let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
      let radius = index.isMultiple(of: 2) ? outer : inner
      return Point(x: center.x + radius * cosine(angle), y: center.y + radius * sine(angle))
    }
  }
}
