import Foundation
import PlumbLayout

/// A path of lines and curves with its stroke settings (UIKit's `UIBezierPath`): made from a shape or built
/// point by point; `cgPath` gives it to a `CAShapeLayer` or a shadow, `fill()` and `stroke()` draw it into the
/// current graphics context (inside `UIGraphicsImageRenderer.image`).
///
/// Not bound to the main actor, as in UIKit.
///
/// ```swift
/// card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
///
/// let tick = UIBezierPath()
/// tick.move(to: CGPoint(x: 4, y: 12))
/// tick.addLine(to: CGPoint(x: 10, y: 18))
/// tick.addLine(to: CGPoint(x: 20, y: 6))
/// tick.lineWidth = 3
/// ```
open class UIBezierPath: NSObject {
  var path = CGMutablePath()

  /// An empty path.
  ///
  /// ```swift
  /// let path = UIBezierPath()
  /// ```
  public override init() { super.init() }

  /// A closed rectangle.
  ///
  /// ```swift
  /// UIBezierPath(rect: bounds)
  /// ```
  public convenience init(rect: CGRect) {
    self.init(shape: Layout.ShadowPath(rect: rect.standardized.plumbRect))
  }

  /// A rectangle with all corners rounded by `cornerRadius` (at most half the shorter side).
  ///
  /// ```swift
  /// UIBezierPath(roundedRect: bounds, cornerRadius: 12)
  /// ```
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(shape: Layout.ShadowPath(rect: rect.standardized.plumbRect, cornerRadius: Double(cornerRadius)))
  }

  /// A rectangle with only `corners` rounded, by the radii's width (UIKit uses it for both).
  ///
  /// ```swift
  /// UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 16, height: 16))
  /// ```
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    var mask = Layout.CornerMask()
    if corners.contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
    if corners.contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
    if corners.contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
    if corners.contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
    self.init(shape: Layout.ShadowPath(rect: rect.standardized.plumbRect, cornerRadius: Double(cornerRadii.width), corners: mask))
  }

  /// An ellipse inscribed in `rect`.
  ///
  /// ```swift
  /// UIBezierPath(ovalIn: avatar.bounds)
  /// ```
  public convenience init(ovalIn rect: CGRect) {
    self.init(shape: Layout.ShadowPath(rect: rect.standardized.plumbRect, isOval: true))
  }

  /// An open arc; `clockwise` as seen on screen (angles from the positive x axis, y down).
  ///
  /// ```swift
  /// UIBezierPath(arcCenter: center, radius: 20, startAngle: -.pi / 2, endAngle: .pi * 1.5, clockwise: true)
  /// ```
  public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// A path with `cgPath`'s elements.
  ///
  /// ```swift
  /// let path = UIBezierPath(cgPath: shapeLayer.path!)
  /// ```
  public convenience init(cgPath: CGPath) {
    self.init()
    path.elements = cgPath.elements
    path.exactShape = cgPath.exactShape
  }

  convenience init(shape: Layout.ShadowPath) {
    self.init()
    let made = CGPath(shape: shape)
    path.elements = made.elements
    path.exactShape = shape
  }

  /// The path as Core Graphics' path (a copy; setting it replaces the elements).
  ///
  /// ```swift
  /// shapeLayer.path = UIBezierPath(ovalIn: bounds).cgPath
  /// ```
  open var cgPath: CGPath {
    get { CGPath(elements: path.elements, shape: path.exactShape) }
    set { path.elements = newValue.elements; path.exactShape = newValue.exactShape }
  }

  /// The bounding box of the path's points, control points included (`CGPath.boundingBox`).
  ///
  /// ```swift
  /// UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 20)).bounds   // (0, 0, 10, 20)
  /// ```
  open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
  /// The end of the last element.
  ///
  /// ```swift
  /// path.currentPoint
  /// ```
  open var currentPoint: CGPoint { path.currentPoint }
  /// Whether the path has no elements.
  ///
  /// ```swift
  /// UIBezierPath().isEmpty   // true
  /// ```
  open var isEmpty: Bool { path.isEmpty }

  /// The stroke width (default 1).
  ///
  /// ```swift
  /// path.lineWidth = 2
  /// ```
  open var lineWidth: CGFloat = 1
  /// The ends of open subpaths (default `.butt`).
  ///
  /// ```swift
  /// path.lineCapStyle = .round
  /// ```
  open var lineCapStyle: CGLineCap = .butt
  /// The corners of the stroke (default `.miter`).
  ///
  /// ```swift
  /// path.lineJoinStyle = .round
  /// ```
  open var lineJoinStyle: CGLineJoin = .miter
  /// The miter limit (default 10).
  ///
  /// ```swift
  /// path.miterLimit = 4
  /// ```
  open var miterLimit: CGFloat = 10
  /// The curve flatness (kept; default 0.6).
  ///
  /// ```swift
  /// path.flatness = 0.1
  /// ```
  open var flatness: CGFloat = 0.6
  /// Whether `fill()` uses the even-odd rule (default non-zero winding).
  ///
  /// ```swift
  /// ring.usesEvenOddFillRule = true
  /// ```
  open var usesEvenOddFillRule = false
  var dash: [CGFloat] = []
  var dashPhase: CGFloat = 0

  /// Starts a subpath at `point`.
  ///
  /// ```swift
  /// path.move(to: .zero)
  /// ```
  open func move(to point: CGPoint) { path.move(to: point) }
  /// A line to `point`.
  ///
  /// ```swift
  /// path.addLine(to: CGPoint(x: 10, y: 0))
  /// ```
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// A cubic curve to `endPoint`.
  ///
  /// ```swift
  /// path.addCurve(to: end, controlPoint1: c1, controlPoint2: c2)
  /// ```
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }
  /// A quadratic curve to `endPoint`.
  ///
  /// ```swift
  /// path.addQuadCurve(to: end, controlPoint: c)
  /// ```
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
  /// An arc joined to the current point by a line; `clockwise` as seen on screen.
  ///
  /// ```swift
  /// path.addArc(withCenter: center, radius: 8, startAngle: 0, endAngle: .pi, clockwise: true)
  /// ```
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
  }
  /// Closes the current subpath.
  ///
  /// ```swift
  /// path.close()
  /// ```
  open func close() { path.closeSubpath() }
  /// Removes every element.
  ///
  /// ```swift
  /// path.removeAllPoints()
  /// ```
  open func removeAllPoints() { path = CGMutablePath() }
  /// Adds `bezierPath`'s elements.
  ///
  /// ```swift
  /// outline.append(UIBezierPath(ovalIn: hole))
  /// ```
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
  /// Transforms every point.
  ///
  /// ```swift
  /// path.apply(CGAffineTransform(translationX: 0, y: 10))
  /// ```
  open func apply(_ transform: CGAffineTransform) {
    path.elements = path.elements.map { $0.applying(transform) }
    path.exactShape = nil
  }
  /// Whether `point` is inside the filled path.
  ///
  /// ```swift
  /// UIBezierPath(ovalIn: bounds).contains(touchPoint)
  /// ```
  open func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }
  /// The path drawn the other way round (each subpath's points in reverse order).
  ///
  /// ```swift
  /// let hole = UIBezierPath(ovalIn: inner).reversing()
  /// ```
  open func reversing() -> UIBezierPath {
    let result = UIBezierPath()
    result.path.elements = PathReversal.reversed(path.elements)
    return result
  }
  /// The dash pattern of the stroke.
  ///
  /// ```swift
  /// path.setLineDash([4, 2], count: 2, phase: 0)
  /// ```
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    dash = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
    dashPhase = phase
  }

  /// Fills the path with the context's fill colour, in the current graphics context.
  ///
  /// ```swift
  /// UIColor.systemBlue.setFill(); path.fill()
  /// ```
  open func fill() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.fillElements(path.elements, evenOdd: usesEvenOddFillRule)
  }
  /// Strokes the path with the context's stroke colour and this path's line settings.
  ///
  /// ```swift
  /// UIColor.label.setStroke(); path.stroke()
  /// ```
  open func stroke() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.strokeElements(path.elements, width: lineWidth, cap: lineCapStyle, join: lineJoinStyle, miterLimit: miterLimit,
                           dash: dash, phase: dashPhase)
  }
  /// Fills with the blend mode and alpha (the blend mode is kept; alpha multiplies the colour).
  ///
  /// ```swift
  /// path.fill(with: .normal, alpha: 0.5)
  /// ```
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState(); context.setAlpha(alpha); fill(); context.restoreGState()
  }
  /// Strokes with the blend mode and alpha (the blend mode is kept; alpha multiplies the colour).
  ///
  /// ```swift
  /// path.stroke(with: .normal, alpha: 0.5)
  /// ```
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState(); context.setAlpha(alpha); stroke(); context.restoreGState()
  }
  /// Clips later drawing to the path (kept: Plumb's contexts do not clip to free-form paths).
  ///
  /// ```swift
  /// UIBezierPath(roundedRect: rect, cornerRadius: 8).addClip()
  /// ```
  open func addClip() {}
}

/// Reverses the direction of each subpath.
enum PathReversal {
  static func reversed(_ elements: [PathElement]) -> [PathElement] {
    var result: [PathElement] = []
    var subpath: [PathElement] = []
    func flush(closed: Bool) {
      guard case .move(let start)? = subpath.first else { subpath = []; return }
      var points = [start]
      for element in subpath.dropFirst() { if let end = element.points.last { points.append(end) } }
      result.append(.move(points.last!))
      for index in stride(from: subpath.count - 1, to: 0, by: -1) {
        let target = points[index - 1]
        switch subpath[index] {
        case .quad(let c, _): result.append(.quad(c, target))
        case .curve(let c1, let c2, _): result.append(.curve(c2, c1, target))
        default: result.append(.line(target))
        }
      }
      if closed { result.append(.close) }
      subpath = []
    }
    for element in elements {
      switch element {
      case .move: flush(closed: false); subpath = [element]
      case .close: flush(closed: true)
      default: subpath.append(element)
      }
    }
    flush(closed: false)
    return result
  }
}

/// The corners of a rectangle (UIKit's `UIRectCorner`).
///
/// ```swift
/// UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 16, height: 16))
/// ```
public struct UIRectCorner: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1)
  public static let topRight = UIRectCorner(rawValue: 2)
  public static let bottomLeft = UIRectCorner(rawValue: 4)
  public static let bottomRight = UIRectCorner(rawValue: 8)
  public static let allCorners = UIRectCorner(rawValue: 15)
}
