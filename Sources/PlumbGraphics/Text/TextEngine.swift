import CPangoCairo
import PlumbLayout

/// Lays out label text with Pango following UILabel's rules; not thread-safe (`PangoTextMeasurer` locks it).
///
/// The rules, in order:
/// 1. Lay the whole text out without a line limit at the width (word-char or char wrapping; unbounded
///    width, or `byClipping` on one line: no wrapping). Its line count is `linesNeeded`.
/// 2. The limit is `numberOfLines` (0 = none), lowered to the lines whose bottom fits a given height.
/// 3. Within the limit: show everything. Over it, wrapping and clipping modes drop the extra lines;
///    truncating modes keep lines 1…N−1 and build line N from *all* the remaining text on one line,
///    ellipsized at its start, middle or end. Hard line breaks in that remainder are shown as spaces and
///    the line is at most as wide as its own paragraph plus "…", so the cut is always marked. (Pango's own
///    line limit counts per paragraph and silently drops later paragraphs, so it is not used.)
///
/// ```swift
/// let engine = try TextEngine()
/// let block = engine.block(for: request, font: request.font, width: 200, height: nil)
/// ```
final class TextEngine {
  let session: PangoSession
  private var fonts: [DescriptionKey: FontDescription] = [:]
  /// Keyed by font, language and direction: which font draws "…" depends on the language too.
  private var ellipsisWidths: [EllipsisKey: Double] = [:]
  private struct EllipsisKey: Hashable { var font: FontSpec; var language: String; var direction: LayoutDirection }
  /// Reused layouts for answers that are read at once and never kept (measurements, natural widths):
  /// one without wrapping (and without attributes) and one that wraps. Blocks for fitting and drawing get
  /// layouts of their own, because they outlive the next call.
  private let unwrapped: PangoLayoutBox
  private let wrapping: PangoLayoutBox
  /// `verticalMetrics(for:)` per font, nil included (a font whose Pango line boxes are kept).
  private var verticalMetricsCache: [FontSpec: VerticalMetrics?] = [:]
  /// `naturalVerticalMetrics(for:)` per font (attributed text with fonts other than the system family).
  var naturalMetricsCache: [FontSpec: VerticalMetrics] = [:]
  /// Whether the user's SF Pro draws the system font (settled before any session exists).
  private let systemFontIsSFPro = SanFranciscoPro.isInUse

  init(fontFiles: [String] = []) throws(GraphicsError) {
    session = try PangoSession(fontFiles: fontFiles)
    unwrapped = session.makeLayout(wraps: false)
    wrapping = session.makeLayout()
  }

  /// The Pango font description of `font` for the session's current language: Korean labels list
  /// Noto Sans CJK KR after the font's own family, so their Han (hanja) takes the Korean face. The
  /// system font at regular weight and Text sizes is `SystemTextFace` (SF's advance widths), every system
  /// font the user's SF Pro when they gave it (`SanFranciscoPro`).
  func description(for font: FontSpec) -> FontDescription {
    let korean = session.isKorean
    let key = DescriptionKey(font: font, korean: korean)
    if let cached = fonts[key] { return cached }
    var resolved = font
    if let face = session.catalog.face(postScriptName: font.family), !session.catalog.hasFamily(font.family) {
      resolved.family = face.family
      resolved.weight = FontWeight(rawValue: face.weight)
      resolved.italic = face.italic
    }
    if let standIn = standIn(for: resolved) { resolved = standIn.font }
    if let face = SystemTextFace.family(for: resolved) { resolved.family = face }
    let made = FontDescription(resolved, fallbackFamily: korean ? "Noto Sans CJK KR" : nil)
    fonts[key] = made
    return made
  }
  private struct DescriptionKey: Hashable { var font: FontSpec; var korean: Bool }

  /// The width of `text` on one unbroken line (the widest paragraph), in points.
  func naturalWidth(_ request: TextRequest, font: FontSpec) -> Double {
    prepare(request)
    if request.isAttributed {
      // The width only: the drawing attributes (`RenderSpan`) change no advance and are left out.
      unwrapped.use(ownedAttributes: attributeList(for: request, font: font, wraps: false).list)
      unwrapped.configure(text: request.text, font: description(for: font), width: nil)
      return unwrapped.logicalWidth + indent(of: request, paragraphStart: true)
    }
    let spacing = letterSpacing(for: font)
    if let line = session.singleLineExtents(request.text, font: description(for: font), letterSpacing: spacing) {
      return points(line.width)
    }
    setAttributes(of: unwrapped, text: request.text, wraps: false, letterSpacing: spacing)
    unwrapped.configure(text: request.text, font: description(for: font), width: nil)
    return unwrapped.logicalWidth
  }

  /// The tracking Pango adds between clusters for `font`, in Pango units: San Francisco's tracking table
  /// for the system family (UIKit applies it to the system font automatically) with the widening of SF's
  /// heavier weights and the narrowing of its Display size (`SanFranciscoMetrics.widthAdjustment`), none
  /// for other fonts; Apple's tracking alone when the user's SF Pro draws the system font.
  func letterSpacing(for font: FontSpec) -> Int32 {
    guard font.family == FontSpec.systemFamily else { return 0 }
    let points = systemFontIsSFPro ? SanFranciscoMetrics.trackingPoints(atSize: font.size)
      : SanFranciscoMetrics.letterSpacingPoints(weight: font.weight.rawValue, atSize: font.size)
    return Int32((points * Double(PANGO_SCALE)).rounded())
  }

  /// Why `font` cannot be drawn as named, or nil when it can: its family is Plumb's system family, a
  /// generic family, or a family or PostScript name of a pinned or scene font.
  func unknownFont(_ font: FontSpec) -> String? {
    let generic = [FontSpec.systemFamily, "sans-serif", "serif", "monospace"]
    if generic.contains(font.family) || session.catalog.hasFamily(font.family)
      || session.catalog.face(postScriptName: font.family) != nil { return nil }
    if let standIn = standIn(for: font) {
      guard let difference = standIn.difference else { return nil }
      return "font '\(font.family)' (\(standIn.appleFamily)) is not on Linux; drawn with \(standIn.font.family): \(difference)"
    }
    return "font '\(font.family)' is neither a font of the scene's `fonts` nor one of Plumb's; drawn with the system font (Inter) instead"
  }

  /// The free font drawing `font` when it names a font iOS bundles (`AppleFontStandIns`) that neither the
  /// scene nor Plumb provides under that name, and the stand-in is installed; otherwise nil.
  func standIn(for font: FontSpec) -> AppleFontStandIns.StandIn? {
    guard !session.catalog.hasFamily(font.family), session.catalog.face(postScriptName: font.family) == nil,
          let standIn = AppleFontStandIns.standIn(for: font), session.catalog.hasFamily(standIn.font.family) else {
      return nil
    }
    return standIn
  }

  /// Gives `layout` the attributes for `text`: the no-hyphen attribute when it wraps, and the tracking
  /// over the characters San Francisco draws (`TrackedRanges`).
  func setAttributes(of layout: PangoLayoutBox, text: String, wraps: Bool, letterSpacing: Int32) {
    if letterSpacing != 0, let ranges = TrackedRanges.of(text) {
      layout.use(ownedAttributes: session.attributeList(wraps: wraps, letterSpacing: letterSpacing, ranges: ranges))
    } else {
      layout.use(attributes: session.attributeList(wraps: wraps, letterSpacing: letterSpacing))
    }
  }

  /// The vertical metrics lines of `font` are stacked with, and the font's own ascent and descent as
  /// Pango reports them, or nil when Pango's line boxes are kept (a font without a line gap).
  ///
  /// - The system family: San Francisco's ascender and descender (`SanFranciscoMetrics`).
  /// - A font with a line gap: its line box grows by the gap above the ascent, as on iOS, where
  ///   `UIFont.lineHeight` is ascender + descender + line gap and the gap is part of `ascender`
  ///   (Liberation Sans at 17 pt: 19.55, not Pango's 18.99).
  /// - An Apple font drawn by a stand-in with other vertical metrics (`AppleFontStandIns`): the Apple
  ///   font's own, gap above the ascender.
  func verticalMetrics(for font: FontSpec) -> VerticalMetrics? {
    if let known = verticalMetricsCache[font] { return known }
    let description = description(for: font)
    let natural = session.singleLineExtents("x", font: description).map { (points(-$0.y), points($0.height + $0.y)) } ?? (0, 0)
    var box: (ascent: Double, descent: Double)?
    if font.family == FontSpec.systemFamily {
      box = (SanFranciscoMetrics.ascender(atSize: font.size), SanFranciscoMetrics.descender(atSize: font.size))
    } else if let apple = standIn(for: font)?.appleLineMetrics {
      box = ((apple.ascender + apple.lineGap) * font.size, apple.descender * font.size)
    } else {
      let gap = points(session.lineGap(of: description))
      if gap > 0 { box = (natural.0 + gap, natural.1) }
    }
    let metrics = box.map { VerticalMetrics(ascent: $0.ascent, descent: $0.descent, naturalAscent: natural.0, naturalDescent: natural.1) }
    verticalMetricsCache[font] = metrics
    return metrics
  }

  /// The size, baselines and line count of `request` laid out at `width` (nil: unbounded), as
  /// `block(for:font:width:height:)` reports them, using the reused layouts (nothing is kept).
  func measurement(for request: TextRequest, width: Double?) -> (width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, lines: Int) {
    // One unwrapped line (no width, or clipping on one line): the layout's extents without the layout.
    if !request.text.isEmpty && !request.isAttributed && (width == nil || (request.lineBreakMode == .byClipping && request.numberOfLines == 1)) {
      prepare(request)
      let font = request.font
      if let line = session.singleLineExtents(request.text, font: description(for: font), letterSpacing: letterSpacing(for: font)) {
        // As `block`: the line's top is the layout's top (0), its baseline −y below it.
        let ascent = points(-line.y), descent = points(line.height + line.y)
        let box = verticalMetrics(for: font)?.lineBox(ascent: ascent, descent: descent) ?? (ascent: ascent, descent: descent)
        return (points(line.width), box.ascent + box.descent, box.ascent, box.ascent, 1)
      }
    }
    let block = block(for: request, font: request.font, width: width, height: nil, reusingLayouts: true)
    return (block.width, block.height, block.firstBaseline, block.lastBaseline, block.lines.count)
  }

  /// Lays out `request` with `font` at `width` (nil: unbounded) under its line limit and, when given,
  /// the lines that fit `height`. With `reusingLayouts` the block's lines point into the engine's
  /// reused layouts: read it before the next call into the engine.
  func block(
    for request: TextRequest, font: FontSpec, width: Double?, height: Double?, reusingLayouts: Bool = false,
    chunkBytes: Int = TextEngine.chunkBytes
  ) -> TextBlock {
    guard !request.text.isEmpty else { return .empty(fontSize: font.size, containerWidth: width ?? 0) }
    prepare(request)
    let text = request.text
    let mode = request.lineBreakMode
    let alignment = pangoAlignment(request)
    let wraps = width != nil && !(mode == .byClipping && request.numberOfLines == 1)

    let spacing = tightenedSpacing(request, font: font, width: width) ?? letterSpacing(for: font)
    let full = reusingLayouts ? (wraps ? wrapping : unwrapped) : session.makeLayout(wraps: wraps, letterSpacing: spacing)
    // Indents (attributed text): the layout is `shift` narrower and starts `shift` in, Pango's own indent
    // moves the first or the other lines of each paragraph further (see `ParagraphStyle`).
    let first = indent(of: request, paragraphStart: true), other = indent(of: request, paragraphStart: false)
    let shift = wraps ? min(first, other) : first
    let wrap = mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR
    let metrics = verticalMetrics(for: font)
    // Long wrapping plain text is laid out in chunks (see `chunkedLines`); `sources` then names each
    // line's layout and where that layout's text starts in the label's.
    var sources: [(layout: PangoLayoutBox, offset: Int)] = []
    let all: [LineMetrics]
    if wraps && !request.isAttributed && text.utf8.count > chunkBytes {
      let chunked = chunkedLines(
        text, font: font, width: width!, wrap: wrap, alignment: alignment, justify: request.alignment == .justified,
        letterSpacing: spacing, chunkBytes: chunkBytes)
      sources = chunked.map { ($0.layout, $0.offset) }
      all = LineStacking.stack(chunked.map(\.line), metrics: metrics, leading: request.leading)
    } else {
      var render: [RenderSpan] = []
      if request.isAttributed {
        let attributes = attributeList(for: request, font: font, wraps: wraps)
        full.use(ownedAttributes: attributes.list)
        render = attributes.render
      } else {
        setAttributes(of: full, text: text, wraps: wraps, letterSpacing: spacing)
      }
      full.configure(
        text: text, font: description(for: font), width: wraps ? width! - shift : nil, wrap: wrap,
        alignment: alignment, justify: request.alignment == .justified, indent: wraps ? first - other : 0)
      // Reused layouts only answer measurements: colours and decorations change no size.
      if !reusingLayouts { full.applyRenderSpans(render) }
      all = request.isAttributed
        ? stackAttributed(full.lines(), request: request, font: font) : LineStacking.stack(full.lines(), metrics: metrics, leading: request.leading)
    }

    var limit = request.numberOfLines > 0 ? request.numberOfLines : Int.max
    if let height {
      let fitting = all.prefix { $0.bottom <= height + 0.01 }.count
      limit = min(limit, max(1, fitting))
    }
    let shown = min(limit, all.count)
    let fullWidth = wraps ? width! - shift : full.logicalWidth

    var pieces: [(layout: PangoLayoutBox, line: LineMetrics, layoutWidth: Double, byteOffset: Int, top: Double, shift: Double)] =
      all.prefix(shown).enumerated().map { index, line in
        guard !sources.isEmpty else { return (full, line, fullWidth, 0, line.top, shift) }
        // The piece's line is in its own layout's bytes.
        var own = line
        own.startByte -= sources[index].offset
        return (sources[index].layout, own, fullWidth, sources[index].offset, line.top, shift)
      }
    var cutBytes: [Range<Int>] = []

    if shown < all.count {
      if mode.truncates {
        let lastLine = all[shown - 1]
        pieces.removeLast()
        let lineIndent = request.isAttributed ? indent(of: request, paragraphStart: lastLine.isParagraphStart) : 0
        let (layout, elided) = lastLineLayout(
          request, font: font, from: lastLine, next: all[shown], width: width.map { $0 - lineIndent },
          letterSpacing: spacing)
        var metrics = request.isAttributed
          ? stackAttributed(layout.lines(), request: request, font: font, byteOffset: lastLine.startByte)[0]
          : LineStacking.stack(layout.lines(), metrics: metrics)[0]
        metrics.width = layout.runsWidth(line: 0)
        pieces.append((layout, metrics, metrics.width, lastLine.startByte, lastLine.top, lineIndent))
        if let elided { cutBytes.append((elided.lowerBound + lastLine.startByte)..<(elided.upperBound + lastLine.startByte)) }
      } else {
        cutBytes.append(all[shown - 1].endByte..<text.utf8.count)
      }
    }

    let container = width ?? pieces.map { $0.layoutWidth + $0.shift }.max() ?? 0
    // Indents are from the leading edge: the left in a left-to-right paragraph, the right in a right-to-left one.
    let leadingIsLeft = !request.isAttributed || paragraphDirection(request) == .leftToRight
    var lines: [TextBlock.Line] = []
    for piece in pieces {
      let offset = (leadingIsLeft ? piece.shift : 0)
        + alignedOffset(width: piece.layoutWidth, in: container - piece.shift, alignment: request)
      lines.append(TextBlock.Line(
        layout: piece.layout, lineIndex: piece.line.index, x: offset + piece.line.x, top: piece.top,
        width: piece.line.width, baseline: piece.top + (piece.line.baseline - piece.line.top),
        sourceByteOffset: piece.byteOffset, layoutBytes: piece.line.startByte..<piece.line.endByte))
    }
    let clips = mode == .byClipping && width != nil
    if clips, let width {
      for line in lines { cutBytes += clippedBytes(of: line, width: width) }
    }
    let last = pieces.last!
    // With indents a line reaches its indent further (the natural width of indented text includes them).
    let widest = request.isAttributed
      ? zip(lines, pieces).map { line, piece in line.width + (piece.layout === full ? indent(of: request, paragraphStart: !wraps || piece.line.isParagraphStart) : piece.shift) }.max() ?? 0
      : lines.map(\.width).max() ?? 0
    return TextBlock(
      lines: lines, containerWidth: container, width: widest,
      height: last.top + last.line.height, linesNeeded: all.count, cutBytes: cutBytes, clips: clips,
      fontSize: font.size)
  }

  /// Wrapping text longer than this many UTF-8 bytes is laid out in chunks (`chunkedLines`).
  static let chunkBytes = 4096

  /// The lines of `text` wrapped at `width`, laid out a chunk of about `chunkBytes` at a time: each
  /// chunk keeps all its lines but the last, and the next chunk starts where that last line started.
  /// Pango re-shapes the rest of a paragraph at every break inside a word, which is quadratic in a long
  /// unbroken word (a 20,000-character word took a minute); in chunks it is linear. Line breaking is
  /// greedy, so a kept line (which ends before the chunk does, with a whole line of text after it) breaks
  /// where it would in one layout. A chunk whose first line does not end inside it is doubled and tried
  /// again. Lines come back with their bytes and tops in the whole text (tops as Pango stacks them).
  private func chunkedLines(
    _ text: String, font: FontSpec, width: Double, wrap: PangoWrapMode, alignment: PangoAlignment, justify: Bool,
    letterSpacing: Int32, chunkBytes: Int
  ) -> [(layout: PangoLayoutBox, line: LineMetrics, offset: Int)] {
    let bytes = Array(text.utf8)
    var result: [(layout: PangoLayoutBox, line: LineMetrics, offset: Int)] = []
    var start = 0, size = max(64, chunkBytes), top = 0.0
    while start < bytes.count {
      var end = min(bytes.count, start + size)
      while end < bytes.count && end > start + 1 && bytes[end] & 0xC0 == 0x80 { end -= 1 }   // whole scalars
      let chunk = String(decoding: bytes[start..<end], as: UTF8.self)
      let layout = session.makeLayout(letterSpacing: letterSpacing)
      setAttributes(of: layout, text: chunk, wraps: true, letterSpacing: letterSpacing)
      layout.configure(text: chunk, font: description(for: font), width: width, wrap: wrap, alignment: alignment, justify: justify)
      var lines = layout.lines()
      let isLast = end == bytes.count
      var next = bytes.count
      if !isLast {
        guard lines.count >= 2 else { size *= 2; continue }
        next = start + lines.removeLast().startByte
      }
      let moved = top - (lines.first?.top ?? 0)
      for var line in lines {
        line.top += moved
        line.baseline += moved
        if line.index == 0 && start > 0 { line.isParagraphStart = HardBreak.endsParagraph(bytes, before: start) }
        line.startByte += start
        result.append((layout, line, start))
      }
      top = result.last.map { $0.line.bottom } ?? top
      start = next
    }
    return result
  }

  /// Line N of a truncating label: the rest of the text on one ellipsized line.
  private func lastLineLayout(
    _ request: TextRequest, font: FontSpec, from line: LineMetrics, next: LineMetrics, width: Double?,
    letterSpacing: Int32
  ) -> (PangoLayoutBox, Range<Int>?) {
    let bytes = Array(request.text.utf8[request.text.utf8.index(request.text.utf8.startIndex, offsetBy: line.startByte)...])
    // Every hard break (line feed, carriage return, LINE and PARAGRAPH SEPARATOR, …) becomes a space of
    // the same byte length, so the remainder is one line and its offsets are the text's.
    let rest = String(decoding: HardBreak.flattened(bytes), as: UTF8.self)
    // The next line starts after a hard break (not a soft wrap) when one ends this line.
    let breakBytes = bytes.prefix(max(0, next.startByte - line.startByte))
    let endsAtHardBreak = breakBytes.indices.contains { HardBreak.length(in: breakBytes, at: $0) != nil }
    var cap = width
    if endsAtHardBreak {
      cap = min(cap ?? .infinity, line.width + ellipsisWidth(font))
    }
    let ellipsize: PangoEllipsizeMode
    switch request.lineBreakMode {
    case .byTruncatingHead: ellipsize = PANGO_ELLIPSIZE_START
    case .byTruncatingMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
    default: ellipsize = PANGO_ELLIPSIZE_END
    }
    let layout = session.makeLayout(letterSpacing: letterSpacing)
    var render: [RenderSpan] = []
    if request.isAttributed {
      let attributes = attributeList(for: request, font: font, wraps: true, from: line.startByte)
      layout.use(ownedAttributes: attributes.list)
      render = attributes.render
    } else {
      setAttributes(of: layout, text: rest, wraps: true, letterSpacing: letterSpacing)
    }
    // Left-aligned: the line is aligned in the label by its width as drawn, without Pango's padding.
    layout.configure(text: rest, font: description(for: font), width: cap, ellipsize: ellipsize)
    layout.applyRenderSpans(render)
    layout.removeEllipsisPadding(line: 0)
    return (layout, layout.elidedBytes(line: 0))
  }

  /// Bytes of a clipped line whose clusters stick out of `0…width`.
  private func clippedBytes(of line: TextBlock.Line, width: Double) -> [Range<Int>] {
    let metrics = line.layout.lines()[line.lineIndex]
    let offset = line.x - metrics.x
    let clusters = line.layout.clusters(line: line.lineIndex).sorted { $0.startByte < $1.startByte }
    let end = metrics.endByte
    var cut: [Range<Int>] = []
    for (position, cluster) in clusters.enumerated() {
      let minX = cluster.minX + offset, maxX = cluster.maxX + offset
      guard minX < -0.01 || maxX > width + 0.01 else { continue }
      let upper = position + 1 < clusters.count ? clusters[position + 1].startByte : end
      cut.append((cluster.startByte + line.sourceByteOffset)..<(upper + line.sourceByteOffset))
    }
    return cut
  }

  private func ellipsisWidth(_ font: FontSpec) -> Double {
    let key = EllipsisKey(font: font, language: session.language, direction: session.direction == PANGO_DIRECTION_RTL ? .rightToLeft : .leftToRight)
    if let cached = ellipsisWidths[key] { return cached }
    // A layout of its own: this runs while a block may still be reading the reused layouts.
    let layout = session.makeLayout(wraps: false, letterSpacing: letterSpacing(for: font))
    layout.configure(text: "\u{2026}", font: description(for: font), width: nil)
    let width = layout.logicalWidth
    ellipsisWidths[key] = width
    return width
  }

  /// The shaping step alone of `measurement(for:width:)` on one unwrapped line (see `PangoSession.shapeASCIIOnly`).
  func shapeOnly(_ request: TextRequest) -> Bool {
    prepare(request)
    return session.shapeASCIIOnly(request.text, font: description(for: request.font))
  }

  /// Sets the session's paragraph direction and language for `request`. The paragraph direction is
  /// UIKit's natural writing direction: the text's first strong character, or the label's layout
  /// direction when the text has none (digits, punctuation, empty).
  private func prepare(_ request: TextRequest) {
    session.configure(direction: paragraphDirection(request), language: request.language)
  }

  private func paragraphDirection(_ request: TextRequest) -> TextDirection {
    switch BaseDirection.of(request.text) {
    case .leftToRight: return .leftToRight
    case .rightToLeft: return .rightToLeft
    case nil: return request.direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  /// The tracking that lets a single-line truncating label fit `width` without truncating, when
  /// `allowsDefaultTighteningForTruncation` is on and the text is at most 5% wider than the width
  /// (NSParagraphStyle's default `tighteningFactorForTruncation`, 0.05); otherwise nil.
  private func tightenedSpacing(_ request: TextRequest, font: FontSpec, width: Double?) -> Int32? {
    guard request.allowsDefaultTighteningForTruncation, !request.isAttributed, request.numberOfLines == 1, request.lineBreakMode.truncates,
          let width, width > 0 else { return nil }
    let natural = naturalWidth(request, font: font)
    let gaps = request.text.count - 1
    guard natural > width, natural <= width * (1 + TextEngine.tighteningFactor), gaps > 0 else { return nil }
    let squeeze = ((natural - width) * Double(PANGO_SCALE) / Double(gaps)).rounded(.up) + 1
    return letterSpacing(for: font) - Int32(squeeze)
  }

  /// NSParagraphStyle's default `tighteningFactorForTruncation`.
  static let tighteningFactor = 0.05

  private func pangoAlignment(_ request: TextRequest) -> PangoAlignment {
    switch request.alignment.resolved(for: request.direction) {
    case .center: return PANGO_ALIGN_CENTER
    case .right: return PANGO_ALIGN_RIGHT
    case .justified: return paragraphDirection(request) == .rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
    default: return PANGO_ALIGN_LEFT
    }
  }

  /// Where a layout `width` wide starts inside `container`, by the label's alignment.
  private func alignedOffset(width: Double, in container: Double, alignment request: TextRequest) -> Double {
    switch pangoAlignment(request) {
    case PANGO_ALIGN_CENTER: return (container - width) / 2
    case PANGO_ALIGN_RIGHT: return container - width
    default: return 0
    }
  }
}
