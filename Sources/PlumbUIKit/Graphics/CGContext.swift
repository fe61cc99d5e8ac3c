import Foundation
import PlumbGraphics
import PlumbLayout

/// A drawing destination (Core Graphics' `CGContext`), as `UIGraphicsImageRenderer` and
/// `UIGraphicsBeginImageContextWithOptions` hand it out: colours, line settings, the current transform and
/// path, filled and stroked through Plumb's Cairo canvas in UIKit's flipped coordinates (y down, points).
/// Clipping and shadows are kept, not applied.
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
///   let cg = context.cgContext
///   cg.setFillColor(UIColor.systemRed.cgColor)
///   cg.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
/// }
/// ```
open class CGContext {
  struct State {
    var fill = Color.black, stroke = Color.black, alpha: CGFloat = 1
    var lineWidth: CGFloat = 1, cap = CGLineCap.butt, join = CGLineJoin.miter, miterLimit: CGFloat = 10
    var dash: [CGFloat] = [], dashPhase: CGFloat = 0
    var ctm = CGAffineTransform.identity
  }

  let canvas: Canvas?
  var state = State()
  private var saved: [State] = []
  private var path = CGMutablePath()

  init(canvas: Canvas?) { self.canvas = canvas }

  // MARK: State

  /// Pushes the graphics state (colours, line settings, transform).
  ///
  /// ```swift
  /// ctx.saveGState(); ctx.translateBy(x: 10, y: 0); …; ctx.restoreGState()
  /// ```
  public func saveGState() { saved.append(state) }
  /// Pops the graphics state.
  ///
  /// ```swift
  /// ctx.restoreGState()
  /// ```
  public func restoreGState() { if let last = saved.popLast() { state = last } }
  /// Sets the fill colour.
  ///
  /// ```swift
  /// ctx.setFillColor(UIColor.red.cgColor)
  /// ```
  public func setFillColor(_ color: CGColor) { state.fill = color.color }
  /// Sets the stroke colour.
  ///
  /// ```swift
  /// ctx.setStrokeColor(UIColor.black.cgColor)
  /// ```
  public func setStrokeColor(_ color: CGColor) { state.stroke = color.color }
  /// Sets the fill colour from components.
  ///
  /// ```swift
  /// ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// ```
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fill = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
  /// Sets the stroke colour from components.
  ///
  /// ```swift
  /// ctx.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// ```
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.stroke = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
  /// Sets the line width.
  ///
  /// ```swift
  /// ctx.setLineWidth(2)
  /// ```
  public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
  /// Sets the line cap.
  ///
  /// ```swift
  /// ctx.setLineCap(.round)
  /// ```
  public func setLineCap(_ cap: CGLineCap) { state.cap = cap }
  /// Sets the line join.
  ///
  /// ```swift
  /// ctx.setLineJoin(.round)
  /// ```
  public func setLineJoin(_ join: CGLineJoin) { state.join = join }
  /// Sets the miter limit.
  ///
  /// ```swift
  /// ctx.setMiterLimit(4)
  /// ```
  public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
  /// Sets the dash pattern.
  ///
  /// ```swift
  /// ctx.setLineDash(phase: 0, lengths: [4, 2])
  /// ```
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { state.dash = lengths; state.dashPhase = phase }
  /// Sets the opacity of later drawing.
  ///
  /// ```swift
  /// ctx.setAlpha(0.5)
  /// ```
  public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
  /// Sets antialiasing (kept; Plumb always antialiases).
  ///
  /// ```swift
  /// ctx.setShouldAntialias(false)
  /// ```
  public func setShouldAntialias(_ shouldAntialias: Bool) {}
  /// Sets the blend mode (kept; Plumb draws source-over).
  ///
  /// ```swift
  /// ctx.setBlendMode(.multiply)
  /// ```
  public func setBlendMode(_ mode: CGBlendMode) {}
  /// Sets a shadow for later drawing (kept, not drawn).
  ///
  /// ```swift
  /// ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: UIColor.black.cgColor)
  /// ```
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
  /// Sets a shadow with the default colour (kept, not drawn).
  ///
  /// ```swift
  /// ctx.setShadow(offset: .zero, blur: 4)
  /// ```
  public func setShadow(offset: CGSize, blur: CGFloat) {}

  // MARK: Transform

  /// The current transform (user space to the context's points).
  ///
  /// ```swift
  /// ctx.ctm.isIdentity
  /// ```
  public var ctm: CGAffineTransform { state.ctm }
  /// Moves the origin.
  ///
  /// ```swift
  /// ctx.translateBy(x: 10, y: 20)
  /// ```
  public func translateBy(x tx: CGFloat, y ty: CGFloat) { state.ctm = state.ctm.translatedBy(x: tx, y: ty) }
  /// Scales the axes.
  ///
  /// ```swift
  /// ctx.scaleBy(x: 1, y: -1)
  /// ```
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.ctm = state.ctm.scaledBy(x: sx, y: sy) }
  /// Rotates the axes by `angle` radians.
  ///
  /// ```swift
  /// ctx.rotate(by: .pi / 4)
  /// ```
  public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }
  /// Applies `transform` before the current one.
  ///
  /// ```swift
  /// ctx.concatenate(CGAffineTransform(scaleX: 2, y: 2))
  /// ```
  public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

  // MARK: Path

  /// Starts a new, empty path.
  ///
  /// ```swift
  /// ctx.beginPath()
  /// ```
  public func beginPath() { path = CGMutablePath() }
  /// Starts a subpath.
  ///
  /// ```swift
  /// ctx.move(to: .zero)
  /// ```
  public func move(to point: CGPoint) { path.move(to: point) }
  /// A line to `point`.
  ///
  /// ```swift
  /// ctx.addLine(to: CGPoint(x: 10, y: 10))
  /// ```
  public func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// Lines through `points`.
  ///
  /// ```swift
  /// ctx.addLines(between: [a, b, c])
  /// ```
  public func addLines(between points: [CGPoint]) { path.addLines(between: points) }
  /// A rectangle.
  ///
  /// ```swift
  /// ctx.addRect(bounds)
  /// ```
  public func addRect(_ rect: CGRect) { path.addRect(rect) }
  /// Rectangles.
  ///
  /// ```swift
  /// ctx.addRects([a, b])
  /// ```
  public func addRects(_ rects: [CGRect]) { path.addRects(rects) }
  /// An ellipse in `rect`.
  ///
  /// ```swift
  /// ctx.addEllipse(in: bounds)
  /// ```
  public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
  /// An arc (`clockwise` in Core Graphics' unflipped sense, as `CGMutablePath`).
  ///
  /// ```swift
  /// ctx.addArc(center: c, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
  /// ```
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
  /// An arc tangent to two lines.
  ///
  /// ```swift
  /// ctx.addArc(tangent1End: a, tangent2End: b, radius: 4)
  /// ```
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
  }
  /// A cubic curve.
  ///
  /// ```swift
  /// ctx.addCurve(to: end, control1: c1, control2: c2)
  /// ```
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { path.addCurve(to: end, control1: control1, control2: control2) }
  /// A quadratic curve.
  ///
  /// ```swift
  /// ctx.addQuadCurve(to: end, control: c)
  /// ```
  public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
  /// Closes the current subpath.
  ///
  /// ```swift
  /// ctx.closePath()
  /// ```
  public func closePath() { path.closeSubpath() }
  /// Adds `path`'s elements.
  ///
  /// ```swift
  /// ctx.addPath(UIBezierPath(ovalIn: r).cgPath)
  /// ```
  public func addPath(_ path: CGPath) { self.path.addPath(path) }
  /// Whether the current path is empty.
  ///
  /// ```swift
  /// ctx.isPathEmpty
  /// ```
  public var isPathEmpty: Bool { path.isEmpty }

  // MARK: Drawing

  /// Fills the current path and starts a new one.
  ///
  /// ```swift
  /// ctx.fillPath()
  /// ```
  public func fillPath(using rule: CGPathFillRule = .winding) {
    fillElements(path.elements, evenOdd: rule == .evenOdd)
    beginPath()
  }
  /// Strokes the current path and starts a new one.
  ///
  /// ```swift
  /// ctx.strokePath()
  /// ```
  public func strokePath() {
    strokeElements(path.elements, width: state.lineWidth, cap: state.cap, join: state.join, miterLimit: state.miterLimit,
                   dash: state.dash, phase: state.dashPhase)
    beginPath()
  }
  /// Fills and/or strokes the current path.
  ///
  /// ```swift
  /// ctx.drawPath(using: .fillStroke)
  /// ```
  public func drawPath(using mode: CGPathDrawingMode) {
    let elements = path.elements
    switch mode {
    case .fill, .fillStroke: fillElements(elements, evenOdd: false)
    case .eoFill, .eoFillStroke: fillElements(elements, evenOdd: true)
    case .stroke: break
    }
    if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
      strokeElements(elements, width: state.lineWidth, cap: state.cap, join: state.join, miterLimit: state.miterLimit,
                     dash: state.dash, phase: state.dashPhase)
    }
    beginPath()
  }
  /// Fills `rect`.
  ///
  /// ```swift
  /// ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
  /// ```
  public func fill(_ rect: CGRect) { fillElements(CGPath(rect: rect, transform: nil).elements, evenOdd: false) }
  /// Fills `rects`.
  ///
  /// ```swift
  /// ctx.fill([top, bottom])
  /// ```
  public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
  /// Strokes `rect`.
  ///
  /// ```swift
  /// ctx.stroke(bounds)
  /// ```
  public func stroke(_ rect: CGRect) {
    strokeElements(CGPath(rect: rect, transform: nil).elements, width: state.lineWidth, cap: state.cap, join: state.join,
                   miterLimit: state.miterLimit, dash: state.dash, phase: state.dashPhase)
  }
  /// Strokes `rect` with `width`.
  ///
  /// ```swift
  /// ctx.stroke(bounds, width: 2)
  /// ```
  public func stroke(_ rect: CGRect, width: CGFloat) {
    strokeElements(CGPath(rect: rect, transform: nil).elements, width: width, cap: state.cap, join: state.join,
                   miterLimit: state.miterLimit, dash: state.dash, phase: state.dashPhase)
  }
  /// Fills an ellipse.
  ///
  /// ```swift
  /// ctx.fillEllipse(in: dot)
  /// ```
  public func fillEllipse(in rect: CGRect) { fillElements(CGPath(ellipseIn: rect, transform: nil).elements, evenOdd: false) }
  /// Strokes an ellipse.
  ///
  /// ```swift
  /// ctx.strokeEllipse(in: ring)
  /// ```
  public func strokeEllipse(in rect: CGRect) {
    strokeElements(CGPath(ellipseIn: rect, transform: nil).elements, width: state.lineWidth, cap: state.cap, join: state.join,
                   miterLimit: state.miterLimit, dash: state.dash, phase: state.dashPhase)
  }
  /// Strokes the segments between pairs of points.
  ///
  /// ```swift
  /// ctx.strokeLineSegments(between: [a, b, c, d])
  /// ```
  public func strokeLineSegments(between points: [CGPoint]) {
    var elements: [PathElement] = []
    var index = 0
    while index + 1 < points.count { elements += [.move(points[index]), .line(points[index + 1])]; index += 2 }
    strokeElements(elements, width: state.lineWidth, cap: state.cap, join: state.join, miterLimit: state.miterLimit,
                   dash: state.dash, phase: state.dashPhase)
  }
  /// Paints `rect` clear (Plumb fills it with the clear colour over what is there: kept as a no-op on pixels).
  ///
  /// ```swift
  /// ctx.clear(bounds)
  /// ```
  public func clear(_ rect: CGRect) {}
  /// Clips to the current path (kept, not applied) and starts a new path.
  ///
  /// ```swift
  /// ctx.addEllipse(in: r); ctx.clip()
  /// ```
  public func clip(using rule: CGPathFillRule = .winding) { beginPath() }
  /// Clips to `rect` (kept, not applied).
  ///
  /// ```swift
  /// ctx.clip(to: bounds)
  /// ```
  public func clip(to rect: CGRect) {}
  /// Draws `image` stretched into `rect`.
  ///
  /// ```swift
  /// ctx.draw(icon.cgImage!, in: CGRect(x: 0, y: 0, width: 20, height: 20))
  /// ```
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    guard let canvas else { return }
    let placed = rect.applying(state.ctm)
    try? canvas.withAlpha(Double(state.alpha)) { try canvas.drawBitmap(image.bitmap, in: placed.plumbRect) }
  }
  /// The pixels drawn so far, as an image.
  ///
  /// ```swift
  /// let snapshot = ctx.makeImage()
  /// ```
  public func makeImage() -> CGImage? { canvas.map { CGImage(bitmap: $0.makeBitmap()) } }

  func fillElements(_ elements: [PathElement], evenOdd: Bool) {
    guard let canvas, !elements.isEmpty else { return }
    canvas.fill(path: segments(elements), color: state.fill.withAlpha(Double(state.alpha)), evenOdd: evenOdd)
  }

  func strokeElements(_ elements: [PathElement], width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat,
                      dash: [CGFloat], phase: CGFloat) {
    guard let canvas, !elements.isEmpty else { return }
    let factor = abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c).squareRoot()
    let style = Canvas.StrokeStyle(
      width: Double(width * factor), cap: cap.canvas, join: join.canvas, miterLimit: Double(miterLimit),
      dash: dash.map { Double($0 * factor) }, dashPhase: Double(phase * factor))
    canvas.stroke(path: segments(elements), color: state.stroke.withAlpha(Double(state.alpha)), style: style)
  }

  private func segments(_ elements: [PathElement]) -> [Canvas.PathSegment] {
    let t = state.ctm
    func point(_ p: CGPoint) -> Point { let q = p.applying(t); return Point(x: Double(q.x), y: Double(q.y)) }
    return elements.map { element in
      switch element {
      case .move(let p): return .move(point(p))
      case .line(let p): return .line(point(p))
      case .quad(let c, let p): return .quad(point(c), point(p))
      case .curve(let c1, let c2, let p): return .curve(point(c1), point(c2), point(p))
      case .close: return .close
      }
    }
  }
}

/// The ends of stroked open subpaths (Core Graphics' `CGLineCap`).
///
/// ```swift
/// path.lineCapStyle = .round
/// ```
public enum CGLineCap: Int32, Sendable {
  case butt = 0, round, square
  var canvas: Canvas.StrokeStyle.Cap {
    switch self {
    case .butt: return .butt
    case .round: return .round
    case .square: return .square
    }
  }
}

/// The corners of strokes (Core Graphics' `CGLineJoin`).
///
/// ```swift
/// path.lineJoinStyle = .round
/// ```
public enum CGLineJoin: Int32, Sendable {
  case miter = 0, round, bevel
  var canvas: Canvas.StrokeStyle.Join {
    switch self {
    case .miter: return .miter
    case .round: return .round
    case .bevel: return .bevel
    }
  }
}

/// How a path is painted (Core Graphics' `CGPathDrawingMode`).
///
/// ```swift
/// ctx.drawPath(using: .fillStroke)
/// ```
public enum CGPathDrawingMode: Int32, Sendable {
  case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}

/// How drawing combines with what is there (Core Graphics' `CGBlendMode`; Plumb draws source-over).
///
/// ```swift
/// path.fill(with: .normal, alpha: 1)
/// ```
public enum CGBlendMode: Int32, Sendable {
  case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
       exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
       destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// A bitmap image (Core Graphics' `CGImage`): what `UIImage.cgImage` gives and `CALayer.contents` takes.
///
/// ```swift
/// let pixels = icon.cgImage
/// pixels?.width   // in pixels
/// ```
public final class CGImage: @unchecked Sendable {
  let bitmap: Bitmap
  init(bitmap: Bitmap) { self.bitmap = bitmap }
  /// The width in pixels.
  ///
  /// ```swift
  /// image.cgImage?.width
  /// ```
  public var width: Int { bitmap.width }
  /// The height in pixels.
  ///
  /// ```swift
  /// image.cgImage?.height
  /// ```
  public var height: Int { bitmap.height }
}
