import PlumbGraphics
import PlumbLayout

extension ControlRenderer {
  /// A wheel picker (a picker view, a date picker's wheels): the selection band in `tertiarySystemFill`, the
  /// selected rows in `label` inside it and their neighbours fading with their distance, clipped to the frame.
  func drawWheels(_ view: Layout.ViewLayout, layout: Layout.ControlLayout, isEnabled: Bool, palette: ControlPalette) {
    let rows = Layout.PickerMetrics.visibleRows(of: layout.control)
    canvas.clip(to: view.frame) {
      canvas.fill(Layout.PickerMetrics.band(frame: view.frame), color: palette.resolve(ControlPalette.controlFill), cornerRadius: 8)
      let ink = palette.system(.label).withAlpha(isEnabled ? 1 : 0.4)
      for (index, row) in rows.enumerated() where index < layout.texts.count && index < layout.textRects.count {
        let fade = [1.0, 0.55, 0.35, 0.2][min(3, abs(row.offset))]
        canvas.drawText(layout.texts[index], in: layout.textRects[index], color: ink.withAlpha(ink.alpha * fade), measurer: measurer)
      }
    }
  }

  /// A compact date picker: its date and time in rounded `tertiarySystemFill` buttons, in `label`.
  func drawCompactDatePicker(_ picker: Layout.DatePicker, _ view: Layout.ViewLayout, layout: Layout.ControlLayout, palette: ControlPalette) {
    let ink = palette.system(.label).withAlpha(picker.isEnabled ? 1 : 0.4)
    for (text, rect) in zip(layout.texts, layout.textRects) {
      canvas.fill(rect, color: palette.resolve(ControlPalette.controlFill), cornerRadius: 6)
      canvas.drawText(text, in: rect, color: ink, measurer: measurer)
    }
  }
}
