import CPangoCairo

extension PangoLayoutBox {
  /// Gives the ellipsis glyph of line `index` back its natural advance.
  ///
  /// Pango pads the last glyph of the ellipsis run so that an ellipsized line is exactly as wide as the
  /// layout (`fixup_ellipsis_run` adds the slack to it), which draws a blank gap after "…" and makes
  /// centre or right alignment place the text as if it filled the width. UIKit draws "…" at its natural
  /// width with the text flush against it.
  ///
  /// Pango has already cached the line's extents (and so its alignment offset) with the padding, so
  /// afterwards take the line's width from `runsWidth(line:)`, and lay the line out left-aligned and
  /// align it yourself: drawing (`pango_cairo_show_layout_line`) follows the glyph widths.
  ///
  /// ```swift
  /// layout.configure(text: text, font: description, width: 150, ellipsize: PANGO_ELLIPSIZE_START)
  /// layout.removeEllipsisPadding(line: 0)
  /// layout.runsWidth(line: 0)   // 143.2, not 150: the line as UIKit draws it
  /// ```
  func removeEllipsisPadding(line index: Int) {
    var node = line(index).pointee.runs
    while let current = node {
      node = current.pointee.next
      guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
            let item = run.pointee.item, let glyphs = run.pointee.glyphs,
            item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0,
            glyphs.pointee.num_glyphs > 0, let font = item.pointee.analysis.font else { continue }
      let last = glyphs.pointee.glyphs + Int(glyphs.pointee.num_glyphs - 1)
      var logical = PangoRectangle()
      pango_font_get_glyph_extents(font, last.pointee.glyph, nil, &logical)
      last.pointee.geometry.width = min(last.pointee.geometry.width, logical.width)
    }
  }

  /// The logical width of line `index` as drawn: the sum of its runs' advances, in points.
  ///
  /// ```swift
  /// layout.runsWidth(line: 0)   // equals lines()[0].width unless the glyphs were changed afterwards
  /// ```
  func runsWidth(line index: Int) -> Double {
    var width: Int32 = 0
    var node = line(index).pointee.runs
    while let current = node {
      node = current.pointee.next
      if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) {
        width += pango_glyph_string_get_width(run.pointee.glyphs)
      }
    }
    return points(width)
  }
}
