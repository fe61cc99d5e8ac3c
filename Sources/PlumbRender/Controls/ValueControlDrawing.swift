import PlumbGraphics
import PlumbLayout

extension ControlRenderer {
  /// A switch: the capsule track (on: `onTintColor`, default systemGreen) and the white thumb with its shadow.
  func drawSwitch(_ toggle: Layout.Switch, _ view: Layout.ViewLayout, palette: ControlPalette) {
    let track = switchTrack(view)
    let onColor = toggle.onTintColor.map(palette.resolve) ?? palette.system(.systemGreen)
    let offTrack = palette.resolve(ControlPalette.switchOffTrack)
    canvas.fill(track, color: toggle.isOn ? onColor : offTrack, cornerRadius: track.height / 2)
    // The round thumb fills the track's height but 2 points each side: 27 points in the 51 × 31 track.
    let thumbAtEnd = toggle.isOn == (view.direction == .leftToRight)
    let inset = 2.0, side = track.height - 2 * inset
    let thumbX = track.minX + (thumbAtEnd ? track.width - inset - side : inset)
    let thumb = Rect(x: thumbX, y: track.minY + inset, width: side, height: side)
    canvas.fillShadow(thumb, cornerRadius: side / 2, color: ControlPalette.shadow, blur: 3, offsetY: 2)
    let thumbColor = toggle.thumbTintColor.map(palette.resolve) ?? .white
    canvas.fillCircle(center: Point(x: thumb.midX, y: thumb.midY), radius: side / 2, color: thumbColor)
  }

  /// A switch's track: UIKit's switch frame (`ControlMetrics.switchFrame`) at the view's origin, whatever its frame.
  func switchTrack(_ view: Layout.ViewLayout) -> Rect {
    let size = Layout.ControlMetrics.switchFrame
    return Rect(x: view.frame.minX, y: view.frame.minY, width: size.width, height: size.height)
  }

  /// A segmented control: the rounded background, the raised selected segment, separators between the
  /// others, and the titles (the selected one semibold).
  func drawSegmentedControl(_ control: Layout.SegmentedControl, _ view: Layout.ViewLayout, texts: [TextRequest], alignment: Rect, palette: ControlPalette) {
    let box = Rect(x: view.frame.minX, y: view.frame.minY, width: view.frame.width, height: alignment.height)
    let count = max(1, control.segments.count)
    let width = box.width / Double(count)
    func segmentRect(_ index: Int) -> Rect {
      let visual = view.direction == .leftToRight ? index : count - 1 - index
      return Rect(x: box.minX + Double(visual) * width, y: box.minY, width: width, height: box.height)
    }
    let selected = control.selectedSegmentIndex
    // The separators are 16 high whatever the box; the raised segment's shadow reaches 1 point below it.
    let separators = Rect(x: box.minX - 1, y: box.midY - 8, width: box.width + 2, height: 16)
    chrome(view, extent: union(union(view.frame, box), separators), margin: 3) {
      canvas.fill(box, color: palette.resolve(ControlPalette.controlFill), cornerRadius: 9)
      for index in 1..<max(1, count) where index != selected && index - 1 != selected {
        let left = view.direction == .leftToRight ? segmentRect(index).minX : segmentRect(index).maxX
        canvas.fill(Rect(x: left - 0.5, y: box.midY - 8, width: 1, height: 16), color: palette.system(.systemGray4).withAlpha(palette.style == .dark ? 0.6 : 1))
      }
      if selected >= 0 && selected < control.segments.count {
        let chip = segmentRect(selected).inset(by: Insets(top: 2, left: 2, bottom: 2, right: 2))
        canvas.fillShadow(chip, cornerRadius: 7, color: ControlPalette.shadow.withAlpha(0.6), blur: 2, offsetY: 1)
        canvas.fill(chip, color: control.selectedSegmentTintColor.map(palette.resolve) ?? palette.resolve(ControlPalette.selectedSegment), cornerRadius: 7)
      }
    }
    let ink = palette.system(.label).withAlpha(control.isEnabled ? 1 : 0.35)
    for (index, text) in texts.enumerated() {
      var request = text
      if index == selected { request.font.weight = .semibold }
      canvas.drawText(request, in: segmentRect(index).inset(by: Insets(left: 6, right: 6)), color: ink, measurer: measurer)
    }
  }

  /// A slider: the 4-point track, tinted up to the value, and the 28-point white thumb.
  func drawSlider(_ slider: Layout.Slider, _ view: Layout.ViewLayout, alignment: Rect, palette: ControlPalette) {
    let thumbSide = Layout.ControlMetrics.sliderThumbSide, thumbRadius = thumbSide / 2
    let centerY = alignment.midY
    let startX = alignment.minX + thumbRadius, endX = alignment.maxX - thumbRadius
    let fraction = view.direction == .leftToRight ? slider.fraction : 1 - slider.fraction
    let thumbX = startX + (endX - startX) * fraction
    let track = Rect(x: alignment.minX, y: centerY - 2, width: alignment.width, height: 4)
    let maximum = slider.maximumTrackTintColor.map(palette.resolve) ?? palette.resolve(ControlPalette.track)
    let minimum = slider.minimumTrackTintColor.map(palette.resolve) ?? palette.tint
    canvas.fill(track, color: maximum, cornerRadius: 2)
    let filled = view.direction == .leftToRight
      ? Rect(x: track.minX, y: track.minY, width: thumbX - track.minX, height: 4)
      : Rect(x: thumbX, y: track.minY, width: track.maxX - thumbX, height: 4)
    canvas.fill(filled, color: slider.isEnabled ? minimum : minimum.withAlpha(0.5), cornerRadius: 2)
    let thumb = Rect(x: thumbX - thumbRadius, y: centerY - thumbRadius, width: thumbSide, height: thumbSide)
    canvas.fillShadow(thumb, cornerRadius: thumbRadius, color: ControlPalette.shadow, blur: 3, offsetY: 2)
    canvas.fillCircle(center: Point(x: thumbX, y: centerY), radius: thumbRadius, color: .white)
  }

  /// A progress view: the track and the tinted part, rounded (default) or square (bar).
  func drawProgressView(_ progress: Layout.ProgressView, _ view: Layout.ViewLayout, palette: ControlPalette) {
    let frame = view.frame
    let radius = progress.progressViewStyle == .bar ? 0 : frame.height / 2
    canvas.fill(frame, color: progress.trackTintColor.map(palette.resolve) ?? palette.resolve(ControlPalette.track), cornerRadius: radius)
    let width = frame.width * min(1, max(0, progress.progress))
    let x = view.direction == .leftToRight ? frame.minX : frame.maxX - width
    canvas.fill(Rect(x: x, y: frame.minY, width: width, height: frame.height), color: progress.progressTintColor.map(palette.resolve) ?? palette.tint, cornerRadius: radius)
  }

  /// An activity indicator as a still frame: eight round-capped spokes fading clockwise from 12 o'clock.
  func drawActivityIndicator(_ indicator: Layout.ActivityIndicator, _ view: Layout.ViewLayout, palette: ControlPalette) {
    let frame = view.frame
    let large = indicator.style.isLarge
    let white = indicator.style == .white || indicator.style == .whiteLarge
    let color = indicator.color.map(palette.resolve) ?? (white ? .white : palette.system(.systemGray))
    let center = Point(x: frame.midX, y: frame.midY)
    let inner = large ? 8.5 : 4.6, outer = large ? 16.5 : 8.8, width = large ? 4.2 : 2.2
    for spoke in 0..<8 {
      let angle = -Double.pi / 2 - Double(spoke) * Double.pi / 4
      let (c, s) = (cosine(angle), sine(angle))
      let alpha = 1 - Double(spoke) * 0.1
      canvas.strokeRoundPath(
        [Point(x: center.x + c * inner, y: center.y + s * inner), Point(x: center.x + c * outer, y: center.y + s * outer)],
        width: width, color: color.withAlpha(alpha))
    }
  }

  /// A stepper: the rounded grey background with a divider, − and + (dimmed at the ends of the range).
  func drawStepper(_ stepper: Layout.Stepper, _ view: Layout.ViewLayout, palette: ControlPalette) {
    let frame = view.frame
    canvas.fill(frame, color: palette.resolve(ControlPalette.controlFill), cornerRadius: 8)
    canvas.fill(Rect(x: frame.midX - 0.5, y: frame.midY - 9, width: 1, height: 18), color: palette.system(.systemGray4).withAlpha(palette.style == .dark ? 0.6 : 1))
    // iOS 13+ steppers draw their symbols in `label` unless the stepper itself is tinted.
    let ink = view.appearance.tintColor ?? palette.system(.label)
    let disabled = palette.system(.tertiaryLabel)
    let canDecrease = stepper.isEnabled && stepper.value > stepper.minimumValue
    let canIncrease = stepper.isEnabled && stepper.value < stepper.maximumValue
    let minusX = view.direction == .leftToRight ? frame.minX + frame.width / 4 : frame.maxX - frame.width / 4
    let plusX = view.direction == .leftToRight ? frame.maxX - frame.width / 4 : frame.minX + frame.width / 4
    let y = frame.midY, arm = 6.5
    canvas.strokeRoundPath([Point(x: minusX - arm, y: y), Point(x: minusX + arm, y: y)], width: 1.8, color: canDecrease ? ink : disabled)
    canvas.strokeRoundPath([Point(x: plusX - arm, y: y), Point(x: plusX + arm, y: y)], width: 1.8, color: canIncrease ? ink : disabled)
    canvas.strokeRoundPath([Point(x: plusX, y: y - arm), Point(x: plusX, y: y + arm)], width: 1.8, color: canIncrease ? ink : disabled)
  }

  /// A page control: 7-point dots 9 points apart, the current one in `label`.
  func drawPageControl(_ control: Layout.PageControl, _ view: Layout.ViewLayout, palette: ControlPalette) {
    let count = control.numberOfPages
    guard count > 0 else { return }
    let startX = pageDotsExtent(control, view).minX
    let other = control.pageIndicatorTintColor.map(palette.resolve) ?? palette.system(.tertiaryLabel)
    let current = control.currentPageIndicatorTintColor.map(palette.resolve) ?? palette.system(.label)
    for index in 0..<count {
      let visual = view.direction == .leftToRight ? index : count - 1 - index
      let x = startX + Double(visual) * 16 + 3.5
      canvas.fillCircle(center: Point(x: x, y: view.frame.midY), radius: 3.5, color: index == control.currentPage ? current : other)
    }
  }
}

extension ControlRenderer {
  /// Where a page control's dots are: centred on the frame, 7 points high, whatever the frame's size.
  func pageDotsExtent(_ control: Layout.PageControl, _ view: Layout.ViewLayout) -> Rect {
    let count = max(0, control.numberOfPages)
    let total = count == 0 ? 0 : Double(count) * 7 + Double(count - 1) * 9
    return Rect(x: view.frame.midX - total / 2, y: view.frame.midY - 3.5, width: total, height: 7)
  }
}
