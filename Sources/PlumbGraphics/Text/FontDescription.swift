import CPangoCairo
import PlumbLayout

/// An owned `PangoFontDescription` for a `FontSpec` (family, size in points, weight, slant).
///
/// ```swift
/// let description = FontDescription(FontSpec(size: 17, weight: .semibold))
/// pango_layout_set_font_description(layout, description.pointer)   // Pango copies it
/// ```
final class FontDescription {
  let pointer: OpaquePointer
  /// This font merged over a session's default context font (`PangoSession.useContextFont`), made on first use.
  var mergedOverDefault: OpaquePointer?

  /// `fallbackFamily`, when given, is listed after the font's family (Pango's comma-separated families).
  init(_ font: FontSpec, fallbackFamily: String? = nil) {
    pointer = pango_font_description_new()
    pango_font_description_set_family(pointer, fallbackFamily.map { font.family + "," + $0 } ?? font.family)
    pango_font_description_set_size(pointer, Int32((font.size * Double(PANGO_SCALE)).rounded()))
    pango_font_description_set_weight(pointer, PangoWeight(rawValue: UInt32(clamping: font.weight.rawValue)))
    pango_font_description_set_style(pointer, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
  }

  deinit {
    pango_font_description_free(pointer)
    if let mergedOverDefault { pango_font_description_free(mergedOverDefault) }
  }
}
