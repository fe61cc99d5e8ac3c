/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
///
/// ```swift
/// Color.label.resolved(style: .dark, contrast: .normal)   // white
/// ```
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
  case light, dark
}

/// Normal or increased contrast (UIKit's `UIAccessibilityContrast`, Settings › Accessibility › Increase Contrast).
///
/// ```swift
/// Color.systemBlue.resolved(style: .light, contrast: .high)   // #0040DD
/// ```
public enum AccessibilityContrast: String, Hashable, Sendable, CaseIterable {
  case normal, high
}
