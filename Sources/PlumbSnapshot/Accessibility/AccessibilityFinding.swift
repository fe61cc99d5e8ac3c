import PlumbLayout

/// One accessibility problem of a screen: which view (id, kind, text), what is wrong, and how to fix it.
///
/// ```swift
/// finding.description
/// // "close (button): touch target 24 × 24 pt is smaller than 44 × 44 pt. Fix: make it at least 44 × 44 pt …"
/// ```
public struct AccessibilityFinding: Sendable, Hashable, CustomStringConvertible {
  /// The kinds of findings, as the JSON report spells them.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A control smaller than 44 × 44 points (Apple's Human Interface Guidelines).
    case smallTouchTarget
    /// A view that shows text VoiceOver cannot reach.
    case hiddenText
    /// An image VoiceOver stops on (or an image-only button) with nothing to read.
    case imageWithoutLabel
    /// Text below WCAG 2.2 AA contrast against the colour drawn behind it, in some appearance.
    case lowContrast
    /// Text cut (truncated, or clipped by a superview) at an accessibility type size.
    case truncatedAtAccessibilitySize
  }

  public var kind: Kind
  public var view: String
  public var viewKind: String
  /// The view's text, when it shows one.
  public var text: String?
  public var message: String
  public var fix: String
  /// For `lowContrast`: the appearances it fails in (`light`, `dark`, `light-hc`, `dark-hc`).
  public var appearances: [String] = []
  /// For `lowContrast`: the worst ratio; for touch targets and cut text, `nil`.
  public var ratio: Double?

  public var description: String {
    let quoted = text.map { " \"\($0.count > 40 ? String($0.prefix(39)) + "…" : $0)\"" } ?? ""
    return "\(view) (\(viewKind))\(quoted): \(message). Fix: \(fix)"
  }
}
