/// Writes the message of a failed variant: what differs, by how much, under which tolerances, where,
/// in which views, and where the artifacts are.
///
/// ```swift
/// let text = FailureMessage.make(scene: "card", variant: "w375-…", comparison: c, layoutDiff: nil,
///                                views: ["title"], artifacts: ["…/diff.png"])
/// ```
enum FailureMessage {
  static func make(
    scene: String, variant: String, comparison: ImageComparison?, expectedSize: (Int, Int)?, actualSize: (Int, Int),
    layoutDiff: TextDiff?, views: [String], artifacts: [String], hint: AcceptHint = .commandLine
  ) -> String {
    var lines = ["\(scene)/\(variant):"]
    if let comparison {
      if comparison.sizeMismatch, let expectedSize {
        lines.append("  size changed: reference \(expectedSize.0)×\(expectedSize.1) px, actual \(actualSize.0)×\(actualSize.1) px")
      }
      if !comparison.matches {
        var line = "  \(comparison.differingPixels) of \(comparison.comparedPixels) pixels differ (\(comparison.tolerance.summary))"
        if comparison.antialiasedPixels > 0 { line += "; \(comparison.antialiasedPixels) anti-aliasing pixels ignored" }
        lines.append(line)
        if let region = comparison.largestRegion {
          var where_ = "  largest region: \(region)"
          where_ += views.isEmpty ? ", in no view (the background)" : ", in views: \(views.joined(separator: ", "))"
          lines.append(where_)
        }
      } else {
        lines.append("  pixels match (\(comparison.tolerance.summary))")
      }
    }
    if let layoutDiff, layoutDiff.hasChanges {
      lines.append("  layout changed:")
      lines += layoutDiff.unified(context: 0).split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
    }
    if !artifacts.isEmpty { lines.append("  artifacts: \(artifacts.joined(separator: ", "))") }
    lines += acceptLines(scene: scene, variant: variant, hint: hint)
    return lines.joined(separator: "\n")
  }

  /// A variant that `plumb check --strict` finds problems in: the check's text, indented, then the way out.
  static func strict(scene: String, variant: String, report: String, artifacts: [String], hint: AcceptHint) -> String {
    var lines = ["\(scene)/\(variant): strict: plumb check --strict finds problems in this variant (not recorded)"]
    lines += report.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
    lines.append("  fix the layout, or declare what is meant: truncationIntended: true on a label, overlapIntended: true on a view")
    if !artifacts.isEmpty { lines.append("  artifacts: \(artifacts.joined(separator: ", "))") }
    if case .swiftTest(let folder) = hint { lines.append("  report: \(folder.appendingPathComponent("index.html").path)") }
    return lines.joined(separator: "\n")
  }

  /// How to take the actual outputs as the new references, for the reader of the message.
  static func acceptLines(scene: String, variant: String, hint: AcceptHint) -> [String] {
    switch hint {
    case .commandLine:
      return ["  accept: plumb snapshot --accept '\(scene)/\(variant)'"]
    case .swiftTest(let folder):
      return [
        "  report: \(folder.appendingPathComponent("index.html").path) (expected, actual and diff side by side)",
        "  accept: run the test again with PLUMB_RECORD=failed in its environment (PLUMB_RECORD=all re-records "
          + "every variant), or pass SnapshotOptions(record: .failed); under CI nothing is recorded",
      ]
    }
  }
}
