import CPangoCairo

/// The drawing-only attributes of one run of attributed text (colours, underline, strikethrough) over its
/// bytes in a layout's text. They change no break and no glyph, so they stay out of the layout's own
/// attribute list and are applied to its runs after line breaking (`PangoLayoutBox.applyRenderSpans`).
///
/// Pango applies such attributes itself by walking the whole list from its start for every run of every
/// line, which is runs × attributes: 20,000 coloured runs took a minute. Applied here, each run gets a
/// list of only the spans it overlaps (found by binary search), and the result is the same runs with the
/// same attributes in the same order.
///
/// ```swift
/// let span = RenderSpan(bytes: 0..<5, foreground: (65535, 0, 0), underline: PANGO_UNDERLINE_SINGLE)
/// RenderSpan.list([span], overlapping: 2..<9)   // a list holding the two attributes over 0..<5
/// ```
struct RenderSpan {
  /// The run's bytes in the layout's text.
  var bytes: Range<Int>
  /// Red, green and blue as Pango's 16-bit channels, and the alpha when below 1.
  var foreground: (UInt16, UInt16, UInt16)?
  var foregroundAlpha: UInt16?
  var background: (UInt16, UInt16, UInt16)?
  var backgroundAlpha: UInt16?
  var underline: PangoUnderline?
  var strikethrough = false

  /// Whether the span sets anything.
  var isEmpty: Bool {
    foreground == nil && foregroundAlpha == nil && background == nil && backgroundAlpha == nil && underline == nil
      && !strikethrough
  }

  /// Inserts the span's attributes into `list`, in the order `TextEngine.attributeList` always used.
  func insert(into list: OpaquePointer) {
    var made: [UnsafeMutablePointer<PangoAttribute>?] = []
    if let (r, g, b) = foreground { made.append(pango_attr_foreground_new(r, g, b)) }
    if let alpha = foregroundAlpha { made.append(pango_attr_foreground_alpha_new(alpha)) }
    if let (r, g, b) = background { made.append(pango_attr_background_new(r, g, b)) }
    if let alpha = backgroundAlpha { made.append(pango_attr_background_alpha_new(alpha)) }
    if let underline { made.append(pango_attr_underline_new(underline)) }
    if strikethrough { made.append(pango_attr_strikethrough_new(1)) }
    for case let attribute? in made {
      attribute.pointee.start_index = UInt32(bytes.lowerBound)
      attribute.pointee.end_index = UInt32(bytes.upperBound)
      pango_attr_list_insert(list, attribute)
    }
  }

  /// A new attribute list (owned by the caller) of the spans of `spans` (sorted, disjoint) that overlap
  /// `range`, or nil when none does.
  static func list(_ spans: [RenderSpan], overlapping range: Range<Int>) -> OpaquePointer? {
    var low = 0, high = spans.count
    while low < high {
      let middle = (low + high) / 2
      if spans[middle].bytes.upperBound > range.lowerBound { high = middle } else { low = middle + 1 }
    }
    guard low < spans.count, spans[low].bytes.lowerBound < range.upperBound else { return nil }
    let list = pango_attr_list_new()!
    var index = low
    while index < spans.count && spans[index].bytes.lowerBound < range.upperBound {
      spans[index].insert(into: list)
      index += 1
    }
    return list
  }
}
