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
    layoutDiff: TextDiff?, views: [String], artifacts: [String]
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
    lines.append("  accept: plumb snapshot --accept '\(scene)/\(variant)'")
    return lines.joined(separator: "\n")
  }
}
