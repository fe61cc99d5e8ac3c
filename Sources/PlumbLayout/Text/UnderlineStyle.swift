/// How a run of text is underlined or struck through: UIKit's `NSUnderlineStyle` line styles.
///
/// ```swift
/// let style = UnderlineStyle(rawValue: "double")!   // NSUnderlineStyle.double
/// ```
///
/// Pango 1.50 draws `single` and `double` underlines as UIKit does. It has no thick line: `thick` is
/// drawn as `single`, and a strikethrough is always one line.
public enum UnderlineStyle: String, CaseIterable, Hashable, Sendable {
  case single, thick, double
}
