import PlumbGraphics
import PlumbLayout

/// The box a symbol is drawn in and the pen that draws it (`SymbolGlyphs`): points given in the box's unit
/// square, round-capped strokes of the symbol's weight in its colour.
///
/// ```swift
/// let pen = GlyphPen(canvas: canvas, box: box, stroke: 1.7, color: blue)
/// pen.line([pen.p(pen.inX, 0.5), pen.p(1 - pen.inX, 0.5)])   // a minus sign
/// ```
struct GlyphPen {
  let canvas: Canvas
  let box: Rect
  let stroke: Double
  let color: Color

  /// The point at (`x`, `y`) of the box's unit square.
  func p(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * box.width, y: box.minY + y * box.height) }
  /// A round-capped, round-joined stroke through `points`.
  func line(_ points: [Point]) { canvas.strokeRoundPath(points, width: stroke, color: color) }
  /// Insets, in unit-square terms, that keep a round-capped stroke inside the box.
  var inX: Double { stroke / 2 / box.width }
  var inY: Double { stroke / 2 / box.height }
  var center: Point { p(0.5, 0.5) }
  /// Half the box's shorter side.
  var radius: Double { min(box.width, box.height) / 2 }
}
