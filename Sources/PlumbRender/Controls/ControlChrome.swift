import PlumbGraphics
import PlumbLayout

/// Everything a control's chrome (its drawing without titles, text and images) is made from, apart from
/// the position of its frame: equal keys at the same sub-pixel phase draw the same pixels relative to the
/// frame, which is what lets `Canvas.drawMemoized` copy a switch, a slider's thumb or a segmented control's
/// raised segment instead of rasterising it again.
///
/// ```swift
/// let key = ControlChromeKey(view: view, style: .light, contrast: .normal)
/// canvas.drawMemoized(key: key, reference: view.frame.origin, inkBounds: bounds, memo: .shared) { … }
/// ```
struct ControlChromeKey: Hashable {
  var control: Layout.Control?
  var size: Size
  /// The alignment rectangle relative to the frame's origin.
  var alignment: Rect
  var direction: LayoutDirection
  var tint: Color
  var ownTint: Color?
  var style: UserInterfaceStyle
  var contrast: AccessibilityContrast

  init(view: Layout.ViewLayout, style: UserInterfaceStyle, contrast: AccessibilityContrast) {
    control = view.control?.control
    size = view.frame.size
    let alignment = view.control?.alignmentRect ?? view.frame
    self.alignment = Rect(x: alignment.minX - view.frame.minX, y: alignment.minY - view.frame.minY, width: alignment.width, height: alignment.height)
    direction = view.direction
    tint = view.tintColor
    ownTint = view.appearance.tintColor
    self.style = style
    self.contrast = contrast
  }
}

extension ControlRenderer {
  /// Runs `body`, which draws `view`'s chrome inside `extent` grown by `margin` points, through the
  /// renderer's memo (or directly without one).
  func chrome(_ view: Layout.ViewLayout, extent: Rect, margin: Double, _ body: () throws -> Void) rethrows {
    guard let memo, view.control != nil else { return try body() }
    let key = ControlChromeKey(view: view, style: style, contrast: contrast)
    let bounds = Rect(x: extent.minX - margin, y: extent.minY - margin, width: extent.width + 2 * margin, height: extent.height + 2 * margin)
    try canvas.drawMemoized(key: key, reference: view.frame.origin, inkBounds: bounds, memo: memo, body)
  }
}

/// The smallest rectangle holding both (chrome extents: a frame and what its control draws outside it).
func union(_ a: Rect, _ b: Rect) -> Rect {
  let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
  return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
}
