import CPangoCairo

/// An owned `PangoLayout` with the few queries PlumbGraphics needs, all in points.
///
/// ```swift
/// let layout = session.makeLayout()
/// layout.configure(text: "Hello", font: description, width: 120, wrap: PANGO_WRAP_WORD_CHAR)
/// layout.lines()[0].width   // 38.7
/// ```
final class PangoLayoutBox {
  let pointer: OpaquePointer

  /// Takes ownership of `pointer`; `attributes` (borrowed, the layout refs it), if any, are set on the layout.
  init(_ pointer: OpaquePointer, attributes: OpaquePointer?) {
    self.pointer = pointer
    pango_layout_set_auto_dir(pointer, 0)
    if let attributes { pango_layout_set_attributes(pointer, attributes) }
    self.attributes = attributes
  }

  /// The attribute list set on the layout (borrowed from its session), or nil.
  private(set) var attributes: OpaquePointer?

  /// Replaces the layout's attribute list (borrowed: the layout takes its own reference); a no-op when unchanged.
  func use(attributes list: OpaquePointer?) {
    guard list != attributes || hasOwnList else { return }
    pango_layout_set_attributes(pointer, list)
    attributes = list
    hasOwnList = false
  }

  /// Sets a list made for this layout alone and releases the caller's reference (the layout keeps one).
  func use(ownedAttributes list: OpaquePointer) {
    pango_layout_set_attributes(pointer, list)
    pango_attr_list_unref(list)
    attributes = nil
    hasOwnList = true   // not a shared list: the next `use(attributes:)` always sets its own, even nil
  }

  /// Whether the layout holds a list of its own (`use(ownedAttributes:)`), not a shared one or none.
  private var hasOwnList = false

  deinit { TextLock.shared.withLock { g_object_unref(UnsafeMutableRawPointer(pointer)) } }

  /// Sets the text, font, wrap width (nil: no wrapping), wrap mode, ellipsization, alignment and the
  /// indent of each paragraph's first line (negative: of the other lines; `pango_layout_set_indent`).
  ///
  /// Every property is set, so a layout can be reused for the next label (Pango's setters are no-ops
  /// when the value is unchanged; the text always starts a new layout pass).
  func configure(
    text: String, font: FontDescription, width: Double?, wrap: PangoWrapMode = PANGO_WRAP_WORD_CHAR,
    ellipsize: PangoEllipsizeMode = PANGO_ELLIPSIZE_NONE, alignment: PangoAlignment = PANGO_ALIGN_LEFT,
    justify: Bool = false, indent: Double = 0
  ) {
    pango_layout_set_font_description(pointer, font.pointer)
    var text = text
    // One pass over Swift's own UTF-8 storage with its length (no C-string copy, no strlen); Pango copies it.
    text.withUTF8 { bytes in
      guard let start = bytes.baseAddress else { return pango_layout_set_text(pointer, "", 0) }
      start.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
        pango_layout_set_text(pointer, $0, Int32(bytes.count))
      }
    }
    pango_layout_set_width(pointer, width.map { pangoUnits($0) } ?? -1)
    pango_layout_set_wrap(pointer, wrap)
    pango_layout_set_ellipsize(pointer, width == nil ? PANGO_ELLIPSIZE_NONE : ellipsize)
    pango_layout_set_alignment(pointer, alignment)
    pango_layout_set_justify(pointer, justify ? 1 : 0)
    pango_layout_set_indent(pointer, pangoUnits(indent))
  }

  /// The logical width of the whole layout in points (its widest line).
  var logicalWidth: Double {
    var logical = PangoRectangle()
    pango_layout_get_extents(pointer, nil, &logical)
    return points(logical.width)
  }

  /// The ink rectangle of the whole layout in layout coordinates (points).
  var inkExtents: (x: Double, y: Double, width: Double, height: Double) {
    var ink = PangoRectangle()
    pango_layout_get_extents(pointer, &ink, nil)
    return (points(ink.x), points(ink.y), points(ink.width), points(ink.height))
  }

  /// Every line with its position, in layout coordinates.
  func lines() -> [LineMetrics] {
    if pango_layout_get_line_count(pointer) == 1 {
      // Fast path for the common one-line label: no iterator needed.
      var logical = PangoRectangle()
      pango_layout_get_extents(pointer, nil, &logical)
      let line = pango_layout_get_line_readonly(pointer, 0)!
      return [LineMetrics(
        index: 0, startByte: Int(line.pointee.start_index), byteCount: Int(line.pointee.length), isParagraphStart: true,
        x: points(logical.x), top: points(logical.y), width: points(logical.width), height: points(logical.height),
        baseline: points(pango_layout_get_baseline(pointer)))]
    }
    var result: [LineMetrics] = []
    guard let iter = pango_layout_get_iter(pointer) else { return result }
    defer { pango_layout_iter_free(iter) }
    var index = 0
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      let baseline = pango_layout_iter_get_baseline(iter)
      let line = pango_layout_iter_get_line_readonly(iter)!
      result.append(LineMetrics(
        index: index, startByte: Int(line.pointee.start_index), byteCount: Int(line.pointee.length),
        isParagraphStart: line.pointee.is_paragraph_start != 0,
        x: points(logical.x), top: points(logical.y), width: points(logical.width), height: points(logical.height),
        baseline: points(baseline)))
      index += 1
    } while pango_layout_iter_next_line(iter) != 0
    return result
  }

  /// The line at `index` (borrowed from the layout; valid while the layout lives and is unchanged).
  func line(_ index: Int) -> UnsafeMutablePointer<PangoLayoutLine> {
    pango_layout_get_line_readonly(pointer, Int32(index))
  }

  /// The byte range the ellipsis of line `index` stands for (Pango rewrites the ellipsis item to the
  /// whole elided range), or `nil` when the line has no ellipsis.
  func elidedBytes(line index: Int) -> Range<Int>? {
    var result: Range<Int>?
    forEachRun(line: index) { run in
      let item = run.pointee.item!.pointee
      if item.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
        result = Int(item.offset)..<Int(item.offset + item.length)
      }
    }
    return result
  }

  /// The horizontal span of the ellipsis run of line `index`, relative to the line's left edge, or `nil`.
  func ellipsisSpan(line index: Int) -> (minX: Double, maxX: Double)? {
    var x = 0.0
    var span: (Double, Double)?
    forEachRun(line: index) { run in
      let width = points(pango_glyph_string_get_width(run.pointee.glyphs))
      if run.pointee.item!.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 { span = (x, x + width) }
      x += width
    }
    return span
  }

  /// Glyphs of line `index` that no font could draw (Pango's unknown-glyph flag: "tofu").
  func unknownGlyphs(line index: Int) -> Int {
    var count = 0
    forEachRun(line: index) { run in
      let glyphs = run.pointee.glyphs!.pointee
      for position in 0..<Int(glyphs.num_glyphs) where glyphs.glyphs[position].glyph & 0x1000_0000 != 0 {
        count += 1
      }
    }
    return count
  }

  /// The family of the font of each run of line `index`, in visual order (which fallback drew what).
  func runFamilies(line index: Int) -> [String] {
    var families: [String] = []
    forEachRun(line: index) { run in
      guard let font = run.pointee.item?.pointee.analysis.font, let description = pango_font_describe(font) else { return }
      defer { pango_font_description_free(description) }
      families.append(pango_font_description_get_family(description).map { String(cString: $0) } ?? "")
    }
    return families
  }

  /// The clusters of line `index`: start byte and logical horizontal span in layout coordinates.
  func clusters(line index: Int) -> [(startByte: Int, minX: Double, maxX: Double)] {
    var result: [(Int, Double, Double)] = []
    guard let iter = pango_layout_get_iter(pointer) else { return [] }
    defer { pango_layout_iter_free(iter) }
    for _ in 0..<index { guard pango_layout_iter_next_line(iter) != 0 else { return [] } }
    let line = pango_layout_iter_get_line_readonly(iter)!
    let end = Int(line.pointee.start_index + line.pointee.length)
    repeat {
      let byte = Int(pango_layout_iter_get_index(iter))
      guard byte < end, pango_layout_iter_get_run_readonly(iter) != nil else { continue }
      var logical = PangoRectangle()
      pango_layout_iter_get_cluster_extents(iter, nil, &logical)
      result.append((byte, points(logical.x), points(logical.x + logical.width)))
    } while pango_layout_iter_next_cluster(iter) != 0 && pango_layout_iter_get_line_readonly(iter) == line
    return result
  }

  private func forEachRun(line index: Int, _ body: (UnsafeMutablePointer<PangoGlyphItem>) -> Void) {
    var node = line(index).pointee.runs
    while let current = node {
      if let data = current.pointee.data { body(data.assumingMemoryBound(to: PangoGlyphItem.self)) }
      node = current.pointee.next
    }
  }
}

/// One line of a Pango layout, in points, in layout coordinates (y down from the layout's top).
struct LineMetrics {
  var index: Int
  var startByte: Int
  var byteCount: Int
  var isParagraphStart: Bool
  var x: Double
  var top: Double
  var width: Double
  var height: Double
  var baseline: Double
  var bottom: Double { top + height }
  var endByte: Int { startByte + byteCount }
}

/// Points to Pango units (1/1024 pt), rounded down and clamped to what Pango can hold: never traps.
/// A negative width stays negative (Pango then does not wrap, as before), NaN is 0, an infinite or huge
/// width is the largest Pango can hold.
///
/// ```swift
/// pangoUnits(12.5)        // 12800
/// pangoUnits(.infinity)   // Int32.max
/// ```
func pangoUnits(_ points: Double) -> Int32 {
  let units = (points * Double(PANGO_SCALE)).rounded(.down)
  if units.isNaN { return 0 }
  return Int32(clamping: Int64(max(Double(Int32.min), min(Double(Int32.max), units))))
}

/// Pango units (1/1024 pt) to points.
@inline(__always) func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }
