import PlumbLayout

/// One stop of VoiceOver on a laid-out screen: the view, where it is, and what VoiceOver reads there —
/// the label, value, traits and hint, UIKit's defaults filled in for the view's kind.
///
/// ```swift
/// let elements = VoiceOverElement.readingOrder(result, scene: scene)
/// elements[0].spokenText   // "Follow. Button."
/// ```
public struct VoiceOverElement: Sendable, Hashable {
  /// The view's id (a stepper's two buttons are `stepper#decrement` and `stepper#increment`).
  public var view: String
  /// The view's kind (`label`, `button`, `switch`, …).
  public var kind: String
  /// Where VoiceOver draws its cursor, in root coordinates.
  public var frame: Rect
  public var label: String?
  public var value: String?
  public var hint: String?
  public var traits: Layout.AccessibilityTraits
  /// What VoiceOver says after the label and value for the kind of element (`Button`, `Text field`, `Switch button`).
  public var role: String?

  /// What VoiceOver speaks, as AccessibilitySnapshot prints it: label, value and role, each ended by a
  /// full stop (`"Wi-Fi. On. Switch button."`).
  public var spokenText: String {
    var parts = [label, value].compactMap { $0 }.filter { !$0.isEmpty }
    var roles: [String] = []
    if traits.contains(.selected) { roles.append("Selected") }
    if let role { roles.append(role) }
    if traits.contains(.header) && role != "Heading" { roles.append("Heading") }
    if traits.contains(.notEnabled) { roles.append("Dimmed") }
    parts += roles
    return parts.isEmpty ? "(nothing)" : parts.map { $0.hasSuffix(".") ? $0 : $0 + "." }.joined(separator: " ")
  }
}
