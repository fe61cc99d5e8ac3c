/// A label's paragraph style: `NSParagraphStyle`'s spacing, line height and indent properties, in points.
///
/// Semantics as TextKit lays out a label's `attributedText`:
/// - every line's height is its font's line height (the tallest run of the line) times
///   `lineHeightMultiple` (when not 0), then at least `minimumLineHeight` and at most `maximumLineHeight`
///   (when not 0); the extra (or missing) height is above the text, the baseline keeps its descent;
/// - `lineSpacing` is added between lines (not after the last);
/// - `paragraphSpacing` after each paragraph and `paragraphSpacingBefore` before each paragraph but the
///   first (paragraphs are separated by hard line breaks, `\n`);
/// - `firstLineHeadIndent` indents each paragraph's first line, `headIndent` the other lines; the lines
///   are narrower by the indent;
/// - `alignment` and `lineBreakMode`, when given, replace the label's `textAlignment` and `lineBreakMode`.
///
/// ```swift
/// var style = ParagraphStyle()
/// style.lineSpacing = 4
/// style.firstLineHeadIndent = 20
/// ```
public struct ParagraphStyle: Hashable, Sendable {
  public var lineSpacing: Double = 0
  /// 0 means the font's own line height (NSParagraphStyle's default).
  public var lineHeightMultiple: Double = 0
  public var minimumLineHeight: Double = 0
  /// 0 means no maximum.
  public var maximumLineHeight: Double = 0
  public var paragraphSpacing: Double = 0
  public var paragraphSpacingBefore: Double = 0
  public var firstLineHeadIndent: Double = 0
  public var headIndent: Double = 0
  public var alignment: TextAlignment?
  public var lineBreakMode: LineBreakMode?

  /// The default paragraph style (`NSParagraphStyle.default`): no spacing, no indent.
  public init() {}

  /// Whether the style changes how lines are stacked (any spacing or line-height property set).
  public var changesLineStacking: Bool {
    lineSpacing != 0 || lineHeightMultiple != 0 || minimumLineHeight != 0 || maximumLineHeight != 0
      || paragraphSpacing != 0 || paragraphSpacingBefore != 0
  }

  /// The height of a line whose font line height is `natural`: times `lineHeightMultiple`, then clamped.
  ///
  /// ```swift
  /// var style = ParagraphStyle(); style.lineHeightMultiple = 1.5; style.maximumLineHeight = 28
  /// style.lineHeight(natural: 20.287)   // 28 (30.43 clamped)
  /// ```
  public func lineHeight(natural: Double) -> Double {
    var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
    if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
    return max(height, minimumLineHeight)
  }
}
