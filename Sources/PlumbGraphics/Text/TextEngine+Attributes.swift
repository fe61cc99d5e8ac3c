import CPangoCairo
import PlumbLayout

/// Attributed text (`TextRequest.runs`): each run's attributes as Pango attributes over its bytes.
extension TextEngine {
  /// A new attribute list (owned by the caller) for the bytes of `request.text` from `byteOffset` on,
  /// drawn with `font` (the label's font, possibly shrunk by `adjustsFontSizeToFitWidth`: run fonts
  /// shrink by the same factor). Per run: its font, San Francisco's tracking over the characters SF
  /// draws when the run's font is the system font, plus the run's `kern` over all its characters
  /// (both as Pango letter spacing), and rise; its colours, underline and strikethrough come back as
  /// `render` spans, for `PangoLayoutBox.applyRenderSpans` once the layout is configured.
  ///
  /// ```swift
  /// let attributes = engine.attributeList(for: request, font: request.font, wraps: true)
  /// layout.use(ownedAttributes: attributes.list)
  /// layout.configure(text: request.text, font: description, width: 300)
  /// layout.applyRenderSpans(attributes.render)
  /// ```
  func attributeList(
    for request: TextRequest, font: FontSpec, wraps: Bool, from byteOffset: Int = 0
  ) -> (list: OpaquePointer, render: [RenderSpan]) {
    let list = pango_attr_list_new()!
    let textBytes = request.text.utf8.count
    if wraps { pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0)) }
    let factor = request.font.size > 0 ? font.size / request.font.size : 1
    let tracked = TrackedRanges.of(request.text) ?? [0..<textBytes]

    // Attributes are collected, then inserted by start (in the order made among equal starts, as Pango
    // orders them), so that the list only ever appends.
    var made: [UnsafeMutablePointer<PangoAttribute>] = []
    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>) {
      guard let attribute else { return }
      attribute.pointee.start_index = UInt32(range.lowerBound)
      attribute.pointee.end_index = UInt32(range.upperBound)
      made.append(attribute)
    }
    // In text longer than `chunkBytes`, equal letter spacing over adjacent runs is one attribute: Pango
    // starts a new item (shaped on its own) at every boundary of an itemizing attribute, and 20,000
    // coloured words were 20,000 items. Up to `mergedSpacingBytes`: an item is split (its glyphs moved) at
    // every colour change and line end. Shorter text keeps an item per run (shaping stops at each run).
    let merges = textBytes > Self.chunkBytes
    var lastSpacing: (attribute: UnsafeMutablePointer<PangoAttribute>, value: Int32)?
    func space(_ range: Range<Int>, _ value: Int32) {
      if merges, let last = lastSpacing, last.value == value, last.attribute.pointee.end_index == UInt32(range.lowerBound),
         range.lowerBound - Int(last.attribute.pointee.start_index) < Self.mergedSpacingBytes {
        last.attribute.pointee.end_index = UInt32(range.upperBound)
        return
      }
      guard let attribute = pango_attr_letter_spacing_new(value) else { return }
      insert(attribute, range)
      lastSpacing = (attribute, value)
    }
    /// `range` (bytes of the full text) in the list's coordinates, or nil when it is before `byteOffset`.
    func local(_ range: Range<Int>) -> Range<Int>? {
      let lower = max(range.lowerBound, byteOffset) - byteOffset, upper = min(range.upperBound, textBytes) - byteOffset
      return lower < upper ? lower..<upper : nil
    }

    var render: [RenderSpan] = []
    var start = 0
    var segments: [(range: Range<Int>, run: AttributedRun?)] = request.runs.map { run in
      defer { start += run.byteCount }
      return (start..<(start + run.byteCount), run)
    }
    if start < textBytes { segments.append((start..<textBytes, nil)) }

    for (range, run) in segments {
      guard let place = local(range) else { continue }
      let runFont = run?.font.map { $0.scaled(by: factor) } ?? font
      if runFont != font { insert(pango_attr_font_desc_new(description(for: runFont).pointer), place) }
      // Letter spacing: tracking where SF draws (system font only), the run's kern everywhere.
      let kern = Int32(((run?.kern ?? 0) * Double(PANGO_SCALE)).rounded())
      let tracking = letterSpacing(for: runFont)
      for (part, isTracked) in Self.split(range, by: tracked) {
        let spacing = (isTracked ? tracking : 0) + kern
        if spacing != 0, let piece = local(part) { space(piece, spacing) }
      }
      guard let run else { continue }
      var span = RenderSpan(bytes: place)
      if let color = run.foregroundColor {
        span.foreground = (channel(color.red), channel(color.green), channel(color.blue))
        if color.alpha < 1 { span.foregroundAlpha = channel(color.alpha) }
      }
      if let color = run.backgroundColor {
        span.background = (channel(color.red), channel(color.green), channel(color.blue))
        if color.alpha < 1 { span.backgroundAlpha = channel(color.alpha) }
      }
      if let style = run.underlineStyle { span.underline = style == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE }
      span.strikethrough = run.strikethroughStyle != nil
      if !span.isEmpty { render.append(span) }
      if run.baselineOffset != 0 {
        insert(pango_attr_rise_new(Int32((run.baselineOffset * factor * Double(PANGO_SCALE)).rounded())), place)
      }
    }
    let order = made.indices.sorted { (made[$0].pointee.start_index, $0) < (made[$1].pointee.start_index, $1) }
    for index in order { pango_attr_list_insert(list, made[index]) }
    return (list, render)
  }

  /// How long one letter-spacing attribute over several runs of a long text may grow (UTF-8 bytes) before
  /// the next run starts another (see `attributeList`).
  static let mergedSpacingBytes = 1024

  /// `range` cut into the parts inside and outside the sorted, disjoint `ranges`, in order.
  ///
  /// ```swift
  /// TextEngine.split(0..<10, by: [2..<4])   // [(0..<2, false), (2..<4, true), (4..<10, false)]
  /// ```
  static func split(_ range: Range<Int>, by ranges: [Range<Int>]) -> [(Range<Int>, Bool)] {
    var parts: [(Range<Int>, Bool)] = []
    var position = range.lowerBound
    for inside in ranges where inside.upperBound > position && inside.lowerBound < range.upperBound {
      let lower = max(inside.lowerBound, position), upper = min(inside.upperBound, range.upperBound)
      if position < lower { parts.append((position..<lower, false)) }
      parts.append((lower..<upper, true))
      position = upper
    }
    if position < range.upperBound { parts.append((position..<range.upperBound, false)) }
    return parts
  }

  /// The fonts of `request` drawn over the bytes `range` of its text (the label's `font` where no run
  /// sets one; run fonts shrink with `font` as in `attributeList`).
  func fonts(of request: TextRequest, font: FontSpec, bytes range: Range<Int>, ends: [Int]? = nil) -> [FontSpec] {
    let factor = request.font.size > 0 ? font.size / request.font.size : 1
    let ends = ends ?? runEnds(of: request)
    let total = ends.last ?? 0
    var result: [FontSpec] = []
    // The first run that ends after the range starts (runs are in byte order), then every run that begins
    // before the range ends: lines take time in their own runs, not in the whole text's.
    var low = 0, high = ends.count
    while low < high {
      let middle = (low + high) / 2
      if ends[middle] > range.lowerBound { high = middle } else { low = middle + 1 }
    }
    var index = low
    while index < request.runs.count {
      let runStart = index == 0 ? 0 : ends[index - 1]
      if range.isEmpty ? runStart > range.lowerBound : runStart >= range.upperBound { break }
      let runRange = runStart..<ends[index]
      // An empty line (between two line feeds) takes the font of the run it stands in.
      let touches = range.isEmpty ? runRange.contains(range.lowerBound) : runRange.overlaps(range)
      if touches {
        let runFont = request.runs[index].font.map { $0.scaled(by: factor) } ?? font
        if !result.contains(runFont) { result.append(runFont) }
      }
      index += 1
    }
    if result.isEmpty || range.upperBound > total || (range.isEmpty && range.lowerBound >= total) {
      if !result.contains(font) { result.append(font) }
    }
    return result
  }

  /// Where each run of `request` ends, in bytes of its text (for `fonts(of:font:bytes:ends:)`).
  func runEnds(of request: TextRequest) -> [Int] {
    var end = 0
    return request.runs.map { run in end += run.byteCount; return end }
  }

  /// The vertical metrics lines of `fonts` together are stacked with: the tallest ascent and descent of
  /// their line boxes (San Francisco's for the system family, the font's own for others).
  func combinedVerticalMetrics(for fonts: [FontSpec]) -> VerticalMetrics {
    var combined = VerticalMetrics(ascent: 0, descent: 0, naturalAscent: 0, naturalDescent: 0)
    for font in fonts {
      let metrics = verticalMetrics(for: font) ?? naturalVerticalMetrics(for: font)
      combined.ascent = max(combined.ascent, metrics.ascent)
      combined.descent = max(combined.descent, metrics.descent)
      combined.naturalAscent = max(combined.naturalAscent, metrics.naturalAscent)
      combined.naturalDescent = max(combined.naturalDescent, metrics.naturalDescent)
    }
    return combined
  }

  /// A font's own line box as Pango lays out "x" in it (what a line of that font alone is).
  func naturalVerticalMetrics(for font: FontSpec) -> VerticalMetrics {
    if let known = naturalMetricsCache[font] { return known }
    let natural = session.singleLineExtents("x", font: description(for: font)).map { (points(-$0.y), points($0.height + $0.y)) } ?? (0, 0)
    let metrics = VerticalMetrics(ascent: natural.0, descent: natural.1, naturalAscent: natural.0, naturalDescent: natural.1)
    naturalMetricsCache[font] = metrics
    return metrics
  }

  /// Stacks the lines of an attributed request as TextKit does (see `ParagraphStyle`): each line's box
  /// is its fonts' (`combinedVerticalMetrics`, or Pango's where a fallback font or a rise reaches
  /// further), its height that box's times `lineHeightMultiple` clamped to the minimum and maximum line
  /// height with the extra space above the text, then `lineSpacing` between lines and the paragraph
  /// spacings between paragraphs. `byteOffset`: where the layout's text starts in the request's text.
  func stackAttributed(_ lines: [LineMetrics], request: TextRequest, font: FontSpec, byteOffset: Int = 0) -> [LineMetrics] {
    guard let first = lines.first else { return lines }
    let style = request.paragraphStyle ?? ParagraphStyle()
    var result = lines
    var top = first.top
    let ends = runEnds(of: request)
    for index in result.indices {
      let line = result[index]
      let bytes = (line.startByte + byteOffset)..<(line.endByte + byteOffset)
      let metrics = combinedVerticalMetrics(for: fonts(of: request, font: font, bytes: bytes, ends: ends))
      let box = metrics.lineBox(ascent: line.baseline - line.top, descent: line.bottom - line.baseline)
      let height = style.lineHeight(natural: box.ascent + box.descent)
      if index > 0 {
        top += style.lineSpacing + request.leading
        if line.isParagraphStart { top += style.paragraphSpacing + style.paragraphSpacingBefore }
      }
      result[index].top = top
      result[index].baseline = top + height - box.descent
      result[index].height = height
      top += height
    }
    return result
  }

  /// The indent of a line of `request` (points from the leading edge): `firstLineHeadIndent` for a
  /// paragraph's first line, `headIndent` for the others.
  func indent(of request: TextRequest, paragraphStart: Bool) -> Double {
    guard let style = request.paragraphStyle else { return 0 }
    return paragraphStart ? style.firstLineHeadIndent : style.headIndent
  }
}

/// A colour channel (0…1) as Pango's 16-bit value.
private func channel(_ value: Double) -> UInt16 {
  UInt16((min(1, max(0, value)) * 65535).rounded())
}
