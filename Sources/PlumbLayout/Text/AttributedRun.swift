/// One run of a label's attributed text as it is measured and drawn: how many UTF-8 bytes of the
/// request's `text` it covers (runs follow each other from the start) and its resolved attributes.
/// `nil` attributes take the label's (its font and text colour).
///
/// ```swift
/// let bold = AttributedRun(byteCount: 4, font: FontSpec(size: 17, weight: .bold))
/// let red = AttributedRun(byteCount: 5, foregroundColor: Color(hex: "#FF0000")!, underlineStyle: .single)
/// ```
public struct AttributedRun: Hashable, Sendable {
  /// UTF-8 bytes of the text this run covers.
  public var byteCount: Int
  /// The run's font at the variant's type size; nil: the label's font.
  public var font: FontSpec?
  /// The run's colour (dynamic until the result resolves it for the appearance); nil: the label's text colour.
  public var foregroundColor: Color?
  public var backgroundColor: Color?
  /// Extra space after each character, in points (NSAttributedString's `kern`); added to San Francisco's tracking.
  public var kern: Double
  public var underlineStyle: UnderlineStyle?
  public var strikethroughStyle: UnderlineStyle?
  /// Points the run's baseline is raised (negative: lowered).
  public var baselineOffset: Double

  public init(
    byteCount: Int, font: FontSpec? = nil, foregroundColor: Color? = nil, backgroundColor: Color? = nil,
    kern: Double = 0, underlineStyle: UnderlineStyle? = nil, strikethroughStyle: UnderlineStyle? = nil,
    baselineOffset: Double = 0
  ) {
    self.byteCount = byteCount; self.font = font; self.foregroundColor = foregroundColor
    self.backgroundColor = backgroundColor; self.kern = kern; self.underlineStyle = underlineStyle
    self.strikethroughStyle = strikethroughStyle; self.baselineOffset = baselineOffset
  }
}

extension TextRequest {
  /// The request with its runs' dynamic colours resolved for an appearance (what is drawn).
  ///
  /// ```swift
  /// request.resolvingColors(style: .dark, contrast: .normal).runs[0].foregroundColor   // systemRed's dark value
  /// ```
  public func resolvingColors(style: UserInterfaceStyle, contrast: AccessibilityContrast) -> TextRequest {
    guard runs.contains(where: { $0.foregroundColor?.isDynamic == true || $0.backgroundColor?.isDynamic == true }) else {
      return self
    }
    var copy = self
    for index in copy.runs.indices {
      copy.runs[index].foregroundColor = runs[index].foregroundColor?.resolved(style: style, contrast: contrast)
      copy.runs[index].backgroundColor = runs[index].backgroundColor?.resolved(style: style, contrast: contrast)
    }
    return copy
  }
}
