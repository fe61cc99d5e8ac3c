import Foundation
import PlumbLayout

/// A path being built (Core Graphics' `CGMutablePath`): lines, curves, arcs, rectangles and ellipses added
/// in order, each optionally transformed.
///
/// ```swift
/// let path = CGMutablePath()
/// path.move(to: CGPoint(x: 0, y: 10))
/// path.addLine(to: CGPoint(x: 10, y: 0))
/// path.addLine(to: CGPoint(x: 20, y: 10))
/// path.closeSubpath()
/// shapeLayer.path = path
/// ```
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  ///
  /// ```swift
  /// let path = CGMutablePath()
  /// ```
  public init() { super.init(elements: [], shape: nil) }

  private var hasCurrentPoint: Bool {
    guard let last = elements.last else { return false }
    if case .close = last { return true }
    return true
  }

  private func append(_ element: PathElement, _ transform: CGAffineTransform) {
    elements.append(transform.isIdentity ? element : element.applying(transform))
    exactShape = nil
  }

  /// Starts a subpath at `point`.
  ///
  /// ```swift
  /// path.move(to: .zero)
  /// ```
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { append(.move(point), transform) }

  /// A straight line from the current point to `point`.
  ///
  /// ```swift
  /// path.addLine(to: CGPoint(x: 10, y: 0))
  /// ```
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    append(hasCurrentPoint ? .line(point) : .move(point), transform)
  }

  /// Lines through `points` (a new subpath at the first).
  ///
  /// ```swift
  /// path.addLines(between: [a, b, c])
  /// ```
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    for (index, point) in points.enumerated() { append(index == 0 ? .move(point) : .line(point), transform) }
  }

  /// A quadratic Bézier curve to `end`.
  ///
  /// ```swift
  /// path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 10))
  /// ```
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    append(.quad(control, end), transform)
  }

  /// A cubic Bézier curve to `end`.
  ///
  /// ```swift
  /// path.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 10, y: 10), control2: CGPoint(x: 20, y: -10))
  /// ```
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
    append(.curve(control1, control2, end), transform)
  }

  /// Closes the current subpath with a line to its start.
  ///
  /// ```swift
  /// path.closeSubpath()
  /// ```
  public func closeSubpath() {
    guard !elements.isEmpty else { return }
    elements.append(.close)
    exactShape = nil
  }

  /// A closed rectangle (its own subpath).
  ///
  /// ```swift
  /// path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
  /// ```
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    append(.move(CGPoint(x: r.minX, y: r.minY)), transform)
    append(.line(CGPoint(x: r.maxX, y: r.minY)), transform)
    append(.line(CGPoint(x: r.maxX, y: r.maxY)), transform)
    append(.line(CGPoint(x: r.minX, y: r.maxY)), transform)
    elements.append(.close)
  }

  /// Several closed rectangles.
  ///
  /// ```swift
  /// path.addRects([top, bottom])
  /// ```
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// A closed ellipse inscribed in `rect` (four cubic curves, clockwise on screen from the right-hand middle).
  ///
  /// ```swift
  /// path.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
  /// ```
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let k: CGFloat = 0.552_284_749_831
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    append(.move(CGPoint(x: cx + rx, y: cy)), transform)
    append(.curve(CGPoint(x: cx + rx, y: cy + k * ry), CGPoint(x: cx + k * rx, y: cy + ry), CGPoint(x: cx, y: cy + ry)), transform)
    append(.curve(CGPoint(x: cx - k * rx, y: cy + ry), CGPoint(x: cx - rx, y: cy + k * ry), CGPoint(x: cx - rx, y: cy)), transform)
    append(.curve(CGPoint(x: cx - rx, y: cy - k * ry), CGPoint(x: cx - k * rx, y: cy - ry), CGPoint(x: cx, y: cy - ry)), transform)
    append(.curve(CGPoint(x: cx + k * rx, y: cy - ry), CGPoint(x: cx + rx, y: cy - k * ry), CGPoint(x: cx + rx, y: cy)), transform)
    elements.append(.close)
  }

  /// A closed rounded rectangle.
  ///
  /// ```swift
  /// path.addRoundedRect(in: bounds, cornerWidth: 8, cornerHeight: 8)
  /// ```
  public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
    addRoundedRect(in: rect, radii: CGSize(width: cornerWidth, height: cornerHeight), corners: .all, transform: transform)
  }

  func addRoundedRect(in rect: CGRect, cornerRadius: CGFloat, corners: Layout.CornerMask) {
    addRoundedRect(in: rect, radii: CGSize(width: cornerRadius, height: cornerRadius), corners: corners, transform: .identity)
  }

  private func addRoundedRect(in rect: CGRect, radii: CGSize, corners: Layout.CornerMask, transform: CGAffineTransform) {
    let r = rect.standardized
    let rx = min(max(0, radii.width), r.width / 2), ry = min(max(0, radii.height), r.height / 2)
    let k: CGFloat = 0.552_284_749_831
    func radius(_ corner: Layout.CornerMask) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
    let (tlx, tly) = radius(.layerMinXMinYCorner), (trx, try_) = radius(.layerMaxXMinYCorner)
    let (brx, bry) = radius(.layerMaxXMaxYCorner), (blx, bly) = radius(.layerMinXMaxYCorner)
    append(.move(CGPoint(x: r.minX + tlx, y: r.minY)), transform)
    append(.line(CGPoint(x: r.maxX - trx, y: r.minY)), transform)
    if trx > 0 {
      append(.curve(CGPoint(x: r.maxX - trx + k * trx, y: r.minY), CGPoint(x: r.maxX, y: r.minY + try_ - k * try_),
                    CGPoint(x: r.maxX, y: r.minY + try_)), transform)
    }
    append(.line(CGPoint(x: r.maxX, y: r.maxY - bry)), transform)
    if brx > 0 {
      append(.curve(CGPoint(x: r.maxX, y: r.maxY - bry + k * bry), CGPoint(x: r.maxX - brx + k * brx, y: r.maxY),
                    CGPoint(x: r.maxX - brx, y: r.maxY)), transform)
    }
    append(.line(CGPoint(x: r.minX + blx, y: r.maxY)), transform)
    if blx > 0 {
      append(.curve(CGPoint(x: r.minX + blx - k * blx, y: r.maxY), CGPoint(x: r.minX, y: r.maxY - bly + k * bly),
                    CGPoint(x: r.minX, y: r.maxY - bly)), transform)
    }
    append(.line(CGPoint(x: r.minX, y: r.minY + tly)), transform)
    if tlx > 0 {
      append(.curve(CGPoint(x: r.minX, y: r.minY + tly - k * tly), CGPoint(x: r.minX + tlx - k * tlx, y: r.minY),
                    CGPoint(x: r.minX + tlx, y: r.minY)), transform)
    }
    elements.append(.close)
  }

  /// An arc of a circle from `startAngle` to `endAngle` (radians from the positive x axis towards positive y),
  /// joined to the current point by a line. `clockwise` is Core Graphics' sense in its unflipped space: in
  /// UIKit's flipped coordinates `clockwise: false` turns clockwise on screen (the opposite of `UIBezierPath`).
  ///
  /// ```swift
  /// path.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
  /// ```
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                     transform: CGAffineTransform = .identity) {
    let full = 2 * CGFloat.pi
    var delta = clockwise ? startAngle - endAngle : endAngle - startAngle
    if delta >= full { delta = full } else if delta < 0 { delta = delta.truncatingRemainder(dividingBy: full) + full }
    addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: clockwise ? -delta : delta, transform: transform)
  }

  /// An arc of `delta` radians from `startAngle` (positive: towards positive y), joined by a line.
  ///
  /// ```swift
  /// path.addRelativeArc(center: c, radius: 10, startAngle: 0, delta: .pi / 2)
  /// ```
  public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                             transform: CGAffineTransform = .identity) {
    func point(_ angle: CGFloat) -> CGPoint {
      CGPoint(x: center.x + radius * CGFloat(Foundation.cos(Double(angle))), y: center.y + radius * CGFloat(Foundation.sin(Double(angle))))
    }
    let start = point(startAngle)
    append(hasCurrentPoint ? .line(start) : .move(start), transform)
    let segments = max(1, Int((abs(delta) / (CGFloat.pi / 2)).rounded(.up)))
    let step = delta / CGFloat(segments)
    let handle = 4.0 / 3.0 * CGFloat(Foundation.tan(Double(step) / 4)) * radius
    var angle = startAngle
    for _ in 0..<segments {
      let a = point(angle), b = point(angle + step)
      let c1 = CGPoint(x: a.x - handle * CGFloat(Foundation.sin(Double(angle))), y: a.y + handle * CGFloat(Foundation.cos(Double(angle))))
      let c2 = CGPoint(x: b.x + handle * CGFloat(Foundation.sin(Double(angle + step))),
                       y: b.y - handle * CGFloat(Foundation.cos(Double(angle + step))))
      append(.curve(c1, c2, b), transform)
      angle += step
    }
  }

  /// An arc of `radius` tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
  ///
  /// ```swift
  /// path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
  /// ```
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
    let p0 = currentPoint
    let v1 = CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y), v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
    let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
    let cross = v1.x * v2.y - v1.y * v2.x
    guard l1 > 0, l2 > 0, abs(cross) > 1e-9, radius > 0 else { return addLine(to: tangent1End, transform: transform) }
    let (u1, u2) = (CGPoint(x: v1.x / l1, y: v1.y / l1), CGPoint(x: v2.x / l2, y: v2.y / l2))
    let angle = CGFloat(Foundation.acos(Double(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))))
    let distance = radius / CGFloat(Foundation.tan(Double(angle) / 2))
    let start = CGPoint(x: tangent1End.x + u1.x * distance, y: tangent1End.y + u1.y * distance)
    let end = CGPoint(x: tangent1End.x + u2.x * distance, y: tangent1End.y + u2.y * distance)
    let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
    let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
    let centerDistance = radius / CGFloat(Foundation.sin(Double(angle) / 2))
    let center = CGPoint(x: tangent1End.x + bisector.x / bl * centerDistance, y: tangent1End.y + bisector.y / bl * centerDistance)
    let a0 = CGFloat(Foundation.atan2(Double(start.y - center.y), Double(start.x - center.x)))
    var sweep = CGFloat(Foundation.atan2(Double(end.y - center.y), Double(end.x - center.x))) - a0
    if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
    addRelativeArc(center: center, radius: radius, startAngle: a0, delta: sweep, transform: transform)
  }

  /// The elements of `path`, transformed.
  ///
  /// ```swift
  /// combined.addPath(badge.cgPath)
  /// ```
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    for element in path.elements { append(element, transform) }
  }
}
