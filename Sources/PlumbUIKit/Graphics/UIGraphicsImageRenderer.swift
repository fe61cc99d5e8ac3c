import Foundation
import PlumbGraphics
import PlumbLayout

/// Draws images (UIKit's `UIGraphicsImageRenderer`): the closure draws through the context's `cgContext`,
/// `UIBezierPath.fill()`/`stroke()` or `UIImage.draw(in:)` onto a transparent canvas of `size` points at the
/// format's scale, rendered by Cairo.
///
/// ```swift
/// let dot = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { context in
///   UIColor.systemRed.setFill()
///   UIBezierPath(ovalIn: context.format.bounds).fill()
/// }
/// dot.size   // 12 × 12
/// ```
open class UIGraphicsImageRenderer {
  /// The renderer's format (scale, opacity, bounds).
  ///
  /// ```swift
  /// renderer.format.scale
  /// ```
  public let format: UIGraphicsImageRendererFormat

  /// A renderer of `size` points with the default format (the main screen's scale).
  ///
  /// ```swift
  /// UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20))
  /// ```
  public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

  /// A renderer of `size` points with `format`.
  ///
  /// ```swift
  /// let format = UIGraphicsImageRendererFormat(); format.scale = 1
  /// UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format)
  /// ```
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of `bounds` (its origin is the top-left point drawn).
  ///
  /// ```swift
  /// UIGraphicsImageRenderer(bounds: view.bounds)
  /// ```
  public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

  /// A renderer of `bounds` with `format`.
  ///
  /// ```swift
  /// UIGraphicsImageRenderer(bounds: view.bounds, format: .preferred())
  /// ```
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    let copy = UIGraphicsImageRendererFormat()
    copy.scale = format.scale; copy.opaque = format.opaque; copy.preferredRange = format.preferredRange
    copy.bounds = bounds
    self.format = copy
  }

  /// The image the closure draws.
  ///
  /// ```swift
  /// let image = renderer.image { context in UIColor.red.setFill(); context.fill(context.format.bounds) }
  /// ```
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let bounds = format.bounds
    let scale = format.scale > 0 ? format.scale : UIScreen.defaultScale
    guard let canvas = try? Canvas(size: Size(width: Double(bounds.width), height: Double(bounds.height)), scale: Double(scale),
                                   background: format.opaque ? .black : .clear) else {
      return UIImage(path: nil, bitmap: nil, scale: scale, size: bounds.size)
    }
    let context = UIGraphicsImageRendererContext(format: format, cgContext: CGContext(canvas: canvas))
    context.cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
    UIGraphicsPushContext(context.cgContext)
    actions(context)
    UIGraphicsPopContext()
    return UIImage(path: nil, bitmap: canvas.makeBitmap(), scale: scale, size: bounds.size)
  }

  /// The PNG bytes of the image the closure draws.
  ///
  /// ```swift
  /// let data = renderer.pngData { context in … }
  /// ```
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// The image the closure draws, as PNG bytes (Plumb encodes no JPEG; the quality is ignored).
  ///
  /// ```swift
  /// let data = renderer.jpegData(withCompressionQuality: 0.8) { context in … }
  /// ```
  open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    pngData(actions: actions)
  }
}

/// The settings of an image renderer (UIKit's `UIGraphicsImageRendererFormat`).
///
/// ```swift
/// let format = UIGraphicsImageRendererFormat.default()
/// format.scale = 3
/// ```
open class UIGraphicsImageRendererFormat {
  /// Pixels per point (default: the main screen's scale).
  ///
  /// ```swift
  /// format.scale = 1
  /// ```
  open var scale: CGFloat = UIScreen.defaultScale
  /// Whether the image has no alpha (drawn on black).
  ///
  /// ```swift
  /// format.opaque = true
  /// ```
  open var opaque = false
  /// The colour range (kept).
  ///
  /// ```swift
  /// format.preferredRange = .standard
  /// ```
  open var preferredRange = Range.automatic
  /// The area drawn, in points.
  ///
  /// ```swift
  /// context.format.bounds
  /// ```
  open internal(set) var bounds = CGRect.zero

  /// A format with the defaults.
  ///
  /// ```swift
  /// UIGraphicsImageRendererFormat()
  /// ```
  public init() {}
  /// The default format.
  ///
  /// ```swift
  /// UIGraphicsImageRendererFormat.default()
  /// ```
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  /// The format best for the main screen (the default here).
  ///
  /// ```swift
  /// UIGraphicsImageRendererFormat.preferred()
  /// ```
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The colour range of a rendered image (UIKit's `UIGraphicsImageRendererFormat.Range`).
  ///
  /// ```swift
  /// format.preferredRange = .standard
  /// ```
  public enum Range: Int, Sendable {
    case unspecified = -1, automatic = 0, extended, standard
  }
}

/// What an image renderer's closure draws through (UIKit's `UIGraphicsImageRendererContext`).
///
/// ```swift
/// renderer.image { context in
///   context.cgContext.setFillColor(UIColor.blue.cgColor)
///   context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
/// }
/// ```
open class UIGraphicsImageRendererContext {
  /// The renderer's format.
  ///
  /// ```swift
  /// context.format.bounds
  /// ```
  public let format: UIGraphicsImageRendererFormat
  /// The Core Graphics context.
  ///
  /// ```swift
  /// context.cgContext.fillEllipse(in: rect)
  /// ```
  public let cgContext: CGContext

  init(format: UIGraphicsImageRendererFormat, cgContext: CGContext) { self.format = format; self.cgContext = cgContext }

  /// The picture drawn so far.
  ///
  /// ```swift
  /// let partial = context.currentImage
  /// ```
  open var currentImage: UIImage {
    guard let canvas = cgContext.canvas else { return UIImage(path: nil, bitmap: nil, scale: format.scale, size: format.bounds.size) }
    return UIImage(path: nil, bitmap: canvas.makeBitmap(), scale: format.scale, size: format.bounds.size)
  }
  /// Fills `rect` with the current fill colour.
  ///
  /// ```swift
  /// context.fill(context.format.bounds)
  /// ```
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }
  /// Fills `rect` (the blend mode is kept).
  ///
  /// ```swift
  /// context.fill(rect, blendMode: .multiply)
  /// ```
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
  /// Strokes `rect` with the current stroke colour.
  ///
  /// ```swift
  /// context.stroke(rect)
  /// ```
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
  /// Strokes `rect` (the blend mode is kept).
  ///
  /// ```swift
  /// context.stroke(rect, blendMode: .normal)
  /// ```
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.stroke(rect) }
  /// Clips to `rect` (kept).
  ///
  /// ```swift
  /// context.clip(to: rect)
  /// ```
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
