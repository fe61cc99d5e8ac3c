import PlumbLayout

/// The text form of an accessibility audit (`plumb check --accessibility`): VoiceOver's reading order with
/// what it says, then the findings by kind, each naming the view and the fix.
///
/// ```text
/// ACCESSIBILITY — VoiceOver reads 4 elements, in this order
///   1. title (label): Settings. Heading.
///   2. wifi (switch): Off. Switch button.
///
/// ACCESSIBILITY FINDINGS — 1
///   small touch target · close (button): touch target 24 × 24 pt is smaller than 44 × 44 pt. Fix: …
/// ```
///
/// ```swift
/// console.out(AccessibilityTextReport.render(audit))
/// ```
public enum AccessibilityTextReport {
  public static func render(_ audit: AccessibilityAudit) -> String {
    var lines = ["ACCESSIBILITY — VoiceOver reads \(audit.elements.count) element\(audit.elements.count == 1 ? "" : "s"), in this order"]
    for (index, element) in audit.elements.enumerated() {
      var line = "  \(index + 1). \(element.view) (\(element.kind)): \(element.spokenText)"
      if let hint = element.hint, !hint.isEmpty { line += " Hint: \(hint)" }
      lines.append(line)
    }
    lines.append("")
    if audit.findings.isEmpty {
      lines.append("ACCESSIBILITY FINDINGS — none")
    } else {
      lines.append("ACCESSIBILITY FINDINGS — \(audit.findings.count)")
      lines += audit.findings.map { "  \(title($0.kind)) · \($0.description)" }
    }
    return lines.joined(separator: "\n")
  }

  /// The kind in words.
  public static func title(_ kind: AccessibilityFinding.Kind) -> String {
    switch kind {
    case .smallTouchTarget: return "small touch target"
    case .hiddenText: return "text hidden from VoiceOver"
    case .imageWithoutLabel: return "image without a label"
    case .lowContrast: return "low contrast"
    case .truncatedAtAccessibilitySize: return "cut at accessibility sizes"
    }
  }
}
