import CPangoCairo
import PlumbLayout

/// Measures, fits and draws label text with Pango, as UILabel would; the layout engine's `TextMeasuring`.
///
/// Each instance owns its own Pango font map and caches results per (request, width) and (request, bounds)
/// under its own lock, so cache hits on different threads never wait for each other. Laying out and drawing
/// text takes the process-wide `TextLock`: Cairo 1.16's scaled-font and glyph caches and FreeType's
/// faces are shared by every font map in the process and are not safe to use from two threads at once
/// (eight render threads measuring fresh text crash within seconds without it). One instance per render
/// thread is fastest; a shared instance is also safe.
///
/// ```swift
/// let measurer = try PangoTextMeasurer()
/// let request = TextRequest(text: "Flowers", font: TextStyle.body.font(for: .large), scale: 2)
/// let size = measurer.measure(request, maxWidth: nil).size       // 57 × 20.5, rounded up to the 2x grid
/// let fit = measurer.fit(request, in: Size(width: 40, height: 21))
/// fit.visibleText                                                // "Flow…"
/// ```
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
  private let engine: TextEngine
  /// Guards this measurer's caches; never held while `TextLock.shared` is taken.
  private let cacheLock = Lock()
  private var measurements: [MeasureKey: TextMeasurement] = [:]
  private var fits: [FitKey: TextFit] = [:]
  /// Entries kept per cache before it is emptied (keeps memory flat on long runs).
  private let cacheLimit = 20_000

  /// Loads the pinned font configuration (once per process) and makes this measurer's font map.
  ///
  /// - Throws: `GraphicsError.fontConfiguration` when `Fonts/fonts.conf` cannot be loaded.
  public init() throws(GraphicsError) {
    engine = try TextLock.shared.withLock { Result { () throws(GraphicsError) in try TextEngine() } }.get()
  }

  /// A measurer that also draws with `fontFiles` (absolute paths of a scene's TrueType/OpenType files),
  /// registered for this measurer's configuration only; fonts are then named by family or PostScript name.
  ///
  /// - Throws: `GraphicsError.unreadableFont` for a file fontconfig cannot read.
  ///
  /// ```swift
  /// let measurer = try PangoTextMeasurer(fontFiles: ["/…/Scenes/Fonts/NotoSerif-Bold.ttf"])
  /// measurer.measure(TextRequest(text: "Hi", font: FontSpec(family: "NotoSerif-Bold", size: 18)), maxWidth: nil)
  /// ```
  public init(fontFiles: [String]) throws(GraphicsError) {
    engine = try TextLock.shared.withLock { Result { () throws(GraphicsError) in try TextEngine(fontFiles: fontFiles) } }.get()
  }

  /// Nil when `font` can be drawn as named; otherwise the warning naming it and the fallback used.
  ///
  /// ```swift
  /// measurer.unknownFont(FontSpec(family: "OpenSans-Semibold", size: 18))   // "font 'OpenSans-Semibold' is neither …"
  /// ```
  public func unknownFont(_ font: FontSpec) -> String? {
    TextLock.shared.withLock { engine.unknownFont(font) }
  }

  /// The intrinsic size of the text: one unbroken line per paragraph when `maxWidth` is nil, otherwise
  /// wrapped at `maxWidth` under the line limit. Sizes are rounded up to the request's pixel grid;
  /// baselines are exact. Empty text is `(0, 0)`.
  ///
  /// ```swift
  /// measurer.measure(TextRequest(text: "", font: FontSpec(size: 17)), maxWidth: nil).size   // 0×0
  /// ```
  public func measure(_ request: TextRequest, maxWidth: Double?) -> TextMeasurement {
    let key = MeasureKey(request: request, maxWidth: maxWidth)
    if let cached = cacheLock.withLock({ measurements[key] }) { return cached }
    let block = TextLock.shared.withLock { engine.measurement(for: request, width: maxWidth) }
    let measurement = TextMeasurement(
      size: Size(width: ceilToGrid(block.width, request.scale), height: ceilToGrid(block.height, request.scale)),
      firstBaseline: block.firstBaseline, lastBaseline: block.lastBaseline, lineCount: block.lines)
    cacheLock.withLock {
      if measurements.count >= cacheLimit { measurements.removeAll(keepingCapacity: true) }
      measurements[key] = measurement
    }
    return measurement
  }

  /// Shapes the request's text as an uncached one-line `measure` of printable ASCII would, and nothing
  /// else (no extents, no metrics, no cache): what HarfBuzz costs on its own, for `plumb-bench text`.
  /// `false` when the text does not take that path (not printable ASCII, right to left).
  ///
  /// ```swift
  /// measurer.shapeOnly(TextRequest(text: "Typical label 000200", font: FontSpec(size: 17)))   // true
  /// ```
  @_spi(Benchmarks) public func shapeOnly(_ request: TextRequest) -> Bool {
    TextLock.shared.withLock { engine.shapeOnly(request) }
  }

  /// Lays the text out in `bounds` exactly as `Canvas.drawText` draws it and reports what is shown:
  /// visible text, cut range, widths, lines, tofu, the font size used and the baselines inside the bounds.
  ///
  /// ```swift
  /// let fit = measurer.fit(TextRequest(text: "Hello, World", font: FontSpec(size: 17)),
  ///                        in: Size(width: 60, height: 21))
  /// fit.isTruncated   // true
  /// fit.cutRange      // 5..<12 (", World" elided, "…" drawn)
  /// ```
  public func fit(_ request: TextRequest, in bounds: Size) -> TextFit {
    let key = FitKey(request: request, bounds: bounds)
    if let cached = cacheLock.withLock({ fits[key] }) { return cached }
    let result = TextLock.shared.withLock {
      let (block, font) = layOut(request, in: bounds)
      let offset = verticalOffset(block, in: bounds, scale: request.scale)
      let cut = block.cutScalars(of: request.text)
      let result = TextFit(
        isTruncated: cut != nil, visibleText: block.visibleText(of: request.text), cutRange: cut,
        naturalWidth: request.text.isEmpty ? 0 : engine.naturalWidth(request, font: request.font),
        availableWidth: bounds.width, linesShown: block.lines.count, linesNeeded: linesNeeded(request, block, bounds),
        missingGlyphs: block.missingGlyphs, fontSize: font.size,
        firstBaseline: offset + block.firstBaseline, lastBaseline: offset + block.lastBaseline)
      return result
    }
    cacheLock.withLock {
      if fits.count >= cacheLimit { fits.removeAll(keepingCapacity: true) }
      fits[key] = result
    }
    return result
  }

  /// Runs `body` with the laid-out block and its vertical offset in `bounds`, under the process-wide text
  /// lock (drawing the block's Pango lines uses Cairo's shared font caches). `body` must not call a measurer.
  func withBlock<R>(_ request: TextRequest, in bounds: Size, _ body: (TextBlock, Double) throws -> R) rethrows -> R {
    try TextLock.shared.withLock {
      let (block, _) = layOut(request, in: bounds)
      return try body(block, verticalOffset(block, in: bounds, scale: request.scale))
    }
  }

  /// Where the ellipsis is drawn in `bounds` (points from the bounds' top-left: x span and baseline), or `nil`.
  func ellipsisPosition(_ request: TextRequest, in bounds: Size) -> (minX: Double, maxX: Double, baseline: Double)? {
    withBlock(request, in: bounds) { block, offset in
      for line in block.lines {
        if let span = line.layout.ellipsisSpan(line: line.lineIndex) {
          return (line.x + span.minX, line.x + span.maxX, offset + line.baseline)
        }
      }
      return nil
    }
  }

  /// The block for `bounds`, after `adjustsFontSizeToFitWidth` chose the font size.
  private func layOut(_ request: TextRequest, in bounds: Size) -> (TextBlock, FontSpec) {
    let font = fittedFont(request, width: bounds.width)
    return (engine.block(for: request, font: font, width: bounds.width, height: bounds.height), font)
  }

  /// UILabel's `adjustsFontSizeToFitWidth` (single-line labels): the largest size, down to
  /// `size × minimumScaleFactor`, at which the text fits `width` on one line.
  private func fittedFont(_ request: TextRequest, width: Double) -> FontSpec {
    let font = request.font
    guard request.adjustsFontSizeToFitWidth, request.numberOfLines == 1, !request.text.isEmpty,
          request.minimumScaleFactor > 0, request.minimumScaleFactor < 1 else { return font }
    let natural = engine.naturalWidth(request, font: font)
    guard natural > width, natural > 0 else { return font }
    var factor = max(request.minimumScaleFactor, width / natural)
    for _ in 0..<20 {
      if engine.naturalWidth(request, font: font.scaled(by: factor)) <= width || factor <= request.minimumScaleFactor {
        break
      }
      factor = max(request.minimumScaleFactor, factor * 0.995)
    }
    return font.scaled(by: factor)
  }

  private func linesNeeded(_ request: TextRequest, _ block: TextBlock, _ bounds: Size) -> Int {
    guard !request.text.isEmpty else { return 0 }
    if request.lineBreakMode == .byClipping && request.numberOfLines == 1 {
      var wrapping = request
      wrapping.lineBreakMode = .byWordWrapping
      return engine.block(for: wrapping, font: request.font, width: bounds.width, height: nil).linesNeeded
    }
    return block.linesNeeded
  }

  /// UILabel centres the text block vertically; the offset is floored to the pixel grid.
  private func verticalOffset(_ block: TextBlock, in bounds: Size, scale: Double) -> Double {
    let offset = (bounds.height - block.height) / 2
    return (offset * scale).rounded(.down) / scale
  }
}

/// Rounds up to the pixel grid of `scale`, ignoring float noise below 1/1000 pixel.
func ceilToGrid(_ value: Double, _ scale: Double) -> Double {
  ((value * scale) - 0.001).rounded(.up) / scale
}

/// A measure-cache key that hashes its request once: a miss looks the key up and then inserts it, and
/// hashing a `TextRequest` (its text above all) is the costly part of both.
///
/// The hash covers the fields that tell labels apart in practice (text, font size, width, line limit);
/// equality still compares the whole request, so requests differing only elsewhere merely share a bucket.
private struct MeasureKey: Hashable {
  let request: TextRequest
  let maxWidth: Double?
  private let hash: Int

  init(request: TextRequest, maxWidth: Double?) {
    self.request = request
    self.maxWidth = maxWidth
    var hasher = Hasher()
    hasher.combine(request.text)
    hasher.combine(request.font.size)
    hasher.combine(request.numberOfLines)
    hasher.combine(maxWidth)
    hash = hasher.finalize()
  }

  func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  static func == (a: MeasureKey, b: MeasureKey) -> Bool {
    a.hash == b.hash && a.maxWidth == b.maxWidth && a.request == b.request
  }
}

private struct FitKey: Hashable {
  var request: TextRequest
  var bounds: Size
}
