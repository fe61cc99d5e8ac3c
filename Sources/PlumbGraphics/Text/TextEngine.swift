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
  private var fonts: [FontSpec: FontDescription] = [:]
  /// Keyed by font, language and direction: which font draws "…" depends on the language too.
  private var ellipsisWidths: [EllipsisKey: Double] = [:]
  private struct EllipsisKey: Hashable { var font: FontSpec; var language: String; var direction: LayoutDirection }
  /// Reused layouts for answers that are read at once and never kept (measurements, natural widths):
  /// one without wrapping (and without attributes) and one that wraps. Blocks for fitting and drawing get
  /// layouts of their own, because they outlive the next call.
  private let unwrapped: PangoLayoutBox
  private let wrapping: PangoLayoutBox

  init() throws(GraphicsError) {
    session = try PangoSession()
    unwrapped = session.makeLayout(wraps: false)
    wrapping = session.makeLayout()
  }

  func description(for font: FontSpec) -> FontDescription {
    if let cached = fonts[font] { return cached }
    let made = FontDescription(font)
    fonts[font] = made
    return made
  }

  /// The width of `text` on one unbroken line (the widest paragraph), in points.
  func naturalWidth(_ request: TextRequest, font: FontSpec) -> Double {
    prepare(request)
    if let line = session.singleLineExtents(request.text, font: description(for: font)) { return points(line.width) }
    unwrapped.configure(text: request.text, font: description(for: font), width: nil)
    return unwrapped.logicalWidth
  }

  /// The size, baselines and line count of `request` laid out at `width` (nil: unbounded), as
  /// `block(for:font:width:height:)` reports them, using the reused layouts (nothing is kept).
  func measurement(for request: TextRequest, width: Double?) -> (width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, lines: Int) {
    // One unwrapped line (no width, or clipping on one line): the layout's extents without the layout.
    if !request.text.isEmpty && (width == nil || (request.lineBreakMode == .byClipping && request.numberOfLines == 1)) {
      prepare(request)
      if let line = session.singleLineExtents(request.text, font: description(for: request.font)) {
        // As `block`: the line's top is the layout's top (0), its baseline −y below it.
        let baseline = points(-line.y)
        return (points(line.width), points(line.height), baseline, baseline, 1)
      }
    }
    let block = block(for: request, font: request.font, width: width, height: nil, reusingLayouts: true)
    return (block.width, block.height, block.firstBaseline, block.lastBaseline, block.lines.count)
  }

  /// Lays out `request` with `font` at `width` (nil: unbounded) under its line limit and, when given,
  /// the lines that fit `height`. With `reusingLayouts` the block's lines point into the engine's
  /// reused layouts: read it before the next call into the engine.
  func block(
    for request: TextRequest, font: FontSpec, width: Double?, height: Double?, reusingLayouts: Bool = false
  ) -> TextBlock {
    guard !request.text.isEmpty else { return .empty(fontSize: font.size, containerWidth: width ?? 0) }
    prepare(request)
    let text = request.text
    let mode = request.lineBreakMode
    let alignment = pangoAlignment(request)
    let wraps = width != nil && !(mode == .byClipping && request.numberOfLines == 1)

    let full = reusingLayouts ? (wraps ? wrapping : unwrapped) : session.makeLayout(wraps: wraps)
    full.configure(
      text: text, font: description(for: font), width: wraps ? width : nil,
      wrap: mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR,
      alignment: alignment, justify: request.alignment == .justified)
    let all = full.lines()

    var limit = request.numberOfLines > 0 ? request.numberOfLines : Int.max
    if let height {
      let fitting = all.prefix { $0.bottom <= height + 0.01 }.count
      limit = min(limit, max(1, fitting))
    }
    let shown = min(limit, all.count)
    let fullWidth = wraps ? width! : full.logicalWidth

    var pieces: [(layout: PangoLayoutBox, line: LineMetrics, layoutWidth: Double, byteOffset: Int, top: Double)] =
      all.prefix(shown).map { (full, $0, fullWidth, 0, $0.top) }
    var cutBytes: [Range<Int>] = []

    if shown < all.count {
      if mode.truncates {
        let lastLine = all[shown - 1]
        pieces.removeLast()
        let (layout, elided) = lastLineLayout(
          request, font: font, from: lastLine, next: all[shown], width: width)
        var metrics = layout.lines()[0]
        metrics.width = layout.runsWidth(line: 0)
        pieces.append((layout, metrics, metrics.width, lastLine.startByte, lastLine.top))
        if let elided { cutBytes.append((elided.lowerBound + lastLine.startByte)..<(elided.upperBound + lastLine.startByte)) }
      } else {
        cutBytes.append(all[shown - 1].endByte..<text.utf8.count)
      }
    }

    let container = width ?? pieces.map(\.layoutWidth).max() ?? 0
    var lines: [TextBlock.Line] = []
    for piece in pieces {
      let offset = alignedOffset(width: piece.layoutWidth, in: container, alignment: request)
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
    return TextBlock(
      lines: lines, containerWidth: container, width: lines.map(\.width).max() ?? 0,
      height: last.top + last.line.height, linesNeeded: all.count, cutBytes: cutBytes, clips: clips,
      fontSize: font.size)
  }

  /// Line N of a truncating label: the rest of the text on one ellipsized line.
  private func lastLineLayout(
    _ request: TextRequest, font: FontSpec, from line: LineMetrics, next: LineMetrics, width: Double?
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
    let layout = session.makeLayout()
    // Left-aligned: the line is aligned in the label by its width as drawn, without Pango's padding.
    layout.configure(text: rest, font: description(for: font), width: cap, ellipsize: ellipsize)
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
    let layout = session.makeLayout(wraps: false)
    layout.configure(text: "\u{2026}", font: description(for: font), width: nil)
    let width = layout.logicalWidth
    ellipsisWidths[key] = width
    return width
  }

  private func prepare(_ request: TextRequest) {
    session.configure(direction: request.direction == .rightToLeft ? .rightToLeft : .leftToRight,
                      language: request.language)
  }

  private func pangoAlignment(_ request: TextRequest) -> PangoAlignment {
    switch request.alignment.resolved(for: request.direction) {
    case .center: return PANGO_ALIGN_CENTER
    case .right: return PANGO_ALIGN_RIGHT
    case .justified: return request.direction == .rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
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
