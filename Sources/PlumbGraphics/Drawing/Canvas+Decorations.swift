import CPangoCairo
import PlumbLayout

extension Canvas {
  /// Draws what Pango's renderer cannot: the second half of `thick` underlines and strikethroughs and
  /// the second line of `double` strikethroughs (Pango 1.50 draws one line of the font's thickness for
  /// those). Each run of `line` whose text starts in such a run gets a rectangle of the font's line
  /// thickness next to Pango's line: below a thick underline, above a thick strikethrough, two
  /// thicknesses above a double strikethrough. `origin` is the text block's top-left on the canvas.
  ///
  /// ```swift
  /// canvas.drawExtraDecorations(of: line, request: request, origin: (rect.minX, rect.minY + offset), color: .black)
  /// ```
  func drawExtraDecorations(of line: TextBlock.Line, request: TextRequest, font: FontSpec, origin: (x: Double, y: Double), color: Color) {
    guard request.runs.contains(where: { ($0.underlineStyle ?? .single) != .single || ($0.strikethroughStyle ?? .single) != .single }) else {
      return
    }
    let factor = request.font.size > 0 ? font.size / request.font.size : 1
    var starts: [Int] = []
    var position = 0
    for run in request.runs { starts.append(position); position += run.byteCount }
    func run(at byte: Int) -> AttributedRun? {
      guard let index = starts.lastIndex(where: { $0 <= byte }), byte < starts[index] + request.runs[index].byteCount else { return nil }
      return request.runs[index]
    }
    var x = origin.x + line.x
    var node = line.layout.line(line.lineIndex).pointee.runs
    while let current = node {
      node = current.pointee.next
      guard let glyphRun = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
            let item = glyphRun.pointee.item, let glyphs = glyphRun.pointee.glyphs else { continue }
      let width = points(pango_glyph_string_get_width(glyphs))
      defer { x += width }
      guard let attributes = run(at: line.sourceByteOffset + Int(item.pointee.offset)),
            let pangoFont = item.pointee.analysis.font,
            let metrics = pango_font_get_metrics(pangoFont, item.pointee.analysis.language) else { continue }
      defer { pango_font_metrics_unref(metrics) }
      let baseline = origin.y + line.baseline - attributes.baselineOffset * factor
      var extra: [(top: Double, height: Double)] = []
      if attributes.underlineStyle == .thick {
        let thickness = points(pango_font_metrics_get_underline_thickness(metrics))
        extra.append((baseline - points(pango_font_metrics_get_underline_position(metrics)) + thickness, thickness))
      }
      if let style = attributes.strikethroughStyle, style != .single {
        let thickness = points(pango_font_metrics_get_strikethrough_thickness(metrics))
        let top = baseline - points(pango_font_metrics_get_strikethrough_position(metrics))
        extra.append((style == .thick ? top - thickness : top - 2 * thickness, thickness))
      }
      guard !extra.isEmpty else { continue }
      setColor(attributes.foregroundColor ?? color)
      for rectangle in extra { cairo_rectangle(cr, x, rectangle.top, width, rectangle.height) }
      fillPath()
    }
  }
}
