import CPangoCairo

/// One Pango font map and one measuring context, configured by Plumb's recipe, used by one thread at a time.
///
/// A font map must never be shared by threads running at the same time (that corrupts GLib's heap), so
/// every `PangoTextMeasurer` owns a session and serialises calls into it. The context is not tied to a
/// `cairo_t`: layouts are made in points and drawn on a scaled Cairo context.
///
/// ```swift
/// let session = try PangoSession()
/// session.configure(direction: .rightToLeft, language: "he")
/// let layout = session.makeLayout()
/// ```
final class PangoSession {
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  /// Attributes for every layout: no hyphen is inserted at an in-word break (UIKit never does; Pango
  /// does by default). One list, shared by this session's layouts (each layout takes a reference).
  private let attributes: OpaquePointer
  /// The base direction last set on the context. It starts as NEUTRAL, which `configure` never asks for,
  /// so the first call always sets it: Pango's own default is WEAK_LTR, under which a paragraph that
  /// starts with Hebrew or Arabic would be laid out right-to-left despite an LTR request.
  private(set) var direction: PangoDirection = PANGO_DIRECTION_NEUTRAL
  private(set) var language = ""
  /// Whether `language` is Korean (`ko`, `ko-KR`): decided once per language change.
  private(set) var isKorean = false
  /// The context's own font description (Pango's default), over which `useContextFont` merges a font
  /// exactly as a layout merges its font description.
  private let defaultDescription: OpaquePointer
  /// The font last set on the context by `useContextFont` (nil: the default).
  private var contextFont: FontDescription?
  /// Reused by `singleLineExtents` for each run's glyphs.
  let glyphs: UnsafeMutablePointer<PangoGlyphString>
  /// Reused by `singleLineExtents` to shape plain ASCII items.
  let hbBuffer: OpaquePointer
  /// Fonts `singleLineExtents` has checked, each referenced while cached: whether it maps all printable
  /// ASCII, and the substitution features that can never change ASCII text in it (`InertASCIIFeatures`).
  var asciiFonts: [UnsafeMutableRawPointer: ASCIIFontFacts] = [:]
  /// `singleLineExtents`'s one item for printable ASCII, per font, language and letters-or-not (nil: none).
  var asciiItems: [ASCIIItemKey: ASCIIItem] = [:]
  /// Items `singleLineExtents` shaped with HarfBuzz directly (for tests).
  var directlyShapedItems = 0
  /// Shape ASCII with every default feature, none switched off as inert (for tests that compare both).
  var shapesWithAllFeatures = false
  /// Attribute lists with a letter spacing (tracking) in Pango units, made on first use: the no-hyphen
  /// attribute plus `pango_attr_letter_spacing_new(spacing)`, or the spacing alone for unwrapped layouts.
  private var spacedAttributes: [SpacedAttributesKey: OpaquePointer] = [:]
  private struct SpacedAttributesKey: Hashable { var spacing: Int32; var wraps: Bool }

  /// The fonts this session's configuration offers (pinned fonts plus the scene's own).
  let catalog: FontCatalog

  /// A session over the pinned fonts, plus `fontFiles` (a scene's own fonts) when given.
  init(fontFiles: [String] = []) throws(GraphicsError) {
    let config = try FontConfiguration.make(fontFiles: fontFiles)
    catalog = FontConfiguration.catalog(for: config)
    guard let fontMap = pango_cairo_font_map_new() else {
      throw .cairo(call: "pango_cairo_font_map_new", status: "returned NULL")
    }
    pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
    guard let context = pango_font_map_create_context(fontMap) else {
      g_object_unref(fontMap)
      throw .cairo(call: "pango_font_map_create_context", status: "returned NULL")
    }
    self.fontMap = fontMap
    self.context = context
    defaultDescription = pango_font_description_copy(pango_context_get_font_description(context))
    glyphs = pango_glyph_string_new()
    hbBuffer = hb_buffer_create()
    attributes = pango_attr_list_new()
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
    pango_cairo_context_set_resolution(context, 72)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    configure(direction: .leftToRight, language: "en")
  }

  deinit {
    TextLock.shared.withLock {
      pango_glyph_string_free(glyphs)
      hb_buffer_destroy(hbBuffer)
      for font in asciiFonts.keys { g_object_unref(font) }
      for entry in asciiItems.values { if let item = entry.item { pango_item_free(item) } }
      pango_font_description_free(defaultDescription)
      pango_attr_list_unref(attributes)
      for list in spacedAttributes.values { pango_attr_list_unref(list) }
      g_object_unref(UnsafeMutableRawPointer(context))
      g_object_unref(fontMap)
    }
  }

  /// Sets the base direction and language for the layouts made next (cheap when unchanged).
  func configure(direction: TextDirection, language: String) {
    let pangoDirection = direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
    if pangoDirection != self.direction {
      pango_context_set_base_dir(context, pangoDirection)
      self.direction = pangoDirection
    }
    if language != self.language {
      pango_context_set_language(context, pango_language_from_string(language))
      self.language = language
      isKorean = language.lowercased().hasPrefix("ko")
    }
  }

  /// Makes `font` the context's font description, merged over Pango's default as a layout merges its
  /// own (so itemizing without a layout picks the same fonts). Layouts are unaffected: each sets every
  /// field of its own font description, which replaces the context's.
  func useContextFont(_ font: FontDescription) {
    guard contextFont !== font else { return }
    if font.mergedOverDefault == nil {
      let merged = pango_font_description_copy(defaultDescription)!
      pango_font_description_merge(merged, font.pointer, 1)
      font.mergedOverDefault = merged
    }
    pango_context_set_font_description(context, font.mergedOverDefault)
    contextFont = font
  }

  /// A new layout in this context: auto-direction off, so the paragraph direction is the context's.
  ///
  /// `wraps: false` leaves out the no-hyphen attribute list, which only matters where a line is broken
  /// inside a word; without attributes Pango skips its attribute passes (about 5% of a measure).
  func makeLayout(wraps: Bool = true, letterSpacing: Int32 = 0) -> PangoLayoutBox {
    PangoLayoutBox(pango_layout_new(context), attributes: attributeList(wraps: wraps, letterSpacing: letterSpacing))
  }

  /// A new attribute list (owned by the caller) with `letterSpacing` over the UTF-8 byte `ranges` only.
  func attributeList(wraps: Bool, letterSpacing: Int32, ranges: [Range<Int>]) -> OpaquePointer {
    let list = pango_attr_list_new()!
    if wraps { pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0)) }
    for range in ranges {
      let attribute = pango_attr_letter_spacing_new(letterSpacing)!
      attribute.pointee.start_index = UInt32(range.lowerBound)
      attribute.pointee.end_index = UInt32(range.upperBound)
      pango_attr_list_insert(list, attribute)
    }
    return list
  }

  /// The attribute list for a layout that wraps (or not) with `letterSpacing` Pango units of tracking
  /// (nil: none needed). Lists are shared by this session's layouts and live as long as the session.
  func attributeList(wraps: Bool, letterSpacing: Int32) -> OpaquePointer? {
    guard letterSpacing != 0 else { return wraps ? attributes : nil }
    let key = SpacedAttributesKey(spacing: letterSpacing, wraps: wraps)
    if let list = spacedAttributes[key] { return list }
    let list = pango_attr_list_new()!
    if wraps { pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0)) }
    pango_attr_list_insert(list, pango_attr_letter_spacing_new(letterSpacing))
    spacedAttributes[key] = list
    return list
  }
}

/// The paragraph direction of a layout (mirrors `LayoutDirection` without tying Pango code to it).
enum TextDirection { case leftToRight, rightToLeft }

struct ASCIIItemKey: Hashable {
  var font: ObjectIdentifier
  var language: String
  var letters: Bool
}

/// A learnt item and the font description it was learnt for (kept, so its identity is never reused).
struct ASCIIItem {
  var font: FontDescription
  var item: UnsafeMutablePointer<PangoItem>?
}
