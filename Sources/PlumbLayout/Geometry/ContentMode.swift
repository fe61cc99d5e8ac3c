/// How an image is placed in its view's bounds: UIKit's `UIView.ContentMode` (13 cases, raw values as in UIKit).
///
/// ```swift
/// let frame = ContentMode.scaleAspectFit.placement(of: Size(width: 300, height: 400),
///                                                  in: Rect(x: 0, y: 0, width: 100, height: 100))
/// // (12.5, 0, 75, 100)
/// ContentMode(name: "scaleAspectFill")   // .scaleAspectFill
/// ```
public enum ContentMode: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  case topLeft, topRight, bottomLeft, bottomRight

  /// The mode with UIKit's case name (`"scaleAspectFit"`, `"topLeft"`, …), or `nil`.
  public init?(name: String) {
    guard let mode = Self.allCases.first(where: { $0.description == name }) else { return nil }
    self = mode
  }

  /// Where an image of `imageSize` points is drawn for `bounds`; the result may extend past the bounds
  /// (aspect fill and the unscaled modes overflow unless the view clips).
  public func placement(of imageSize: Size, in bounds: Rect) -> Rect {
    let iw = imageSize.width, ih = imageSize.height
    switch self {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard iw > 0, ih > 0 else { return Rect(origin: Point(x: bounds.midX, y: bounds.midY), size: .zero) }
      let sx = bounds.width / iw, sy = bounds.height / ih
      let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      let w = iw * s, h = ih * s
      return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
    default:
      let x: Double, y: Double
      switch self {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - iw
      default: x = bounds.midX - iw / 2
      }
      switch self {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - ih
      default: y = bounds.midY - ih / 2
      }
      return Rect(x: x, y: y, width: iw, height: ih)
    }
  }

  public var description: String {
    switch self {
    case .scaleToFill: return "scaleToFill"
    case .scaleAspectFit: return "scaleAspectFit"
    case .scaleAspectFill: return "scaleAspectFill"
    case .redraw: return "redraw"
    case .center: return "center"
    case .top: return "top"
    case .bottom: return "bottom"
    case .left: return "left"
    case .right: return "right"
    case .topLeft: return "topLeft"
    case .topRight: return "topRight"
    case .bottomLeft: return "bottomLeft"
    case .bottomRight: return "bottomRight"
    }
  }
}
