import Foundation
import PlumbLayout

/// Core Graphics' path (`CGPath`): subpaths of lines and Bézier curves, as `UIBezierPath.cgPath` makes it and
/// `CAShapeLayer.path` and `CALayer.shadowPath` take it. Arcs, ellipses and rounded rectangles are kept as
/// cubic Bézier curves, as Core Graphics stores them. A path made from a rectangle, a rounded rectangle or an
/// ellipse also remembers that shape (a shadow is cast from it exactly).
///
/// ```swift
/// layer.shadowPath = CGPath(roundedRect: bounds, cornerWidth: 8, cornerHeight: 8, transform: nil)
/// ```
public class CGPath: Hashable, @unchecked Sendable {
  var elements: [PathElement]
  /// The simple shape the path was made from, if it was (rectangle, rounded rectangle, oval).
  var exactShape: Layout.ShadowPath?
  /// The shape a shadow is cast from: the simple shape the path was made from, else its bounding box.
  var shape: Layout.ShadowPath {
    if let exactShape { return exactShape }
    let box = isEmpty ? CGRect.zero : boundingBoxOfPath
    return Layout.ShadowPath(rect: box.plumbRect)
  }

  init(elements: [PathElement], shape: Layout.ShadowPath?) { self.elements = elements; exactShape = shape }

  convenience init(shape: Layout.ShadowPath) {
    let path = CGMutablePath()
    let rect = CGRect(shape.rect)
    if shape.isOval {
      path.addEllipse(in: rect)
    } else if shape.cornerRadius > 0 {
      path.addRoundedRect(in: rect, cornerRadius: CGFloat(shape.cornerRadius), corners: shape.corners)
    } else {
      path.addRect(rect)
    }
    self.init(elements: path.elements, shape: shape)
  }

  /// A rectangle.
  ///
  /// ```swift
  /// let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
  /// ```
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(shape: Layout.ShadowPath(rect: rect.standardized.plumbRect))
    if let transform { apply(transform.pointee) }
  }

  /// A rounded rectangle (Core Graphics rounds with the smaller of the two radii here).
  ///
  /// ```swift
  /// let path = CGPath(roundedRect: bounds, cornerWidth: 8, cornerHeight: 8, transform: nil)
  /// ```
  public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(shape: Layout.ShadowPath(rect: rect.standardized.plumbRect, cornerRadius: Double(min(cornerWidth, cornerHeight))))
    if let transform { apply(transform.pointee) }
  }

  /// An ellipse inscribed in `rect`.
  ///
  /// ```swift
  /// let dot = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil)
  /// ```
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(shape: Layout.ShadowPath(rect: rect.standardized.plumbRect, isOval: true))
    if let transform { apply(transform.pointee) }
  }

  private func apply(_ transform: CGAffineTransform) {
    guard !transform.isIdentity else { return }
    elements = elements.map { $0.applying(transform) }
    exactShape = nil
  }

  /// Whether the path has no elements.
  ///
  /// ```swift
  /// CGMutablePath().isEmpty   // true
  /// ```
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included.
  ///
  /// ```swift
  /// UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).cgPath.boundingBox   // (0, 0, 20, 10)
  /// ```
  public var boundingBox: CGRect {
    let points = elements.flatMap(\.points)
    return points.isEmpty ? .null : LayerGeometry.boundingBox(points)
  }

  /// The smallest rectangle holding the path's curves (control points excluded).
  ///
  /// ```swift
  /// path.boundingBoxOfPath
  /// ```
  public var boundingBoxOfPath: CGRect {
    var points: [CGPoint] = []
    var current = CGPoint.zero, start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p): points.append(p); current = p; start = p
      case .line(let p): points.append(p); current = p
      case .quad(let c, let p):
        for step in 0...16 { points.append(PathElement.quadPoint(current, c, p, CGFloat(step) / 16)) }
        current = p
      case .curve(let c1, let c2, let p):
        for step in 0...32 { points.append(PathElement.cubicPoint(current, c1, c2, p, CGFloat(step) / 32)) }
        current = p
      case .close: current = start
      }
    }
    return points.isEmpty ? .null : LayerGeometry.boundingBox(points)
  }

  /// The end of the last element (`.zero` for an empty path).
  ///
  /// ```swift
  /// path.currentPoint
  /// ```
  public var currentPoint: CGPoint {
    var current = CGPoint.zero, start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p): current = p; start = p
      case .line(let p), .quad(_, let p), .curve(_, _, let p): current = p
      case .close: current = start
      }
    }
    return current
  }

  /// An immutable copy.
  ///
  /// ```swift
  /// let frozen = mutable.copy()
  /// ```
  public func copy() -> CGPath? { CGPath(elements: elements, shape: exactShape) }

  /// A transformed copy.
  ///
  /// ```swift
  /// let moved = path.copy(using: [CGAffineTransform(translationX: 10, y: 0)])
  /// ```
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    let result = CGPath(elements: elements, shape: exactShape)
    if let transform { result.apply(transform.pointee) }
    return result
  }

  /// A mutable copy.
  ///
  /// ```swift
  /// let editable = path.mutableCopy()
  /// ```
  public func mutableCopy() -> CGMutablePath? {
    let result = CGMutablePath()
    result.elements = elements
    return result
  }

  /// Whether `point` is inside the filled path (non-zero winding by default, or even-odd).
  ///
  /// ```swift
  /// UIBezierPath(ovalIn: bounds).cgPath.contains(CGPoint(x: 5, y: 5))
  /// ```
  public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
    let probe = point.applying(transform.inverted())
    var winding = 0
    for polygon in polygons() where polygon.count > 1 {
      for index in polygon.indices {
        let a = polygon[index], b = polygon[(index + 1) % polygon.count]
        if a.y <= probe.y {
          if b.y > probe.y, (b.x - a.x) * (probe.y - a.y) - (probe.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
        } else if b.y <= probe.y, (b.x - a.x) * (probe.y - a.y) - (probe.x - a.x) * (b.y - a.y) < 0 {
          winding -= 1
        }
      }
    }
    return rule == .evenOdd ? winding % 2 != 0 : winding != 0
  }

  /// The subpaths flattened into closed polygons (curves sampled).
  func polygons() -> [[CGPoint]] {
    var result: [[CGPoint]] = [], polygon: [CGPoint] = []
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        if !polygon.isEmpty { result.append(polygon) }
        polygon = [p]; current = p
      case .line(let p): polygon.append(p); current = p
      case .quad(let c, let p):
        for step in 1...16 { polygon.append(PathElement.quadPoint(current, c, p, CGFloat(step) / 16)) }
        current = p
      case .curve(let c1, let c2, let p):
        for step in 1...32 { polygon.append(PathElement.cubicPoint(current, c1, c2, p, CGFloat(step) / 32)) }
        current = p
      case .close:
        if !polygon.isEmpty { result.append(polygon) }
        current = polygon.first ?? current
        polygon = [current]
      }
    }
    if polygon.count > 1 { result.append(polygon) }
    return result
  }

  /// Calls `body` with each element, as Core Graphics' `applyWithBlock`.
  ///
  /// ```swift
  /// path.applyWithBlock { element in print(element.pointee.type) }
  /// ```
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    for element in elements {
      var points = element.points
      points.withUnsafeMutableBufferPointer { buffer in
        var item = CGPathElement(type: element.type, points: buffer.baseAddress!)
        withUnsafePointer(to: &item) { block($0) }
      }
    }
  }

  /// Paths are equal when their elements are.
  ///
  /// ```swift
  /// CGPath(rect: r, transform: nil) == CGPath(rect: r, transform: nil)   // true
  /// ```
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
  /// Hashes the elements.
  ///
  /// ```swift
  /// var seen = Set<CGPath>()
  /// ```
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// How a path's inside is decided (Core Graphics' `CGPathFillRule`).
///
/// ```swift
/// path.contains(point, using: .evenOdd)
/// ```
public enum CGPathFillRule: Int, Sendable {
  case winding = 0, evenOdd
}

/// The kind of a path element (Core Graphics' `CGPathElementType`).
///
/// ```swift
/// if element.pointee.type == .addLineToPoint { … }
/// ```
public enum CGPathElementType: Int32, Sendable {
  case moveToPoint = 0, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path as `applyWithBlock` hands it out (Core Graphics' `CGPathElement`).
///
/// ```swift
/// path.applyWithBlock { element in let first = element.pointee.points[0] }
/// ```
public struct CGPathElement {
  /// The kind of element.
  ///
  /// ```swift
  /// element.type == .moveToPoint
  /// ```
  public var type: CGPathElementType
  /// The element's points (one, two or three, the end point last).
  ///
  /// ```swift
  /// element.points[0]
  /// ```
  public var points: UnsafeMutablePointer<CGPoint>
  /// An element.
  ///
  /// ```swift
  /// CGPathElement(type: .moveToPoint, points: pointer)
  /// ```
  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) { self.type = type; self.points = points }
}

/// One stored path element (control points first, end point last).
enum PathElement: Hashable {
  case move(CGPoint)
  case line(CGPoint)
  case quad(CGPoint, CGPoint)
  case curve(CGPoint, CGPoint, CGPoint)
  case close

  var points: [CGPoint] {
    switch self {
    case .move(let p), .line(let p): return [p]
    case .quad(let c, let p): return [c, p]
    case .curve(let c1, let c2, let p): return [c1, c2, p]
    case .close: return []
    }
  }

  var type: CGPathElementType {
    switch self {
    case .move: return .moveToPoint
    case .line: return .addLineToPoint
    case .quad: return .addQuadCurveToPoint
    case .curve: return .addCurveToPoint
    case .close: return .closeSubpath
    }
  }

  func applying(_ t: CGAffineTransform) -> PathElement {
    switch self {
    case .move(let p): return .move(p.applying(t))
    case .line(let p): return .line(p.applying(t))
    case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
    case .curve(let c1, let c2, let p): return .curve(c1.applying(t), c2.applying(t), p.applying(t))
    case .close: return .close
    }
  }

  static func quadPoint(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    return CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
  }

  static func cubicPoint(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
  }
}
