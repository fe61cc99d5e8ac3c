import CPangoCairo

extension PangoLayoutBox {
  /// Lays the text out (if not yet) and gives every run the drawing attributes of the spans it overlaps,
  /// splitting runs where they change, as Pango does at the end of its line breaking with the attributes
  /// of its list that do not shape. Call it after `configure`; a later `configure` lays out afresh.
  ///
  /// ```swift
  /// layout.configure(text: text, font: description, width: 300)
  /// layout.applyRenderSpans(spans)
  /// ```
  func applyRenderSpans(_ spans: [RenderSpan]) {
    guard !spans.isEmpty, let text = pango_layout_get_text(pointer) else { return }
    var lineNode = pango_layout_get_lines_readonly(pointer)
    while let currentLine = lineNode {
      lineNode = currentLine.pointee.next
      guard let line = currentLine.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) else { continue }
      // Runs are in visual order; taking them last to first and putting each one's pieces in front keeps it.
      let old = g_slist_reverse(line.pointee.runs)
      line.pointee.runs = nil
      var runNode = old
      while let currentRun = runNode {
        runNode = currentRun.pointee.next
        guard let data = currentRun.pointee.data else { continue }
        let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
        var pieces: UnsafeMutablePointer<GSList>?
        if let item = run.pointee.item,
           let list = RenderSpan.list(spans, overlapping: Int(item.pointee.offset)..<Int(item.pointee.offset + item.pointee.length)) {
          pieces = pango_glyph_item_apply_attrs(run, text, list)
          pango_attr_list_unref(list)
        } else {
          pieces = g_slist_prepend(nil, data)
        }
        line.pointee.runs = g_slist_concat(pieces, line.pointee.runs)
      }
      g_slist_free(old)
    }
  }
}
