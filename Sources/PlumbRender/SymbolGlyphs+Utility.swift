import PlumbGraphics
import PlumbLayout

extension SymbolGlyphs {
  /// The utility symbols of toolbars and settings rows (timer, tag, Safari's compass, sign-out, a filled
  /// question mark, Memories), drawn as the others are; any other name goes on to `drawPlaces`.
  ///
  /// ```swift
  /// glyphs.drawUtility("timer", with: GlyphPen(canvas: canvas, box: box, stroke: 1.7, color: blue))
  /// ```
  func drawUtility(_ name: String, with pen: GlyphPen) -> Bool {
    let p = pen.p, line = pen.line, inX = pen.inX, inY = pen.inY, center = pen.center, radius = pen.radius
    let (box, stroke, color) = (pen.box, pen.stroke, pen.color)
    switch name {
    case "timer":
      // A dial with a gap at the top where the winder stands, and one hand pointing to about one o'clock.
      canvas.strokeArc(center: center, radius: radius - stroke / 2, start: -0.42 * Double.pi, end: 1.42 * Double.pi,
                       width: stroke, color: color)
      line([p(0.5, inY), p(0.5, 0.24)])
      line([center, Point(x: center.x + radius * 0.36, y: center.y - radius * 0.36)])
    case "tag", "tag.fill":
      // A luggage tag pointing up and left, its eyelet near the point.
      let outline = [p(0.06, 0.1), p(0.5, 0.06), p(0.94, 0.5), p(0.5, 0.94), p(0.06, 0.5)]
      let eyelet = (center: p(0.27, 0.29), radius: min(box.width, box.height) * 0.08)
      if name == "tag.fill" {
        canvas.fillPolygon(outline, holes: [eyelet], color: color)
      } else {
        line(outline + [outline[0]])
        canvas.strokeCircle(center: eyelet.center, radius: eyelet.radius, width: stroke * 0.8, color: color)
      }
    case "safari":
      // A compass: the dial and a needle across it from lower left to upper right, its tip filled.
      canvas.strokeCircle(center: center, radius: radius - stroke / 2, width: stroke, color: color)
      let reach = radius * 0.55, side = radius * 0.17
      let tip = Point(x: center.x + reach * 0.707, y: center.y - reach * 0.707)
      let tail = Point(x: center.x - reach * 0.707, y: center.y + reach * 0.707)
      let left = Point(x: center.x - side * 0.707, y: center.y - side * 0.707)
      let right = Point(x: center.x + side * 0.707, y: center.y + side * 0.707)
      canvas.fillPolygon([tip, right, left], color: color)
      line([left, tail, right])
    case "rectangle.portrait.and.arrow.right":
      // A door open on its right, and an arrow leaving through it.
      line([p(0.62, 0.3), p(0.62, inY), p(inX, inY), p(inX, 1 - inY), p(0.62, 1 - inY), p(0.62, 0.7)])
      line([p(0.36, 0.5), p(1 - inX, 0.5)])
      let head = box.height * 0.16
      line([Point(x: box.maxX - stroke / 2 - head, y: box.midY - head), p(1 - inX, 0.5),
            Point(x: box.maxX - stroke / 2 - head, y: box.midY + head)])
    case "questionmark.circle.fill":
      canvas.fillCircle(center: center, radius: radius, color: color)
      // The mark in white, as the filled circled symbols draw theirs (checkmark.circle.fill).
      questionMark(center: center, radius: radius, stroke: stroke, color: .white)
    case "memories":
      // A play triangle inside a circular arrow turning clockwise.
      let ring = radius - stroke / 2, start = -0.35 * Double.pi, finish = 1.3 * Double.pi
      canvas.strokeArc(center: center, radius: ring, start: start, end: finish, width: stroke, color: color)
      // The head at the arc's end, its two barbs folded back from the direction of travel (the tangent).
      let end = Point(x: center.x + ring * cosine(finish), y: center.y + ring * sine(finish))
      let tx = -sine(finish), ty = cosine(finish), head = radius * 0.3
      line([Point(x: end.x - head * (tx - ty), y: end.y - head * (ty + tx)), end,
            Point(x: end.x - head * (tx + ty), y: end.y - head * (ty - tx))])
      let triangle = radius * 0.36
      canvas.fillPolygon([Point(x: center.x - triangle * 0.6, y: center.y - triangle), Point(x: center.x + triangle, y: center.y),
                          Point(x: center.x - triangle * 0.6, y: center.y + triangle)], color: color)
    default:
      return drawPlaces(name, with: pen)
    }
    return true
  }
}
