import Foundation

/// A layer that fills and strokes a path (Core Animation's `CAShapeLayer`).
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = UIColor.systemBlue.cgColor
/// ring.lineWidth = 4
/// view.layer.addSublayer(ring)
/// ```
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
  /// The shape, in the layer's coordinates.
  ///
  /// ```swift
  /// shape.path = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
  /// ```
  open var path: CGPath? { didSet { shapeChanged() } }
  /// The fill colour (default opaque black; nil: no fill).
  ///
  /// ```swift
  /// shape.fillColor = UIColor.clear.cgColor
  /// ```
  open var fillColor: CGColor? = CGColor(.black) { didSet { shapeChanged() } }
  /// The fill rule (default non-zero).
  ///
  /// ```swift
  /// shape.fillRule = .evenOdd
  /// ```
  open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { shapeChanged() } }
  /// The stroke colour (default none).
  ///
  /// ```swift
  /// shape.strokeColor = UIColor.label.cgColor
  /// ```
  open var strokeColor: CGColor? { didSet { shapeChanged() } }
  /// Where the stroke starts along the path, 0 to 1 (default 0).
  ///
  /// ```swift
  /// progress.strokeStart = 0
  /// ```
  open var strokeStart: CGFloat = 0 { didSet { shapeChanged() } }
  /// Where the stroke ends along the path, 0 to 1 (default 1).
  ///
  /// ```swift
  /// progress.strokeEnd = 0.75
  /// ```
  open var strokeEnd: CGFloat = 1 { didSet { shapeChanged() } }
  /// The stroke width (default 1).
  ///
  /// ```swift
  /// shape.lineWidth = 3
  /// ```
  open var lineWidth: CGFloat = 1 { didSet { shapeChanged() } }
  /// The miter limit (default 10).
  ///
  /// ```swift
  /// shape.miterLimit = 4
  /// ```
  open var miterLimit: CGFloat = 10 { didSet { shapeChanged() } }
  /// The ends of open subpaths (default `.butt`).
  ///
  /// ```swift
  /// shape.lineCap = .round
  /// ```
  open var lineCap: CAShapeLayerLineCap = .butt { didSet { shapeChanged() } }
  /// The corners of the stroke (default `.miter`).
  ///
  /// ```swift
  /// shape.lineJoin = .round
  /// ```
  open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { shapeChanged() } }
  /// Where the dash pattern starts (default 0).
  ///
  /// ```swift
  /// shape.lineDashPhase = 2
  /// ```
  open var lineDashPhase: CGFloat = 0 { didSet { shapeChanged() } }
  /// The dash pattern (nil: solid).
  ///
  /// ```swift
  /// shape.lineDashPattern = [4, 2]
  /// ```
  open var lineDashPattern: [NSNumber]? { didSet { shapeChanged() } }

  private func shapeChanged() { setNeedsDisplay() }

  /// Draws the path into `ctx`: filled, then stroked (the whole path; `strokeStart`/`strokeEnd` other than
  /// 0 and 1 are kept, not applied).
  ///
  /// ```swift
  /// shape.render(in: context.cgContext)
  /// ```
  open override func draw(in ctx: CGContext) {
    guard let path else { return }
    if let fillColor {
      ctx.saveGState(); ctx.setFillColor(fillColor)
      ctx.fillElements(path.elements, evenOdd: fillRule == .evenOdd)
      ctx.restoreGState()
    }
    if let strokeColor, lineWidth > 0, strokeEnd > strokeStart {
      ctx.saveGState(); ctx.setStrokeColor(strokeColor)
      ctx.strokeElements(path.elements, width: lineWidth, cap: lineCap.cg, join: lineJoin.cg, miterLimit: miterLimit,
                         dash: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }, phase: lineDashPhase)
      ctx.restoreGState()
    }
  }
}

/// A shape layer's fill rule (Core Animation's `CAShapeLayerFillRule`).
///
/// ```swift
/// shape.fillRule = .evenOdd
/// ```
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A shape layer's line cap (Core Animation's `CAShapeLayerLineCap`).
///
/// ```swift
/// shape.lineCap = .round
/// ```
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
  var cg: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// A shape layer's line join (Core Animation's `CAShapeLayerLineJoin`).
///
/// ```swift
/// shape.lineJoin = .round
/// ```
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
  var cg: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
