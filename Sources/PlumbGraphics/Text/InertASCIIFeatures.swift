import CPangoCairo

/// The substitution features HarfBuzz applies by default that can never change printable-ASCII text in
/// a font, switched off for the measuring fast path so HarfBuzz does not walk their lookups. Inter's
/// `ccmp` (seven chain-context lookups that make a dotless i before a combining accent, and the like)
/// is almost half of shaping a 20-character ASCII label, and can never fire on ASCII alone.
///
/// The proof is a glyph closure, as HarfBuzz's subsetter computes to decide which glyphs a font can
/// ever show: start from the glyphs of U+0020…U+007E, add every glyph any default feature's lookup can
/// produce from glyphs already in the set (context rules only when their contexts can match). A
/// feature none of whose lookups outputs a glyph of that closure never substitutes anything in ASCII
/// text: a substitution that fired would have put its output in the closure. Deleting substitutions
/// leave nothing in a closure, so fonts that have one (`GlyphDeletingLookups`) switch nothing off.
/// Positioning (`kern`, `mark`) is untouched, so glyphs, advances and offsets are exactly what the
/// default shaping gives; `SingleLineFastPathTests` compares them with Pango's layout.
///
/// ```swift
/// InertASCIIFeatures.of(hbFont)   // Inter: [ccmp=0, locl=0]; a font without contextual features: []
/// ```
enum InertASCIIFeatures {
  /// HarfBuzz's default substitution features for horizontal left-to-right text in the default shaper
  /// (`hb-ot-shape.cc`): the closure is taken over all of them, so nothing any of them makes is missed.
  static let defaultSubstitutions = ["rvrn", "ltra", "ltrm", "rand", "frac", "numr", "dnom", "ccmp", "locl", "rlig", "calt", "clig", "liga", "rclt"]

  /// Features to pass to `hb_shape` (value 0, whole buffer) for printable-ASCII text in `font`.
  static func of(_ font: OpaquePointer) -> [hb_feature_t] {
    guard let face = hb_font_get_face(font) else { return [] }
    let gsub = HBTag("GSUB")
    guard let table = hb_face_reference_table(face, gsub) else { return [] }
    defer { hb_blob_destroy(table) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(table, &length), length > 0 else { return [] }
    if GlyphDeletingLookups.present(in: UnsafeRawBufferPointer(start: data, count: Int(length))) { return [] }

    let ascii = hb_set_create()
    defer { hb_set_destroy(ascii) }
    for character in UInt32(0x20)...0x7E {
      var glyph: hb_codepoint_t = 0
      guard hb_font_get_nominal_glyph(font, character, &glyph) != 0 else { return [] }
      hb_set_add(ascii, glyph)
    }
    guard let reachable = hb_set_copy(ascii) else { return [] }
    defer { hb_set_destroy(reachable) }
    let all = lookups(face, of: defaultSubstitutions)
    defer { hb_set_destroy(all) }
    hb_ot_layout_lookups_substitute_closure(face, all, reachable)

    var inert: [hb_feature_t] = []
    for tag in defaultSubstitutions {
      let own = lookups(face, of: [tag])
      defer { hb_set_destroy(own) }
      guard !hb_set_is_empty(own).isTrue else { continue }   // absent: nothing to switch off
      if !outputs(face, of: own, meet: reachable) {
        inert.append(hb_feature_t(tag: HBTag(tag), value: 0, start: 0, end: UInt32.max))
      }
    }
    return inert
  }

  /// The GSUB lookups of `tags` in every script and language system.
  private static func lookups(_ face: OpaquePointer, of tags: [String]) -> OpaquePointer {
    let set = hb_set_create()!
    var list = tags.map { HBTag($0) } + [0]
    hb_ot_layout_collect_lookups(face, HBTag("GSUB"), nil, nil, &list, set)
    return set
  }

  /// Whether any lookup of `lookups` (nested lookups included) can output a glyph of `glyphs`.
  private static func outputs(_ face: OpaquePointer, of lookups: OpaquePointer, meet glyphs: OpaquePointer) -> Bool {
    var index = hb_codepoint_t.max   // HB_SET_VALUE_INVALID: start before the first
    let output = hb_set_create()
    defer { hb_set_destroy(output) }
    while hb_set_next(lookups, &index).isTrue {
      hb_ot_layout_lookup_collect_glyphs(face, HBTag("GSUB"), index, nil, nil, nil, output)
    }
    hb_set_intersect(output, glyphs)
    return !hb_set_is_empty(output).isTrue
  }
}

/// An OpenType tag from its four ASCII characters (`HB_TAG`).
private func HBTag(_ text: String) -> hb_tag_t {
  text.utf8.prefix(4).reduce(0) { $0 << 8 | hb_tag_t($1) }
}

private extension hb_bool_t {
  var isTrue: Bool { self != 0 }
}
