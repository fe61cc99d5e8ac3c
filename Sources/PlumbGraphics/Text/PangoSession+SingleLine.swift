import CPangoCairo

/// The logical extents of one unbroken line, in Pango units, as an unwrapped `PangoLayout` reports them.
struct SingleLineExtents: Equatable {
  /// The line's logical width (never negative, as the layout's own extents).
  var width: Int32
  /// Top of the line's logical rectangle relative to its baseline (negative: above it).
  var y: Int32
  var height: Int32
}

extension PangoSession {
  /// The extents an unwrapped layout of `text` in `font` would report, computed by itemizing and shaping
  /// directly (no `PangoLayout`: no line breaking, log attributes or line objects), or `nil` when the text
  /// needs the layout: anything Pango treats specially outside shaping (tabs, paragraph or line separators,
  /// other control characters).
  ///
  /// Pango lays such a line out as: the paragraph's items (`pango_itemize` with the context's base
  /// direction, language and the font merged over the context's description), each shaped with
  /// `pango_shape_item` and the context's glyph-position rounding, the line's logical rectangle the union
  /// of the runs' `pango_glyph_string_extents` (starting from an empty rectangle at the origin). Every
  /// one of those steps is Pango's own; only the driver is skipped. `SingleLineFastPathTests` compares
  /// this with the layout over many scripts, fonts and sizes.
  ///
  /// `letterSpacing` (Pango units, the layout's `pango_attr_letter_spacing_new` over the whole text) is
  /// added between clusters as the layout adds it: half on each side of every cluster, the outer halves of
  /// the line removed, so a line of n clusters grows by (n − 1) × spacing. With spacing, only printable
  /// ASCII in a left-to-right paragraph takes the fast path (every character is its own cluster there).
  ///
  /// ```swift
  /// session.singleLineExtents("Hello", font: description)   // width 38.7 × 1024, y −16.5 × 1024, …
  /// ```
  func singleLineExtents(_ text: String, font: FontDescription, letterSpacing: Int32 = 0) -> SingleLineExtents? {
    var text = text
    return text.withUTF8 { bytes -> SingleLineExtents? in
      guard let start = bytes.baseAddress, !bytes.isEmpty else { return nil }
      let kind = classify(bytes)
      guard kind != .special else { return nil }
      useContextFont(font)
      return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars -> SingleLineExtents? in
        let length = Int32(bytes.count)
        let flags = pango_context_get_round_glyph_positions(context) != 0 ? PANGO_SHAPE_ROUND_POSITIONS : PANGO_SHAPE_NONE
        var line = LineUnion()
        // Plain ASCII in a left-to-right paragraph is one item whose analysis depends only on the font,
        // the language and whether it has letters (see `asciiItem`): no itemizing.
        if flags == PANGO_SHAPE_NONE && direction == PANGO_DIRECTION_LTR && kind != .other,
           let item = asciiItem(font: font, letters: kind == .asciiWithLetters) {
          item.pointee.offset = 0
          item.pointee.length = length
          item.pointee.num_chars = length
          if shapePlainASCII(item, chars, length) {
            line.add(glyphs, item.pointee.analysis.font)
            var extents = line.extents
            if letterSpacing != 0 { extents.width += letterSpacing * (clusterCount(glyphs) - 1) }
            return extents
          }
        }
        guard letterSpacing == 0 else { return nil }
        guard let items = pango_itemize_with_base_dir(context, direction, chars, 0, length, nil, nil) else { return nil }
        defer { g_list_free_full(items) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) } }
        var node: UnsafeMutablePointer<GList>? = items
        while let current = node {
          let item = current.pointee.data.assumingMemoryBound(to: PangoItem.self)
          if flags != PANGO_SHAPE_NONE || !shapePlainASCII(item, chars, length) {
            pango_shape_item(item, chars, length, nil, glyphs, flags)
          }
          line.add(glyphs, item.pointee.analysis.font)
          node = current.pointee.next
        }
        return line.extents
      }
    }
  }

  /// Only the shaping step of `singleLineExtents` for printable ASCII in a left-to-right paragraph:
  /// HarfBuzz on the font's own `hb_font_t` and the copy of its glyphs into the session's glyph string,
  /// no extents. The floor an uncached measure stands on; `false` when the text would not take the
  /// ASCII path.
  ///
  /// ```swift
  /// session.shapeASCIIOnly("Typical label 000200", font: description)   // true
  /// ```
  func shapeASCIIOnly(_ text: String, font: FontDescription) -> Bool {
    var text = text
    return text.withUTF8 { bytes -> Bool in
      guard let start = bytes.baseAddress, !bytes.isEmpty else { return false }
      let kind = classify(bytes)
      guard kind == .asciiWithLetters || kind == .asciiWithoutLetters, direction == PANGO_DIRECTION_LTR else { return false }
      useContextFont(font)
      guard let item = asciiItem(font: font, letters: kind == .asciiWithLetters) else { return false }
      let length = Int32(bytes.count)
      item.pointee.offset = 0
      item.pointee.length = length
      item.pointee.num_chars = length
      return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { shapePlainASCII(item, $0, length) }
    }
  }

  /// The item Pango makes of any printable-ASCII text with at least one visible character in a
  /// left-to-right paragraph, for this font and the context's language (`letters`: the text has an
  /// ASCII letter, so its script is Latin; otherwise Common), or `nil` when that is not one fixed item.
  /// Offset and lengths are the caller's to set; the item is reused.
  ///
  /// Learnt once by itemizing a sample with every such character: one item covering it, at level 0,
  /// with a font that maps all printable ASCII. Then any such text is one item with the same analysis:
  /// every character is left-to-right at level 0 in an LTR paragraph; ASCII is one Latin run (or one
  /// Common run without letters), never emoji presentation nor wide; each visible character gets the
  /// first font of the fontset that has it, the same for a character wherever it stands (spaces take
  /// their neighbours' font), and the sample shows that font is the same for all of them.
  func asciiItem(font: FontDescription, letters: Bool) -> UnsafeMutablePointer<PangoItem>? {
    let key = ASCIIItemKey(font: ObjectIdentifier(font), language: language, letters: letters)
    if let known = asciiItems[key] { return known.item }
    let sample = letters
      ? String(decoding: (0x20...0x7E).map { UInt8($0) }, as: UTF8.self)
      : String(decoding: (0x20...0x7E).map { UInt8($0) }.filter { !(0x41...0x5A).contains($0) && !(0x61...0x7A).contains($0) }, as: UTF8.self)
    var item: UnsafeMutablePointer<PangoItem>?
    if let items = pango_itemize_with_base_dir(context, PANGO_DIRECTION_LTR, sample, 0, Int32(sample.utf8.count), nil, nil) {
      let first = items.pointee.data.assumingMemoryBound(to: PangoItem.self).pointee
      let script = letters ? PANGO_SCRIPT_LATIN : PANGO_SCRIPT_COMMON
      if items.pointee.next == nil, first.offset == 0, first.length == Int32(sample.utf8.count), first.analysis.level == 0,
         first.analysis.script == UInt8(script.rawValue), let itemFont = first.analysis.font, coversPrintableASCII(itemFont) {
        item = pango_item_copy(items.pointee.data.assumingMemoryBound(to: PangoItem.self))
      }
      g_list_free_full(items) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) }
    }
    asciiItems[key] = ASCIIItem(font: font, item: item)
    return item
  }

  /// Shapes `item` into `glyphs` exactly as `pango_shape_item(item, text, length, NULL, glyphs,
  /// PANGO_SHAPE_NONE)` does, calling HarfBuzz on the font's own `hb_font_t`, when the item is plain
  /// printable ASCII (U+0020…U+007E) in the Latin or Common script, horizontal, without attributes, and
  /// its font maps every printable ASCII character. Returns `false` (nothing done) otherwise.
  ///
  /// Pango's shaper wraps the font in a per-call HarfBuzz sub-font whose callbacks differ from the
  /// font's only for characters the font lacks (Pango's hex-box glyphs) and for the `show` attribute;
  /// neither can occur here (every character HarfBuzz may ask for, including the mirrored brackets, is
  /// in the font). The buffer is set up as Pango sets it: direction from the bidi level, script,
  /// language, monotone-character clusters, beginning and end of text, Pango's empty glyph as the
  /// invisible glyph, the paragraph around the item as context, and the font's features.
  private func shapePlainASCII(_ item: UnsafeMutablePointer<PangoItem>, _ text: UnsafePointer<CChar>, _ length: Int32) -> Bool {
    let analysis = item.pointee.analysis
    let shapingFlags = UInt8(PANGO_ANALYSIS_FLAG_CENTERED_BASELINE | PANGO_ANALYSIS_FLAG_IS_ELLIPSIS | PANGO_ANALYSIS_FLAG_NEED_HYPHEN)
    guard analysis.extra_attrs == nil, analysis.gravity == UInt8(PANGO_GRAVITY_SOUTH.rawValue), analysis.flags & shapingFlags == 0,
          analysis.script == UInt8(PANGO_SCRIPT_LATIN.rawValue) || analysis.script == UInt8(PANGO_SCRIPT_COMMON.rawValue),
          let font = analysis.font, coversPrintableASCII(font) else { return false }
    let offset = item.pointee.offset, itemLength = item.pointee.length
    guard itemLength > 0 else { return false }
    let raw = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
    for index in Int(offset)..<Int(offset + itemLength) where raw[index] < 0x20 || raw[index] > 0x7E { return false }
    guard let hbFont = pango_font_get_hb_font(font) else { return false }

    let buffer = hbBuffer
    hb_buffer_reset(buffer)
    hb_buffer_set_direction(buffer, analysis.level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, hb_script_t(rawValue: UInt32(g_unicode_script_to_iso15924(GUnicodeScript(Int32(analysis.script))))))
    hb_buffer_set_language(
      buffer, hb_language_from_string(analysis.language.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }, -1))
    hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
    hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: HB_BUFFER_FLAG_BOT.rawValue | HB_BUFFER_FLAG_EOT.rawValue))
    hb_buffer_set_invisible_glyph(buffer, 0x0FFF_FFFF)   // PANGO_GLYPH_EMPTY
    hb_buffer_add_utf8(buffer, text, offset, UInt32(offset), 0)                                   // pre-context
    hb_buffer_add_utf8(buffer, text, offset + itemLength, UInt32(offset), itemLength)             // the item
    hb_buffer_add_utf8(buffer, text, length, UInt32(offset + itemLength), 0)                      // post-context
    // The font's features, as Pango collects them (an item without attributes adds none); 32 as in Pango.
    // With none (the usual case), the features that cannot change ASCII text in this font are switched
    // off, which gives the same glyphs and positions for less work (see `InertASCIIFeatures`).
    withUnsafeTemporaryAllocation(of: hb_feature_t.self, capacity: 32) { features in
      var featureCount: UInt32 = 0
      pango_font_get_features(font, features.baseAddress, UInt32(features.count), &featureCount)
      let inert = asciiFacts(font).inertFeatures
      if featureCount == 0 && !inert.isEmpty && !shapesWithAllFeatures {
        inert.withUnsafeBufferPointer { hb_shape(hbFont, buffer, $0.baseAddress, UInt32($0.count)) }
      } else {
        hb_shape(hbFont, buffer, features.baseAddress, featureCount)
      }
    }

    let count = hb_buffer_get_length(buffer)
    guard count > 0, let infos = hb_buffer_get_glyph_infos(buffer, nil),
          let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return false }
    for index in 0..<Int(count) where infos[index].codepoint == 0 || infos[index].codepoint & 0x1000_0000 != 0 {
      return false   // .notdef or an unknown glyph: only Pango's own shaper handles those
    }
    directlyShapedItems &+= 1
    pango_glyph_string_set_size(glyphs, Int32(count))
    let out = glyphs.pointee
    var lastCluster: Int32 = -1
    for index in 0..<Int(count) {
      let cluster = Int32(bitPattern: infos[index].cluster) - offset
      out.glyphs[index].glyph = infos[index].codepoint
      out.log_clusters[index] = cluster
      out.glyphs[index].attr.is_cluster_start = cluster != lastCluster ? 1 : 0
      out.glyphs[index].attr.is_color = 0
      lastCluster = cluster
      var width = positions[index].x_advance, xOffset = positions[index].x_offset
      // As pango_shape_internal: a negative width is made positive, the glyph shifted by it.
      if width < 0 {
        width = -width
        xOffset += width
      }
      out.glyphs[index].geometry.width = width
      out.glyphs[index].geometry.x_offset = xOffset
      out.glyphs[index].geometry.y_offset = -positions[index].y_offset
    }
    return true
  }

  /// The number of clusters in `glyphs` (glyphs that start one).
  private func clusterCount(_ glyphs: UnsafeMutablePointer<PangoGlyphString>) -> Int32 {
    let string = glyphs.pointee
    var count: Int32 = 0
    for index in 0..<Int(string.num_glyphs) where string.glyphs[index].attr.is_cluster_start != 0 { count += 1 }
    return count
  }

  /// Whether `font` maps every printable ASCII character (U+0020…U+007E) to a glyph; cached per font.
  private func coversPrintableASCII(_ font: UnsafeMutablePointer<PangoFont>) -> Bool {
    asciiFacts(font).covers
  }

  /// What the ASCII path needs to know of `font`, learnt once and cached (the font referenced meanwhile,
  /// so its address is never reused by another font).
  private func asciiFacts(_ font: UnsafeMutablePointer<PangoFont>) -> ASCIIFontFacts {
    let key = UnsafeMutableRawPointer(font)
    if let known = asciiFonts[key] { return known }
    var facts = ASCIIFontFacts(covers: false, inertFeatures: [])
    if let hbFont = pango_font_get_hb_font(font) {
      facts.covers = (0x20...0x7E).allSatisfy { (character: UInt32) -> Bool in
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, character, &glyph) != 0 && glyph != 0
      }
      if facts.covers { facts.inertFeatures = InertASCIIFeatures.of(hbFont) }
    }
    g_object_ref(key)
    asciiFonts[key] = facts
    return facts
  }

  private enum TextKind { case special, asciiWithLetters, asciiWithoutLetters, other }

  /// `special` when Pango would not lay `bytes` out as exactly one line of shaped runs (C0 controls such
  /// as tab, line feed and carriage return, DEL, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR); otherwise
  /// whether it is printable ASCII with at least one visible character (with or without letters).
  private func classify(_ bytes: UnsafeBufferPointer<UInt8>) -> TextKind {
    var ascii = true, letters = false, visible = false
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F { return .special }
      if byte >= 0x80 {
        ascii = false
        if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0x85 { return .special }
        if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
          return .special
        }
      } else if byte != 0x20 {
        visible = true
        if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A { letters = true }
      }
      index += 1
    }
    if !ascii || !visible { return .other }
    return letters ? .asciiWithLetters : .asciiWithoutLetters
  }
}

/// What the ASCII fast path knows of one font.
struct ASCIIFontFacts {
  /// The font maps every printable ASCII character to a glyph.
  var covers: Bool
  /// Default substitution features that cannot change ASCII text in the font, each with value 0.
  var inertFeatures: [hb_feature_t]
}

/// The union of a line's runs' logical rectangles, as `pango_layout_line_get_extents` builds it: from an
/// empty rectangle at the origin, runs placed one after the other (glyph widths are never negative after
/// shaping, so visual and logical order give the same union).
private struct LineUnion {
  var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
  var position: Int32 = 0

  mutating func add(_ glyphs: UnsafeMutablePointer<PangoGlyphString>, _ font: UnsafeMutablePointer<PangoFont>?) {
    var logical = PangoRectangle()
    pango_glyph_string_extents(glyphs, font, nil, &logical)
    var newPosition = min(x, position + logical.x)
    width = max(x + width, position + logical.x + logical.width) - newPosition
    x = newPosition
    newPosition = min(y, logical.y)
    height = max(y + height, logical.y + logical.height) - newPosition
    y = newPosition
    position += logical.width
  }

  /// The layout's logical extents of the line (its width never negative).
  var extents: SingleLineExtents { SingleLineExtents(width: max(0, width), y: y, height: height) }
}
