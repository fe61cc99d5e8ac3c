import Foundation
import PlumbLayout

/// JUnit XML for CI systems (GitLab, Jenkins, Buildkite, GitHub test reporters): one `<testsuite>`
/// per scene, one `<testcase>` per variant; a mismatch or missing reference is a `<failure>`, a scene
/// that cannot be rendered an `<error>`, with the full message as text and the artifact paths in
/// `<system-out>` (as `[[ATTACHMENT|path]]`, which Jenkins and GitLab show as attachments). Valid
/// against the Jenkins/Ant JUnit schema (`Tests/Fixtures/junit/jenkins-junit.xsd`).
///
/// ```swift
/// try JUnitReport.write(summary: summary, to: URL(fileURLWithPath: "junit.xml"))
/// ```
public enum JUnitReport {
  public static func write(summary: RunSummary, to url: URL) throws {
    try AtomicFile.write(render(summary), to: url)
  }

  /// The XML text.
  public static func render(_ summary: RunSummary) -> String {
    var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
    lines.append("<testsuites name=\"plumb snapshot\" tests=\"\(summary.outcomes.count)\" failures=\"\(summary.failed + summary.missing)\" "
      + "errors=\"\(summary.errors)\" time=\"\(seconds(summary.seconds))\">")
    var index = 0
    let outcomes = summary.outcomes
    while index < outcomes.count {
      var end = index
      while end < outcomes.count && outcomes[end].scene == outcomes[index].scene { end += 1 }
      let group = outcomes[index..<end]
      let failures = group.filter { if case .failed = $0.verdict { return true }; if case .missing = $0.verdict { return true }; return false }.count
      let errors = group.filter { if case .error = $0.verdict { return true }; return false }.count
      lines.append("  <testsuite name=\"\(escape(outcomes[index].scene))\" tests=\"\(group.count)\" failures=\"\(failures)\" "
        + "errors=\"\(errors)\" skipped=\"0\" time=\"\(seconds(group.map(\.seconds).reduce(0, +)))\">")
      for outcome in group { lines += testcase(outcome) }
      lines.append("  </testsuite>")
      index = end
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func testcase(_ outcome: VariantOutcome) -> [String] {
    let open = "    <testcase name=\"\(escape(outcome.variant))\" classname=\"\(escape(outcome.scene))\" time=\"\(seconds(outcome.seconds))\""
    switch outcome.verdict {
    case .matched:
      return [open + "/>"]
    case .recorded(let reason):
      return [open + ">", "      <system-out>\(escape("recorded (\(reason))"))</system-out>", "    </testcase>"]
    case .failed(let failure):
      let summaryLine = failure.message.split(separator: "\n").dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "mismatch"
      var result = [open + ">", "      <failure type=\"mismatch\" message=\"\(escape(summaryLine))\">\(escape(failure.message))</failure>"]
      if !failure.artifacts.isEmpty {
        result.append("      <system-out>\(escape(failure.artifacts.map { "[[ATTACHMENT|\($0)]]" }.joined(separator: "\n")))</system-out>")
      }
      return result + ["    </testcase>"]
    case .missing(let reference):
      return [open + ">", "      <failure type=\"missing\" message=\"no reference\">\(escape("no reference \(reference)"))</failure>",
              "    </testcase>"]
    case .error(let message):
      let first = message.split(separator: "\n").first.map(String.init) ?? "error"
      return [open + ">", "      <error type=\"render\" message=\"\(escape(first))\">\(escape(message))</error>", "    </testcase>"]
    }
  }

  /// Seconds with three decimals (`0.012`).
  static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

  /// Text for XML attributes and content: markup escaped, characters XML 1.0 forbids replaced by U+FFFD.
  static func escape(_ text: String) -> String { Escaping.markup(text, for: .xml) }
}
