import CPangoCairo

extension PangoSession {
  /// The line gap (`hhea` lineGap, as HarfBuzz reads it) of the font Pango picks first for `font`, in
  /// Pango units at that font's size; 0 when the font has none or cannot be loaded.
  ///
  /// UIKit counts this gap in every line of a font (`UIFont.lineHeight` is ascender + descender + line
  /// gap, and iOS folds the gap into `ascender`); Pango leaves it out of its line boxes.
  ///
  /// ```swift
  /// session.lineGap(of: FontDescription(FontSpec(family: "Liberation Sans", size: 17)))   // 569: 0.556 pt
  /// ```
  func lineGap(of font: FontDescription) -> Int32 {
    useContextFont(font)
    guard let loaded = pango_context_load_font(context, font.mergedOverDefault ?? font.pointer) else { return 0 }
    defer { g_object_unref(loaded) }
    guard let hbFont = pango_font_get_hb_font(loaded) else { return 0 }
    var extents = hb_font_extents_t()
    guard hb_font_get_h_extents(hbFont, &extents) != 0 else { return 0 }
    return max(0, extents.line_gap)
  }
}
