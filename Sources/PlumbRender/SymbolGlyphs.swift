import PlumbGraphics
import PlumbLayout

/// Line drawings of the SF Symbols Plumb draws (`Layout.SystemSymbol.drawn`), in the box UIKit gives the
/// symbol and in its colour, the strokes as heavy as the configuration's weight: Plumb has no SF Symbols,
/// so these stand in for them, simple enough to read as the same symbol. It is the one table of glyphs,
/// keyed by symbol name: bar and tab bar system items draw theirs (`symbolName`) through `drawSystemItem`.
///
/// ```swift
/// SymbolGlyphs(canvas: canvas).draw("chevron.forward", in: box, pointSize: 17, weight: .semibold, color: grey)
/// ```
struct SymbolGlyphs {
  let canvas: Canvas

  /// The symbols that point the other way right to left.
  static let mirrored = ["chevron.forward": "chevron.backward", "chevron.backward": "chevron.forward"]

  /// Draws `name` filling `box`; `false` when Plumb does not draw that symbol. Right to left the forward
  /// and backward chevrons point the other way, as UIKit mirrors them.
  @discardableResult
  func draw(_ name: String, in box: Rect, pointSize: Double, weight: FontWeight, color: Color,
            direction: LayoutDirection = .leftToRight) -> Bool {
    guard Layout.SystemSymbol.isDrawn(name), box.width > 0, box.height > 0 else { return false }
    let name = direction == .rightToLeft ? Self.mirrored[name] ?? name : name
    // A regular stroke is a tenth of the point size; heavier weights are thicker, lighter ones thinner.
    let stroke = pointSize * 0.1 * (0.4 + 1.6 * Double(min(max(weight.rawValue, 100), 900) - 100) / 800)
    let pen = GlyphPen(canvas: canvas, box: box, stroke: stroke, color: color)
    let p = pen.p, line = pen.line, inX = pen.inX, inY = pen.inY, center = pen.center, radius = pen.radius
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
    case "info.circle", "xmark.circle", "plus.circle", "checkmark.circle", "minus.circle", "exclamationmark.circle":
      canvas.strokeCircle(center: center, radius: radius - stroke / 2, width: stroke, color: color)
      inner(name, center: center, radius: radius, stroke: stroke, color: color)
    case "checkmark.circle.fill", "info.circle.fill", "xmark.circle.fill", "plus.circle.fill", "minus.circle.fill",
         "exclamationmark.circle.fill":
      // The filled circle with its mark in white, as the filled symbols cut it out.
      canvas.fillCircle(center: center, radius: radius, color: color)
      inner(String(name.dropLast(".fill".count)), center: center, radius: radius, stroke: stroke, color: .white)
    case "magnifyingglass":
      magnifier(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), color: color)
    case "ellipsis":
      for x in [0.12, 0.5, 0.88] { canvas.fillCircle(center: p(x, 0.5), radius: box.height * 0.3, color: color) }
    case "star", "star.fill":
      let corners = star(center: p(0.5, 0.54), outer: box.height * 0.5, inner: box.height * 0.2)
      if name == "star.fill" { canvas.fillPolygon(corners, color: color) } else { line(corners + [corners[0]]) }
    case "trash":
      line([p(inX, 0.2), p(1 - inX, 0.2)]); line([p(0.35, 0.2), p(0.38, inY), p(0.62, inY), p(0.65, 0.2)])
      line([p(0.12, 0.2), p(0.17, 1 - inY), p(0.83, 1 - inY), p(0.88, 0.2)])
    case "heart", "heart.fill":
      // The classic heart curve, sampled.
      let points = (0..<48).map { index -> Point in
        let t = Double(index) / 48 * 2 * Double.pi
        let s = sine(t)
        let x = 16 * s * s * s, y = 13 * cosine(t) - 5 * cosine(2 * t) - 2 * cosine(3 * t) - cosine(4 * t)
        return p(0.5 + x / 34, 0.42 - y / 34)
      }
      if name == "heart.fill" { canvas.fillPolygon(points, color: color) } else { line(points + [points[0]]) }
    case "person", "person.fill":
      person(in: box, fill: name == "person.fill", stroke: stroke, color: color)
    case "person.circle", "person.crop.circle":
      canvas.strokeCircle(center: center, radius: radius - stroke / 2, width: stroke, color: color)
      let inner = radius * 1.1
      person(in: Rect(x: center.x - inner / 2, y: center.y - inner * 0.62, width: inner, height: inner * 1.1), fill: false, stroke: stroke, color: color)
    case "house", "house.fill":
      let outline = [p(0.2, 0.45), p(0.2, 1 - inY), p(0.8, 1 - inY), p(0.8, 0.45)]
      if name == "house.fill" {
        canvas.fillPolygon([p(0.5, inY), p(0.82, 0.42), p(0.82, 1), p(0.18, 1), p(0.18, 0.42)], color: color)
      } else {
        line(outline)
      }
      line([p(inX, 0.52), p(0.5, inY), p(1 - inX, 0.52)])
    case "gearshape", "gear":
      for tooth in 0..<8 {
        let angle = Double(tooth) * Double.pi / 4
        canvas.strokeRoundPath([Point(x: center.x + radius * 0.62 * cosine(angle), y: center.y + radius * 0.62 * sine(angle)),
                                Point(x: center.x + (radius - stroke) * cosine(angle), y: center.y + (radius - stroke) * sine(angle))],
                               width: stroke * 1.6, color: color)
      }
      canvas.strokeCircle(center: center, radius: radius * 0.62, width: stroke, color: color)
      canvas.strokeCircle(center: center, radius: radius * 0.24, width: stroke, color: color)
    case "questionmark.circle", "ellipsis.circle":
      canvas.strokeCircle(center: center, radius: radius - stroke / 2, width: stroke, color: color)
      if name == "ellipsis.circle" {
        for dx in [-0.45, 0.0, 0.45] { canvas.fillCircle(center: Point(x: center.x + dx * radius, y: center.y), radius: stroke * 0.75, color: color) }
      } else {
        questionMark(center: center, radius: radius, stroke: stroke, color: color)
      }
    case "square.and.arrow.up", "square.and.pencil", "arrow.clockwise", "camera", "play.fill", "pause.fill",
         "arrowshape.turn.up.left", "book", "backward.fill", "forward.fill", "book.fill", "square.and.arrow.down":
      // The symbols drawn on a grid (the bar items' icons), in the square around the symbol's box.
      let side = max(box.width, box.height)
      _ = drawOnGrid(name, in: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side), color: color)
    case "line.3.horizontal":
      for y in [0.15, 0.5, 0.85] { line([p(inX, y), p(1 - inX, y)]) }
    case "list.bullet":
      for y in [0.15, 0.5, 0.85] {
        canvas.fillCircle(center: p(0.08, y), radius: stroke * 0.8, color: color)
        line([p(0.32, y), p(1 - inX, y)])
      }
    case "arrow.left", "arrow.right", "arrow.up", "arrow.down":
      let (from, to): (Point, Point)
      switch name {
      case "arrow.left": (from, to) = (p(1 - inX, 0.5), p(inX, 0.5))
      case "arrow.right": (from, to) = (p(inX, 0.5), p(1 - inX, 0.5))
      case "arrow.up": (from, to) = (p(0.5, 1 - inY), p(0.5, inY))
      default: (from, to) = (p(0.5, inY), p(0.5, 1 - inY))
      }
      line([from, to])
      let dx = from.x - to.x, dy = from.y - to.y, length = max(0.001, (dx * dx + dy * dy).squareRoot())
      let head = min(box.width, box.height) * 0.42, ux = dx / length, uy = dy / length
      line([Point(x: to.x + head * (ux - uy), y: to.y + head * (uy + ux)), to, Point(x: to.x + head * (ux + uy), y: to.y + head * (uy - ux))])
    case "lock", "lock.fill":
      let body = Rect(x: box.minX, y: box.minY + box.height * 0.45, width: box.width, height: box.height * 0.55)
      if name == "lock.fill" { canvas.fill(body, color: color, cornerRadius: box.width * 0.15) } else { canvas.strokeBorder(body, width: stroke, color: color, cornerRadius: box.width * 0.15) }
      canvas.strokeArc(center: p(0.5, 0.3), radius: box.width * 0.3, start: -Double.pi, end: 0, width: stroke, color: color)
      line([p(0.2, 0.3), p(0.2, 0.46)]); line([p(0.8, 0.3), p(0.8, 0.46)])
    case "envelope":
      canvas.strokeBorder(box, width: stroke, color: color, cornerRadius: box.height * 0.12)
      line([p(0.06, 0.12), p(0.5, 0.58), p(0.94, 0.12)])
    case "bookmark", "bookmark.fill":
      let shape = [p(inX, inY), p(1 - inX, inY), p(1 - inX, 1 - inY), p(0.5, 0.72), p(inX, 1 - inY)]
      if name == "bookmark.fill" { canvas.fillPolygon(shape, color: color) } else { line(shape + [shape[0]]) }
    case "pencil":
      line([p(0.12, 0.88), p(0.82, 0.18)]); line([p(0.7, 0.08), p(0.92, 0.3)]); line([p(0.12, 0.88), p(inX, 1 - inY), p(0.2, 0.96)])
    case "calendar":
      canvas.strokeBorder(Rect(x: box.minX, y: box.minY + box.height * 0.1, width: box.width, height: box.height * 0.9),
                          width: stroke, color: color, cornerRadius: box.width * 0.14)
      line([p(inX, 0.36), p(1 - inX, 0.36)]); line([p(0.3, inY), p(0.3, 0.2)]); line([p(0.7, inY), p(0.7, 0.2)])
    default:
      return drawEveryday(name, with: pen)
    }
    return true
  }

  /// A bar or tab bar system item's icon, its SF Symbol (`symbolName`) in the square `box` UIKit gives it (24
  /// points in a navigation bar or toolbar, 25 in a tab bar): on its grid when it is drawn on one, otherwise at
  /// 17 points in its proportions, centred, as a bar item's symbol image is.
  ///
  /// ```swift
  /// SymbolGlyphs(canvas: canvas).drawSystemItem("plus", in: Rect(x: 335, y: 10, width: 24, height: 24), color: tint)
  /// ```
  func drawSystemItem(_ name: String, in box: Rect, color: Color) {
    if drawOnGrid(name, in: box, color: color) { return }
    let size = Layout.SystemSymbol.size(of: name, configuration: Layout.SymbolConfiguration(), category: .large)
    let rect = Rect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
    draw(name, in: rect, pointSize: 17, weight: .regular, color: color)
  }

  /// A person: a head over rounded shoulders, outlined or filled.
  private func person(in box: Rect, fill: Bool, stroke: Double, color: Color) {
    let head = Point(x: box.midX, y: box.minY + box.height * 0.27)
    let headRadius = box.width * 0.25
    let shoulders = Point(x: box.midX, y: box.maxY)
    let shoulderRadius = box.width * 0.48
    if fill {
      canvas.fillCircle(center: head, radius: headRadius, color: color)
      canvas.fillWedge(center: shoulders, radius: shoulderRadius, start: -Double.pi, end: 0, color: color)
    } else {
      canvas.strokeCircle(center: head, radius: headRadius - stroke / 2, width: stroke, color: color)
      canvas.strokeArc(center: shoulders, radius: shoulderRadius - stroke / 2, start: -Double.pi, end: 0, width: stroke, color: color)
    }
  }

  /// The question mark inside `questionmark.circle` and `questionmark.circle.fill`.
  func questionMark(center: Point, radius: Double, stroke: Double, color: Color) {
    canvas.strokeArc(center: Point(x: center.x, y: center.y - radius * 0.2), radius: radius * 0.26, start: -Double.pi, end: Double.pi * 0.35,
                     width: stroke, color: color)
    canvas.strokeRoundPath([Point(x: center.x + radius * 0.1, y: center.y + radius * 0.02), Point(x: center.x, y: center.y + radius * 0.22)],
                           width: stroke, color: color)
    canvas.fillCircle(center: Point(x: center.x, y: center.y + radius * 0.5), radius: stroke * 0.7, color: color)
  }

  /// The mark inside a circled symbol: i, ×, +, −, ! or ✓.
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
    case "minus.circle":
      canvas.strokeRoundPath([at(-1.1, 0), at(1.1, 0)], width: mark, color: color)
    case "exclamationmark.circle":
      canvas.strokeRoundPath([at(0, -1.05), at(0, 0.3)], width: mark, color: color)
      canvas.fillCircle(center: at(0, 0.95), radius: mark * 0.8, color: color)
    default:
      canvas.strokeRoundPath([at(-0.95, 0.05), at(-0.3, 0.7), at(1.0, -0.75)], width: mark, color: color)
    }
  }
}
