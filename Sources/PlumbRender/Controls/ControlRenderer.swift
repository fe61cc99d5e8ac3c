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
  /// Where control chrome is remembered and copied from (`Canvas.drawMemoized`); nil draws everything.
  var memo: PaintMemo? = nil

  /// Draws `view`'s control in its frame (nothing for views that are not controls).
  func draw(_ view: Layout.ViewLayout) throws {
    guard let layout = view.control else { return }
    let palette = ControlPalette(style: style, contrast: contrast, tint: view.tintColor)
    switch layout.control {
    case .button(let button): try drawButton(button, view, texts: layout.texts, palette: palette)
    case .textField(let field): drawTextField(field, view, texts: layout.texts, palette: palette)
    case .textView(let textView): drawTextView(textView, view, texts: layout.texts, palette: palette)
    case .switch(let toggle):
      // The track is the switch's frame (51 × 31) whatever the frame; the thumb's shadow reaches 5 points beyond it.
      let track = switchTrack(view)
      try chrome(view, extent: union(view.frame, track), margin: 6) {
        try dimmedUnless(toggle.isEnabled) { drawSwitch(toggle, view, palette: palette) }
      }
    case .segmentedControl(let control):
      drawSegmentedControl(control, view, texts: layout.texts, alignment: layout.alignmentRect, palette: palette)
    case .slider(let slider):
      // The thumb is centred on the alignment rectangle's ends at most; its shadow reaches 5 further.
      let a = layout.alignmentRect, thumb = Layout.ControlMetrics.sliderThumbSide
      let reach = Rect(x: a.minX - thumb / 2, y: a.midY - thumb / 2, width: a.width + thumb, height: thumb)
      try chrome(view, extent: union(view.frame, reach), margin: 6) {
        try dimmedUnless(slider.isEnabled) { drawSlider(slider, view, alignment: a, palette: palette) }
      }
    case .progressView(let progress):
      chrome(view, extent: view.frame, margin: 1) { drawProgressView(progress, view, palette: palette) }
    case .activityIndicator(let indicator):
      let reach = 19.0   // the large style's spokes end 16.5 from the centre, with 2.1-point round caps
      let spokes = Rect(x: view.frame.midX - reach, y: view.frame.midY - reach, width: 2 * reach, height: 2 * reach)
      chrome(view, extent: union(view.frame, spokes), margin: 1) { drawActivityIndicator(indicator, view, palette: palette) }
    case .stepper(let stepper):
      // The divider is 18 high and the symbols 13 wide around the frame's quarter points, whatever the frame.
      let symbols = Rect(x: view.frame.minX - 8, y: view.frame.midY - 10, width: view.frame.width + 16, height: 20)
      chrome(view, extent: union(view.frame, symbols), margin: 1) { drawStepper(stepper, view, palette: palette) }
    case .pageControl(let control):
      chrome(view, extent: union(view.frame, pageDotsExtent(control, view)), margin: 1) {
        drawPageControl(control, view, palette: palette)
      }
    case .navigationBar(let bar): try drawNavigationBar(bar, view, layout: layout, palette: palette)
    case .toolbar(let bar): try drawToolbar(bar, view, layout: layout, palette: palette)
    case .tabBar(let bar): try drawTabBar(bar, view, layout: layout, palette: palette)
    case .searchBar(let bar): drawSearchBar(bar, view, layout: layout, palette: palette)
    case .pickerView: drawWheels(view, layout: layout, isEnabled: true, palette: palette)
    case .datePicker(let picker):
      if picker.style == .wheels { drawWheels(view, layout: layout, isEnabled: picker.isEnabled, palette: palette) }
      else { drawCompactDatePicker(picker, view, layout: layout, palette: palette) }
    case .mapView(let map): drawMap(map, view)
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
