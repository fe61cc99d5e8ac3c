/// How a label breaks and truncates text: UIKit's six `NSLineBreakMode`s.
///
/// ```swift
/// let mode = LineBreakMode(rawValue: "byTruncatingMiddle")!   // "ab…yz"
/// mode.truncates   // true
/// ```
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
  /// Whether the mode puts an ellipsis into the last visible line.
  public var truncates: Bool {
    self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
  }
}

/// Horizontal placement of text in a label; `natural` follows the label's layout direction.
///
/// ```swift
/// TextAlignment.natural.resolved(for: .rightToLeft)   // .right
/// ```
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
  case natural, left, center, right, justified
  /// `natural` becomes `left` or `right`; the others stay as they are.
  public func resolved(for direction: LayoutDirection) -> TextAlignment {
    guard self == .natural else { return self }
    return direction == .leftToRight ? .left : .right
  }
}
