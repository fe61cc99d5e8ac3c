import CPangoCairo
import PlumbLayout

extension Canvas {
  /// Draws a label's text in `rect` exactly as `measurer.fit(request, in: rect.size)` reports it:
  /// same lines, ellipsis, font size, vertical centring; `byClipping` clips to `rect`.
  ///
  /// ```swift
  /// let request = TextRequest(text: "Hello, World", font: FontSpec(size: 17), scale: canvas.scale)
  /// let fit = canvas.drawText(request, in: Rect(x: 16, y: 20, width: 80, height: 21), color: .black,
  ///                           measurer: measurer)
  /// fit.visibleText   // "Hello, W…"
  /// ```
  @discardableResult
  public func drawText(_ request: TextRequest, in rect: Rect, color: Color, measurer: PangoTextMeasurer) -> TextFit {
    measurer.withBlock(request, in: rect.size) { block, offset in
      cairo_save(cr)
      defer { cairo_restore(cr) }
      if block.clips {
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
      }
      setColor(color)
      for line in block.lines {
        let pangoLine = line.layout.line(line.lineIndex)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_line_get_extents(pangoLine, &ink, &logical)
        // The rows of the line's ink and logical extents, a point more either way (hinting, antialiasing).
        let baseline = rect.minY + offset + line.baseline
        markRows(userRect: (rect.minX, baseline + points(min(ink.y, logical.y)) - 1,
                            rect.maxX, baseline + points(max(ink.y + ink.height, logical.y + logical.height)) + 1))
        cairo_move_to(cr, rect.minX + line.x, rect.minY + offset + line.baseline)
        pango_cairo_show_layout_line(cr, pangoLine)
        if request.isAttributed {
          drawExtraDecorations(
            of: line, request: request, font: request.font.scaled(by: block.fontSize / max(request.font.size, 1e-9)),
            origin: (rect.minX, rect.minY + offset), color: color)
          setColor(color)
        }
      }
    }
    return measurer.fit(request, in: rect.size)
  }

  /// Draws the shadow of `request`'s text set in `rect` (UILabel's `shadowColor` and `shadowOffset`): the
  /// glyphs' outlines moved by `offset` and filled in `color`, whatever colours the runs have, clipped to
  /// `rect` as a label draws inside its bounds. Draw it before the text.
  ///
  /// ```swift
  /// canvas.drawTextShadow(request, in: frame, offset: Size(width: 1, height: 1), color: grey, measurer: measurer)
  /// canvas.drawText(request, in: frame, color: .white, measurer: measurer)
  /// ```
  public func drawTextShadow(_ request: TextRequest, in rect: Rect, offset: Size, color: Color, measurer: PangoTextMeasurer) {
    guard color.alpha > 0, offset.width.isFinite, offset.height.isFinite else { return }
    measurer.withBlock(request, in: rect.size) { block, top in
      cairo_save(cr)
      defer { cairo_restore(cr) }
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      cairo_clip(cr)
      setColor(color)
      for line in block.lines {
        cairo_new_path(cr)
        cairo_move_to(cr, rect.minX + line.x + offset.width, rect.minY + top + line.baseline + offset.height)
        pango_cairo_layout_line_path(cr, line.layout.line(line.lineIndex))
        fillPath()
      }
    }
  }
}
