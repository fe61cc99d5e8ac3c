import PlumbGraphics
import PlumbLayout

extension ControlRenderer {
  /// A text field: its border style, then the text (or the placeholder in `placeholderText`) inset like
  /// UIKit's, and the clear button when it shows.
  func drawTextField(_ field: Layout.TextField, _ view: Layout.ViewLayout, texts: [TextRequest], palette: ControlPalette) {
    let frame = view.frame
    let padding = field.borderStyle == .none ? 0.0 : 7
    var textRect = frame.inset(by: Insets(left: padding, right: padding))
    let clearSide: Double = view.direction == .leftToRight ? textRect.maxX - 19 : textRect.minX
    // The clear button is 19 points round on the frame's middle, inside the padding (or off a narrow frame).
    let clearButton = Rect(x: min(frame.minX, clearSide), y: frame.midY - 9.5, width: max(frame.maxX, clearSide + 19) - min(frame.minX, clearSide), height: 19)
    chrome(view, extent: field.showsClearButton ? union(frame, clearButton) : frame, margin: 1) {
      drawTextFieldChrome(field, view, textRect: textRect, palette: palette)
    }
    if field.showsClearButton {
      textRect = textRect.inset(by: view.direction == .leftToRight ? Insets(right: 24) : Insets(left: 24))
    }
    guard let text = texts.first, !text.text.isEmpty else { return }
    var color = field.text.isEmpty ? palette.system(.placeholderText) : palette.resolve(field.textColor)
    if !field.isEnabled { color = color.withAlpha(0.5) }
    canvas.drawText(text, in: textRect, color: color, measurer: measurer)
  }

  /// A text field's border style and its clear button.
  private func drawTextFieldChrome(_ field: Layout.TextField, _ view: Layout.ViewLayout, textRect: Rect, palette: ControlPalette) {
    let frame = view.frame
    switch field.borderStyle {
    case .roundedRect:
      canvas.fill(frame, color: palette.resolve(ControlPalette.fieldFill), cornerRadius: 5)
      canvas.strokeBorder(frame, width: 1 / scale, color: palette.resolve(ControlPalette.fieldBorder), cornerRadius: 5)
    case .line:
      canvas.strokeBorder(frame, width: 1, color: palette.system(.label))
    case .bezel:
      canvas.fill(frame, color: palette.system(.systemBackground))
      canvas.strokeBorder(frame, width: 1, color: palette.system(.systemGray))
      canvas.fill(Rect(x: frame.minX + 1, y: frame.minY + 1, width: max(0, frame.width - 2), height: 1), color: palette.system(.systemGray3))
    case .none:
      break
    }
    if field.showsClearButton {
      let side: Double = view.direction == .leftToRight ? textRect.maxX - 19 : textRect.minX
      let center = Point(x: side + 9.5, y: frame.midY)
      canvas.fillCircle(center: center, radius: 9.5, color: palette.system(.systemGray3))
      let arm = 3.2, ink = palette.system(.systemBackground)
      canvas.strokeRoundPath([Point(x: center.x - arm, y: center.y - arm), Point(x: center.x + arm, y: center.y + arm)], width: 1.6, color: ink)
      canvas.strokeRoundPath([Point(x: center.x + arm, y: center.y - arm), Point(x: center.x - arm, y: center.y + arm)], width: 1.6, color: ink)
    }
  }

  /// A non-scrolling text view: its text from the top, inside the container inset and line-fragment padding.
  func drawTextView(_ textView: Layout.TextView, _ view: Layout.ViewLayout, texts: [TextRequest], palette: ControlPalette) {
    guard let text = texts.first else { return }
    let inset = textView.textContainerInset
    let padding = textView.lineFragmentPadding
    let box = view.frame.inset(by: Insets(top: inset.top, left: inset.left + padding, bottom: inset.bottom, right: inset.right + padding))
    let height = min(box.height, measurer.measure(text, maxWidth: box.width).size.height)
    canvas.drawText(text, in: Rect(x: box.minX, y: box.minY, width: box.width, height: height), color: palette.resolve(textView.textColor), measurer: measurer)
  }
}
