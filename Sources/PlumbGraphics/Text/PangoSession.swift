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

  init() throws(GraphicsError) {
    let config = try FontConfiguration.shared()
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
    pango_attr_list_unref(attributes)
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(fontMap)
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
    }
  }

  /// A new layout in this context: auto-direction off, so the paragraph direction is the context's.
  ///
  /// `wraps: false` leaves out the no-hyphen attribute list, which only matters where a line is broken
  /// inside a word; without attributes Pango skips its attribute passes (about 5% of a measure).
  func makeLayout(wraps: Bool = true) -> PangoLayoutBox {
    PangoLayoutBox(pango_layout_new(context), attributes: wraps ? attributes : nil)
  }
}

/// The paragraph direction of a layout (mirrors `LayoutDirection` without tying Pango code to it).
enum TextDirection { case leftToRight, rightToLeft }
