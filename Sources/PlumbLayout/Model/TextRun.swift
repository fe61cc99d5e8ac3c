extension Layout {
  /// One run of a label's attributed text as a scene writes it: its text and the
  /// `NSAttributedString.Key` attributes it sets (nil: the label's own font and colour).
  ///
  /// ```swift
  /// let runs = [
  ///   Layout.TextRun(text: "Bold", font: .fixed(FontSpec(size: 17, weight: .bold))),
  ///   Layout.TextRun(text: " and red", foregroundColor: Color(parsing: "systemRed"), underlineStyle: .single),
  /// ]
  /// ```
  public struct TextRun: Sendable, Hashable {
    /// The run's text, or `"@key"` for a string from the scene's `strings` table.
    public var text: String
    public var font: FontChoice?
    public var foregroundColor: Color?
    public var backgroundColor: Color?
    /// Extra points after each character (`NSAttributedString.Key.kern`).
    public var kern: Double
    public var underlineStyle: UnderlineStyle?
    public var strikethroughStyle: UnderlineStyle?
    /// Points the baseline is raised (`NSAttributedString.Key.baselineOffset`).
    public var baselineOffset: Double

    public init(
      text: String, font: FontChoice? = nil, foregroundColor: Color? = nil, backgroundColor: Color? = nil,
      kern: Double = 0, underlineStyle: UnderlineStyle? = nil, strikethroughStyle: UnderlineStyle? = nil,
      baselineOffset: Double = 0
    ) {
      self.text = text; self.font = font; self.foregroundColor = foregroundColor; self.backgroundColor = backgroundColor
      self.kern = kern; self.underlineStyle = underlineStyle; self.strikethroughStyle = strikethroughStyle
      self.baselineOffset = baselineOffset
    }

    /// The run for a request: its byte count in `resolvedText` and its font at `category`. Colours stay
    /// as written (dynamic ones are resolved with the result, as the label's text colour is).
    ///
    /// ```swift
    /// Layout.TextRun(text: "@bold", font: .style(.body)).resolved(text: "Bold", category: .ax3).font?.size   // 40
    /// ```
    public func resolved(text resolvedText: String, category: ContentSizeCategory) -> AttributedRun {
      AttributedRun(
        byteCount: resolvedText.utf8.count, font: font?.resolved(for: category), foregroundColor: foregroundColor,
        backgroundColor: backgroundColor, kern: kern, underlineStyle: underlineStyle,
        strikethroughStyle: strikethroughStyle, baselineOffset: baselineOffset)
    }
  }
}

extension Layout.Label {
  /// A label with attributed text: `text` is the runs' texts joined.
  ///
  /// ```swift
  /// let price = Layout.Label(
  ///   runs: [Layout.TextRun(text: "Now "), Layout.TextRun(text: "$12", foregroundColor: Color(parsing: "systemRed"), underlineStyle: .single)],
  ///   numberOfLines: 0)
  /// ```
  public init(
    runs: [Layout.TextRun], font: Layout.FontChoice = .style(.body), textColor: Color = .label,
    numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail, paragraphStyle: ParagraphStyle? = nil
  ) {
    self.init(text: runs.map(\.text).joined(), font: font, textColor: textColor, numberOfLines: numberOfLines,
              lineBreakMode: lineBreakMode)
    self.runs = runs
    self.paragraphStyle = paragraphStyle
  }
}
