/// Everything that decides how a label's text is laid out, measured and drawn.
///
/// The layout engine builds one per label and variant; the same request measures, fits and draws,
/// so what is measured is what is drawn.
///
/// ```swift
/// let request = TextRequest(text: "Flowers", font: TextStyle.body.font(for: .large))
/// ```
public struct TextRequest: Hashable, Sendable {
  public var text: String
  public var font: FontSpec
  /// Maximum number of lines; 0 means unlimited.
  public var numberOfLines: Int
  public var lineBreakMode: LineBreakMode
  public var alignment: TextAlignment
  /// The label's effective layout direction (decides `natural` alignment and the paragraph direction).
  public var direction: LayoutDirection
  /// A BCP 47 language tag for shaping and line breaking (`"en"`, `"ar"`, `"he"`); never taken from `$LANG`.
  public var language: String
  public var adjustsFontSizeToFitWidth: Bool
  /// The smallest fraction of `font.size` that `adjustsFontSizeToFitWidth` may shrink to (0 = no shrinking).
  public var minimumScaleFactor: Double
  /// Pixels per point of the variant: sizes are rounded up to this grid.
  public var scale: Double
  /// UILabel's `allowsDefaultTighteningForTruncation`: a single-line label at most 5% too wide tightens
  /// its character spacing to fit instead of truncating.
  public var allowsDefaultTighteningForTruncation = false
  /// Attributed text (UILabel's `attributedText`): runs covering `text` from its start, in order; empty
  /// for plain text. Runs must add up to `text`'s UTF-8 length (bytes beyond the runs take the label's attributes).
  public var runs: [AttributedRun] = []
  /// The paragraph style of attributed text; nil for the default (and for plain text).
  public var paragraphStyle: ParagraphStyle?
  /// The font's `leading` (`FontSpec.leading`): points between one line and the next, not above the first.
  /// A text style's font has it (`TextStyle.leading(for:)`), a system or named font none.
  public var leading: Double {
    get { font.leading }
    set { font.leading = newValue }
  }

  /// Whether the text is attributed (runs or a paragraph style): measured and drawn with Pango
  /// attributes, never on the one-line fast path.
  public var isAttributed: Bool { !runs.isEmpty || paragraphStyle != nil }

  public init(
    text: String, font: FontSpec, numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail,
    alignment: TextAlignment = .natural, direction: LayoutDirection = .leftToRight, language: String = "en",
    adjustsFontSizeToFitWidth: Bool = false, minimumScaleFactor: Double = 0, scale: Double = 1
  ) {
    self.text = text; self.font = font; self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode
    self.alignment = alignment; self.direction = direction; self.language = language
    self.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth; self.minimumScaleFactor = minimumScaleFactor
    self.scale = scale
  }
}

/// The size a label wants for its text, and where its baselines fall.
///
/// ```swift
/// let m = measurer.measure(request, maxWidth: nil)   // one line, natural width
/// m.size.width          // e.g. 61.5 at scale 2
/// m.firstBaseline       // distance from the top of the text block to the first baseline
/// ```
public struct TextMeasurement: Hashable, Sendable {
  /// The intrinsic size in points, rounded up to the pixel grid of the request's scale.
  public var size: Size
  /// From the top of the text block to the baseline of the first line, in points.
  public var firstBaseline: Double
  /// From the top of the text block to the baseline of the last shown line, in points.
  public var lastBaseline: Double
  /// How many lines are shown (after the line limit).
  public var lineCount: Int
  public init(size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int) {
    self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline; self.lineCount = lineCount
  }
}

/// What a label shows once it is laid out in its final bounds: the record users debug truncation with.
///
/// ```swift
/// let fit = measurer.fit(request, in: Size(width: 80, height: 21))
/// if fit.isTruncated { print(fit.visibleText, fit.cutRange!) }   // "A long ti…", 9..<22
/// ```
public struct TextFit: Hashable, Sendable {
  /// Whether any of the text is not shown (ellipsized, lines dropped, or clipped).
  public var isTruncated: Bool
  /// The text as shown, with the ellipsis where Pango put it, lines joined by "\n".
  public var visibleText: String
  /// The cut range in the full text, in Unicode scalars (characters as Swift counts `unicodeScalars`),
  /// or `nil` when nothing was cut. Head truncation cuts at the start, middle in the middle.
  public var cutRange: Range<Int>?
  /// Width of the text on one unbroken line, in points.
  public var naturalWidth: Double
  /// Width available to the text (the label's bounds width), in points.
  public var availableWidth: Double
  public var linesShown: Int
  /// Lines the text needs at the available width with no line limit.
  public var linesNeeded: Int
  /// Glyphs no font in the configuration could draw (shown as boxes, "tofu").
  public var missingGlyphs: Int
  /// The font size actually used (smaller than requested when `adjustsFontSizeToFitWidth` shrank it).
  public var fontSize: Double
  /// Baselines inside the bounds (the text block is vertically centred, as UILabel does), in points from the top.
  public var firstBaseline: Double
  public var lastBaseline: Double

  public init(
    isTruncated: Bool, visibleText: String, cutRange: Range<Int>?, naturalWidth: Double, availableWidth: Double,
    linesShown: Int, linesNeeded: Int, missingGlyphs: Int, fontSize: Double, firstBaseline: Double, lastBaseline: Double
  ) {
    self.isTruncated = isTruncated; self.visibleText = visibleText; self.cutRange = cutRange
    self.naturalWidth = naturalWidth; self.availableWidth = availableWidth; self.linesShown = linesShown
    self.linesNeeded = linesNeeded; self.missingGlyphs = missingGlyphs; self.fontSize = fontSize
    self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
  }
}

/// Measures text for the layout engine; the engine never sees Pango (PlumbGraphics implements this).
///
/// Implementations must be deterministic and safe to call from several threads when the instance is
/// used by one thread at a time (each render thread gets its own measurer).
///
/// ```swift
/// let one = measurer.measure(request, maxWidth: nil)     // single line, natural size
/// let wrapped = measurer.measure(request, maxWidth: 200) // height for width (numberOfLines != 1)
/// let shown = measurer.fit(request, in: frame.size)      // what is drawn in the final bounds
/// ```
public protocol TextMeasuring: AnyObject {
  /// The intrinsic size of the text. `maxWidth` nil: unbroken lines (only hard line breaks);
  /// otherwise lines wrap at `maxWidth` under the request's line limit. Empty text is `(0, 0)`.
  func measure(_ request: TextRequest, maxWidth: Double?) -> TextMeasurement
  /// Lays the text out in `bounds` exactly as it will be drawn and reports what is shown.
  func fit(_ request: TextRequest, in bounds: Size) -> TextFit
  /// Nil when `font` can be drawn as named; otherwise a message naming the font and the fallback used.
  func unknownFont(_ font: FontSpec) -> String?
}

extension TextMeasuring {
  /// Measurers without a font catalogue know every font.
  public func unknownFont(_ font: FontSpec) -> String? { nil }
}

/// Gives the layout engine the size of an image source without the engine reading files.
///
/// ```swift
/// let size = try images.imageSize(source: "flowers.png", scale: 2)   // 300×400 pt
/// ```
public protocol ImageSizing: AnyObject {
  /// The image's size in points (pixels / image scale) for the variant's scale; `name@2x.png`
  /// is preferred at scale 2 when present. Throws when the file is missing or unreadable.
  func imageSize(source: String, scale: Double) throws -> Size
}
