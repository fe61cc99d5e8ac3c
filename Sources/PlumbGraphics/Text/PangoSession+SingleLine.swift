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
  /// ```swift
  /// session.singleLineExtents("Hello", font: description)   // width 38.7 × 1024, y −16.5 × 1024, …
  /// ```
  func singleLineExtents(_ text: String, font: FontDescription) -> SingleLineExtents? {
    var text = text
    return text.withUTF8 { bytes -> SingleLineExtents? in
      guard let start = bytes.baseAddress, !bytes.isEmpty, isSingleLine(bytes) else { return nil }
      useContextFont(font)
      return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars -> SingleLineExtents? in
        let length = Int32(bytes.count)
        guard let items = pango_itemize_with_base_dir(context, direction, chars, 0, length, nil, nil) else { return nil }
        defer { g_list_free_full(items) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) } }
        let flags = pango_context_get_round_glyph_positions(context) != 0 ? PANGO_SHAPE_ROUND_POSITIONS : PANGO_SHAPE_NONE
        // As pango_layout_line_get_extents: the union of the runs' logical rectangles with an empty
        // rectangle at the origin, runs placed one after the other (glyph widths are never negative
        // after shaping, so visual and logical order give the same union).
        var lineX: Int32 = 0, lineY: Int32 = 0, lineWidth: Int32 = 0, lineHeight: Int32 = 0
        var position: Int32 = 0
        var node: UnsafeMutablePointer<GList>? = items
        while let current = node {
          let item = current.pointee.data.assumingMemoryBound(to: PangoItem.self)
          pango_shape_item(item, chars, length, nil, glyphs, flags)
          var logical = PangoRectangle()
          pango_glyph_string_extents(glyphs, item.pointee.analysis.font, nil, &logical)
          var newPosition = min(lineX, position + logical.x)
          lineWidth = max(lineX + lineWidth, position + logical.x + logical.width) - newPosition
          lineX = newPosition
          newPosition = min(lineY, logical.y)
          lineHeight = max(lineY + lineHeight, logical.y + logical.height) - newPosition
          lineY = newPosition
          position += logical.width
          node = current.pointee.next
        }
        return SingleLineExtents(width: max(0, lineWidth), y: lineY, height: lineHeight)
      }
    }
  }

  /// Whether Pango lays `bytes` out as exactly one line with nothing but shaped runs: no C0 control
  /// characters or DEL (tab, line feed, carriage return, …), NEL, LINE SEPARATOR or PARAGRAPH SEPARATOR.
  private func isSingleLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F { return false }
      if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0x85 { return false }
      if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
        return false
      }
      index += 1
    }
    return true
  }
}
