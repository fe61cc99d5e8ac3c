import Foundation
import PlumbGraphics
import PlumbLayout

/// The current graphics context of this thread, as UIKit keeps it: `UIGraphicsImageRenderer`,
/// `UIGraphicsBeginImageContextWithOptions` and `UIGraphicsPushContext` push one; `fill()`, `stroke()` and
/// `UIImage.draw(in:)` draw into the top one.
final class GraphicsContextStack {
  var contexts: [CGContext] = []
  /// The scale of each context pushed by `UIGraphicsBeginImageContextWithOptions` (nil for pushed contexts).
  var imageScales: [CGFloat?] = []
  private static let key = "PlumbUIKit.GraphicsContextStack"

  static var current: GraphicsContextStack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? GraphicsContextStack { return stack }
    let stack = GraphicsContextStack()
    dictionary[key] = stack
    return stack
  }
}

/// The context drawing goes to (nil outside an image renderer or image context).
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///   guard let context = UIGraphicsGetCurrentContext() else { return }
///   context.fill(rect)
/// }
/// ```
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current.contexts.last }

/// Makes `context` the current context.
///
/// ```swift
/// UIGraphicsPushContext(context); path.fill(); UIGraphicsPopContext()
/// ```
public func UIGraphicsPushContext(_ context: CGContext) {
  let stack = GraphicsContextStack.current
  stack.contexts.append(context); stack.imageScales.append(nil)
}

/// Restores the context before the last `UIGraphicsPushContext`.
///
/// ```swift
/// UIGraphicsPopContext()
/// ```
public func UIGraphicsPopContext() {
  let stack = GraphicsContextStack.current
  _ = stack.contexts.popLast(); _ = stack.imageScales.popLast()
}

/// Starts an image context of `size` points (`scale` 0: the main screen's scale), the older API
/// `UIGraphicsImageRenderer` replaced.
///
/// ```swift
/// UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
/// UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
/// let image = UIGraphicsGetImageFromCurrentImageContext()
/// UIGraphicsEndImageContext()
/// ```
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let resolved = scale > 0 ? scale : UIScreen.defaultScale
  let canvas = try? Canvas(size: Size(width: Double(size.width), height: Double(size.height)), scale: Double(resolved),
                           background: opaque ? .black : .clear)
  let stack = GraphicsContextStack.current
  stack.contexts.append(CGContext(canvas: canvas)); stack.imageScales.append(resolved)
}

/// Starts an image context of `size` at scale 1.
///
/// ```swift
/// UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
/// ```
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The picture drawn so far in the current image context.
///
/// ```swift
/// let image = UIGraphicsGetImageFromCurrentImageContext()
/// ```
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  let stack = GraphicsContextStack.current
  guard let context = stack.contexts.last, let canvas = context.canvas, let scale = stack.imageScales.last ?? nil else { return nil }
  return UIImage(rendered: canvas.makeBitmap(), scale: Double(scale))
}

/// Ends the current image context.
///
/// ```swift
/// UIGraphicsEndImageContext()
/// ```
public func UIGraphicsEndImageContext() {
  let stack = GraphicsContextStack.current
  guard stack.imageScales.last ?? nil != nil else { return }
  _ = stack.contexts.popLast(); _ = stack.imageScales.popLast()
}

/// Fills `rect` with the current fill colour.
///
/// ```swift
/// UIColor.systemGreen.setFill(); UIRectFill(bounds)
/// ```
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes `rect` with the current stroke colour.
///
/// ```swift
/// UIColor.black.setStroke(); UIRectFrame(bounds)
/// ```
public func UIRectFrame(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.stroke(rect) }
