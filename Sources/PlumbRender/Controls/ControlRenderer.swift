import PlumbGraphics
import PlumbLayout

/// Draws the UIKit controls of a laid-out scene close to iOS 17, in the variant's appearance and with each
/// view's tint colour. Titles are set by the same `TextRequest`s the layout measured.
///
/// ```swift
/// let controls = ControlRenderer(canvas: canvas, measurer: measurer, images: images, scale: 3,
///                                style: .dark, contrast: .normal)
/// try controls.draw(result["wifi"]!)
/// ```
struct ControlRenderer {
  let canvas: Canvas
  let measurer: PangoTextMeasurer
  let images: ImageLoader
  let scale: Double
  let style: UserInterfaceStyle
  let contrast: AccessibilityContrast

  /// Draws `view`'s control in its frame (nothing for views that are not controls).
  func draw(_ view: Layout.ViewLayout) throws {
    guard let layout = view.control else { return }
    let palette = ControlPalette(style: style, contrast: contrast, tint: view.tintColor)
    switch layout.control {
    case .button(let button): try drawButton(button, view, texts: layout.texts, palette: palette)
    case .textField(let field): drawTextField(field, view, texts: layout.texts, palette: palette)
    case .textView(let textView): drawTextView(textView, view, texts: layout.texts, palette: palette)
    case .switch(let toggle):
      try dimmedUnless(toggle.isEnabled) { drawSwitch(toggle, view, palette: palette) }
    case .segmentedControl(let control):
      drawSegmentedControl(control, view, texts: layout.texts, alignment: layout.alignmentRect, palette: palette)
    case .slider(let slider):
      try dimmedUnless(slider.isEnabled) { drawSlider(slider, view, alignment: layout.alignmentRect, palette: palette) }
    case .progressView(let progress): drawProgressView(progress, view, palette: palette)
    case .activityIndicator(let indicator): drawActivityIndicator(indicator, view, palette: palette)
    case .stepper(let stepper): drawStepper(stepper, view, palette: palette)
    case .pageControl(let control): drawPageControl(control, view, palette: palette)
    }
  }

  /// Draws at half opacity when the control is disabled, as UIKit dims disabled switches and sliders.
  private func dimmedUnless(_ enabled: Bool, _ body: () throws -> Void) throws {
    if enabled { try body() } else { try canvas.withAlpha(0.5, body) }
  }
}

/// Cosine and sine without Foundation (a Taylor series on the reduced angle is exact to 1e-12 here).
func cosine(_ x: Double) -> Double { sine(x + Double.pi / 2) }
func sine(_ x: Double) -> Double {
  var a = x.truncatingRemainder(dividingBy: 2 * Double.pi)
  if a > Double.pi { a -= 2 * Double.pi } else if a < -Double.pi { a += 2 * Double.pi }
  var term = a, sum = a
  for n in 1...12 {
    term *= -a * a / Double((2 * n) * (2 * n + 1))
    sum += term
  }
  return sum
}
