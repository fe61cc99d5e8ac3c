/// How a run of text is underlined or struck through: UIKit's `NSUnderlineStyle` line styles.
///
/// ```swift
/// let style = UnderlineStyle(rawValue: "double")!   // NSUnderlineStyle.double
/// ```
///
/// Pango 1.50 draws `single` and `double` underlines and a single strikethrough; Plumb adds the second
/// half of a `thick` line (twice the font's line thickness) and the second line of a `double` strikethrough.
public enum UnderlineStyle: String, CaseIterable, Hashable, Sendable {
  case single, thick, double
}
