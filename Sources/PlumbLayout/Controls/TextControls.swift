extension Layout {
  /// A one-line text field (`UITextField`).
  ///
  /// Height: `roundedRect` max(34, line + 13) (34 at 17 pt), `line`/`bezel` line + 13 (30 at 14 pt),
  /// `none` line + 1, the line height rounded up. Width: the text (or placeholder) plus the border's padding.
  ///
  /// ```swift
  /// let email = Layout.TextField(placeholder: "Email", borderStyle: .roundedRect)
  /// ```
  public struct TextField: Sendable, Hashable {
    public var text: String
    /// Drawn in `placeholderText` when `text` is empty.
    public var placeholder: String?
    public var borderStyle: TextBorderStyle
    /// Default system 17 (a text style scales with Dynamic Type).
    public var font: FontChoice
    public var textColor: Color
    public var textAlignment: TextAlignment
    public var clearButtonMode: TextFieldViewMode
    public var isEnabled: Bool

    public init(
      text: String = "", placeholder: String? = nil, borderStyle: TextBorderStyle = .none,
      font: FontChoice = .fixed(FontSpec(size: 17)), textColor: Color = .label, textAlignment: TextAlignment = .natural,
      clearButtonMode: TextFieldViewMode = .never, isEnabled: Bool = true
    ) {
      self.text = text; self.placeholder = placeholder; self.borderStyle = borderStyle; self.font = font
      self.textColor = textColor; self.textAlignment = textAlignment; self.clearButtonMode = clearButtonMode
      self.isEnabled = isEnabled
    }

    /// What is shown: the text, or the placeholder when the text is empty.
    public var shownText: String { text.isEmpty ? (placeholder ?? "") : text }

    /// Whether the clear button shows in a still picture (not editing): `always`, or `unlessEditing` with text.
    public var showsClearButton: Bool {
      clearButtonMode == .always || (clearButtonMode == .unlessEditing && !text.isEmpty)
    }
  }

  /// `UITextField.BorderStyle`.
  public enum TextBorderStyle: String, Sendable, Hashable, CaseIterable {
    case none, line, bezel, roundedRect
  }

  /// `UITextField.ViewMode` (when the clear button shows).
  public enum TextFieldViewMode: String, Sendable, Hashable, CaseIterable {
    case never, whileEditing, unlessEditing, always
  }

  /// A text view (`UITextView`). Scrolling (UIKit's default) it has no intrinsic size, like a scroll view;
  /// with `isScrollEnabled: false` it sizes itself from its text wrapped at its width, inside
  /// `textContainerInset` (8, 0, 8, 0) and 5-point line-fragment padding on each side.
  ///
  /// ```swift
  /// let notes = Layout.TextView(text: "Long notes…", font: .style(.body), isScrollEnabled: false)
  /// ```
  public struct TextView: Sendable, Hashable {
    public var text: String
    /// Attributed text (`attributedText`): when given, `text` is the runs' texts joined.
    public var runs: [TextRun]?
    /// Default system 14 (Interface Builder's; a text style scales with Dynamic Type).
    public var font: FontChoice
    public var textColor: Color
    public var textAlignment: TextAlignment
    public var textContainerInset: Insets
    /// `NSTextContainer.lineFragmentPadding`.
    public var lineFragmentPadding: Double
    /// Whether the text scrolls (UIKit's default): then the view has no intrinsic size.
    public var isScrollEnabled: Bool

    public init(
      text: String = "", font: FontChoice = .fixed(FontSpec(size: 14)), textColor: Color = .label,
      textAlignment: TextAlignment = .natural, textContainerInset: Insets = Insets(top: 8, left: 0, bottom: 8, right: 0),
      lineFragmentPadding: Double = 5, isScrollEnabled: Bool = true
    ) {
      self.text = text; self.font = font; self.textColor = textColor; self.textAlignment = textAlignment
      self.textContainerInset = textContainerInset; self.lineFragmentPadding = lineFragmentPadding
      self.isScrollEnabled = isScrollEnabled
    }
  }
}
