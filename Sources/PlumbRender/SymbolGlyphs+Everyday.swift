import PlumbGraphics
import PlumbLayout

extension SymbolGlyphs {
  /// The everyday symbols of settings and app screens (Wi-Fi, bell, globe, clock, photo, folder, document,
  /// paper plane, speech bubble), drawn as the others are; any other name goes on to `drawUtility`.
  ///
  /// ```swift
  /// glyphs.drawEveryday("wifi", with: GlyphPen(canvas: canvas, box: box, stroke: 1.7, color: blue))
  /// ```
  func drawEveryday(_ name: String, with pen: GlyphPen) -> Bool {
    let p = pen.p, line = pen.line, inX = pen.inX, inY = pen.inY, center = pen.center, radius = pen.radius
    let (box, stroke, color) = (pen.box, pen.stroke, pen.color)
    switch name {
    case "wifi":
      // A dot under three arcs, a quarter turn each, opening upwards.
      let hub = p(0.5, 0.88)
      canvas.fillCircle(center: hub, radius: stroke * 0.95, color: color)
      for ring in [0.3, 0.56, 0.82] {
        canvas.strokeArc(center: hub, radius: box.height * ring, start: -0.75 * Double.pi, end: -0.25 * Double.pi,
                         width: stroke, color: color)
      }
    case "bell", "bell.fill":
      let dome = p(0.5, 0.42), domeRadius = box.width * 0.32
      let body = [p(0.18, 0.42), p(0.18, 0.68), p(inX, 0.8), p(1 - inX, 0.8), p(0.82, 0.68), p(0.82, 0.42)]
      if name == "bell.fill" {
        canvas.fillWedge(center: dome, radius: domeRadius, start: -Double.pi, end: 0, color: color)
        canvas.fillPolygon(body, color: color)
      } else {
        canvas.strokeArc(center: dome, radius: domeRadius, start: -Double.pi, end: 0, width: stroke, color: color)
        line(body)
      }
      line([p(0.5, inY), p(0.5, 0.1)])
      canvas.fillCircle(center: p(0.5, 0.91), radius: box.width * 0.1, color: color)
    case "globe":
      canvas.strokeCircle(center: center, radius: radius - stroke / 2, width: stroke, color: color)
      // The meridian as an ellipse, the equator and two parallels.
      let meridian = (0...32).map { index -> Point in
        let t = Double(index) / 32 * 2 * Double.pi
        return Point(x: center.x + radius * 0.45 * cosine(t), y: center.y + (radius - stroke / 2) * sine(t))
      }
      line(meridian)
      line([Point(x: center.x - radius + stroke, y: center.y), Point(x: center.x + radius - stroke, y: center.y)])
      for dy in [-0.5, 0.5] {
        let half = radius * 0.84
        line([Point(x: center.x - half, y: center.y + dy * radius), Point(x: center.x + half, y: center.y + dy * radius)])
      }
    case "clock":
      canvas.strokeCircle(center: center, radius: radius - stroke / 2, width: stroke, color: color)
      line([Point(x: center.x, y: center.y - radius * 0.55), center, Point(x: center.x + radius * 0.4, y: center.y)])
    case "photo":
      canvas.strokeBorder(box, width: stroke, color: color, cornerRadius: box.height * 0.12)
      line([p(0.1, 0.84), p(0.38, 0.5), p(0.58, 0.72), p(0.72, 0.58), p(0.9, 0.8)])
      canvas.fillCircle(center: p(0.72, 0.3), radius: box.height * 0.09, color: color)
    case "folder":
      let outline = [p(inX, 0.15), p(0.38, 0.15), p(0.46, 0.27), p(1 - inX, 0.27), p(1 - inX, 1 - inY), p(inX, 1 - inY)]
      line(outline + [outline[0]])
      line([p(inX, 0.4), p(1 - inX, 0.4)])
    case "doc":
      let outline = [p(inX, inY), p(0.62, inY), p(1 - inX, 0.3), p(1 - inX, 1 - inY), p(inX, 1 - inY)]
      line(outline + [outline[0]])
      line([p(0.62, inY), p(0.62, 0.3), p(1 - inX, 0.3)])
    case "paperplane":
      let outline = [p(inX, 0.45), p(1 - inX, inY), p(0.6, 1 - inY), p(0.45, 0.58)]
      line(outline + [outline[0]])
      line([p(0.45, 0.58), p(1 - inX, inY)])
    case "bubble.left":
      canvas.strokeBorder(Rect(x: box.minX + stroke / 2, y: box.minY + stroke / 2, width: box.width - stroke, height: box.height * 0.8),
                          width: stroke, color: color, cornerRadius: box.height * 0.38)
      line([p(0.2, 0.74), p(0.1, 1 - inY), p(0.38, 0.81)])
    default:
      return drawUtility(name, with: pen)
    }
    return true
  }
}
