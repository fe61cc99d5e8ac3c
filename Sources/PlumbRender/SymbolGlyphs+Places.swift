import PlumbGraphics
import PlumbLayout

extension SymbolGlyphs {
  /// The symbols of places, shopping and calls (location arrow, map pin, cart, credit card, phone,
  /// microphone, flag, moon, sun, warning triangle), drawn as the others are; `false` for a name that is not
  /// one of them.
  ///
  /// ```swift
  /// glyphs.drawPlaces("mappin", with: GlyphPen(canvas: canvas, box: box, stroke: 1.7, color: red))
  /// ```
  func drawPlaces(_ name: String, with pen: GlyphPen) -> Bool {
    let p = pen.p, line = pen.line, inX = pen.inX, inY = pen.inY, center = pen.center, radius = pen.radius
    let (box, stroke, color) = (pen.box, pen.stroke, pen.color)
    switch name {
    case "location", "location.fill":
      // The arrow pointing up and right, its notch towards the centre.
      let arrow = [p(0.94, 0.06), p(0.56, 0.94), p(0.46, 0.54), p(0.06, 0.44)]
      if name == "location.fill" { canvas.fillPolygon(arrow, color: color) } else { line(arrow + [arrow[0]]) }
    case "mappin":
      canvas.strokeCircle(center: p(0.5, 0.22), radius: box.width * 0.5 - stroke / 2, width: stroke, color: color)
      line([p(0.5, 0.44), p(0.5, 1 - inY)])
    case "cart":
      line([p(inX, 0.08), p(0.18, 0.08), p(0.3, 0.66), p(0.86, 0.66), p(1 - inX, 0.24), p(0.22, 0.24)])
      for x in [0.36, 0.8] { canvas.strokeCircle(center: p(x, 0.86), radius: box.height * 0.08, width: stroke, color: color) }
    case "creditcard":
      canvas.strokeBorder(box, width: stroke, color: color, cornerRadius: box.height * 0.14)
      canvas.fill(Rect(x: box.minX, y: box.minY + box.height * 0.26, width: box.width, height: box.height * 0.16), color: color)
      line([p(0.16, 0.72), p(0.36, 0.72)])
    case "phone", "phone.fill":
      // The handset from upper left to lower right: two ear pieces joined by a curved grip.
      let handset = (0...16).map { index -> Point in
        let t = Double(index) / 16 * Double.pi / 2
        return Point(x: box.minX + box.width * (0.22 + 0.62 * (1 - cosine(t))), y: box.minY + box.height * (0.16 + 0.62 * sine(t)))
      }
      if name == "phone.fill" {
        canvas.strokeRoundPath(handset, width: stroke * 2.2, color: color)
      } else {
        line(handset)
      }
      // The ear and mouth pieces across the grip's ends.
      canvas.strokeRoundPath([p(0.1, 0.16), p(0.34, 0.16)], width: stroke * 2.2, color: color)
      canvas.strokeRoundPath([p(0.84, 0.66), p(0.84, 0.9)], width: stroke * 2.2, color: color)
    case "mic":
      canvas.strokeBorder(Rect(x: box.minX + box.width * 0.22, y: box.minY + stroke / 2, width: box.width * 0.56, height: box.height * 0.6),
                          width: stroke, color: color, cornerRadius: box.width * 0.28)
      canvas.strokeArc(center: p(0.5, 0.5), radius: box.width * 0.5 - stroke / 2, start: 0, end: Double.pi, width: stroke, color: color)
      line([p(0.5, 0.84), p(0.5, 1 - inY)])
    case "flag":
      line([p(inX + 0.04, 1 - inY), p(inX + 0.04, inY)])
      let cloth = [p(inX + 0.04, inY), p(0.62, 0.1), p(1 - inX, inY + 0.02), p(1 - inX, 0.55), p(0.62, 0.6), p(inX + 0.04, 0.55)]
      line(cloth)
    case "moon":
      // A crescent: the disc less a disc moved up and right — the outer circle where the bite does not reach,
      // then the bite's edge back inside it.
      let outer = radius - stroke / 2, bite = Point(x: center.x + radius * 0.42, y: center.y - radius * 0.36), biteRadius = outer * 0.8
      func around(_ c: Point, _ r: Double, _ keep: (Point) -> Bool, clockwise: Bool) -> [Point] {
        let points = (0..<96).map { index -> Point in
          let t = Double(clockwise ? index : 96 - index) / 96 * 2 * Double.pi
          return Point(x: c.x + r * cosine(t), y: c.y + r * sine(t))
        }
        // Start just after a point that is not kept, so the kept ones run in one piece.
        guard let first = points.firstIndex(where: { !keep($0) }) else { return points }
        return (points[first...] + points[..<first]).filter(keep)
      }
      func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
      let rim = around(center, outer, { distance($0, bite) > biteRadius }, clockwise: true)
      let edge = around(bite, biteRadius, { distance($0, center) < outer }, clockwise: false)
      if !rim.isEmpty { line(rim + edge + [rim[0]]) }
    case "sun.max":
      canvas.strokeCircle(center: center, radius: radius * 0.42, width: stroke, color: color)
      for ray in 0..<8 {
        let angle = Double(ray) * Double.pi / 4
        let (c, s) = (cosine(angle), sine(angle))
        line([Point(x: center.x + radius * 0.66 * c, y: center.y + radius * 0.66 * s),
              Point(x: center.x + (radius - stroke / 2) * c, y: center.y + (radius - stroke / 2) * s)])
      }
    case "exclamationmark.triangle":
      let triangle = [p(0.5, inY), p(1 - inX, 1 - inY), p(inX, 1 - inY)]
      line(triangle + [triangle[0]])
      line([p(0.5, 0.36), p(0.5, 0.66)])
      canvas.fillCircle(center: p(0.5, 0.8), radius: stroke * 0.7, color: color)
    default:
      return false
    }
    return true
  }
}
