import Foundation
import PlumbSnapshot

/// What a failing assertion leaves a person to act on, beside the message: the layout of a UIKit picture
/// kept next to its reference (`__Snapshots__/<TestFile>/.plumb-layout/<name>.txt`) so a mismatch can say
/// which views moved, resized or changed truncation; the expected picture copied beside the new one and
/// the difference; one HTML page per run (`<artifacts>/plumb-report.html`) and one accept script
/// (`<artifacts>/accept.sh`) that copies every new snapshot of the run over its reference.
///
/// ```swift
/// // after a failing run:
/// // open "$TMPDIR/plumb-report.html"      (expected | actual | difference, and the layout diff)
/// // sh "$TMPDIR/accept.sh"                (accept every new snapshot of the run)
/// ```
@preconcurrency @MainActor
enum FailureReport {
  /// The layout text of the last UIKit picture taken (set by the image strategies, taken by the assertion).
  static var lastLayout: String?
  /// Whether this run has started its report and accept script (they are rewritten by the first failure).
  private static var started = false

  /// The kept layout text for `reference`.
  static func layoutFile(for reference: URL) -> URL {
    reference.deletingLastPathComponent().appendingPathComponent(".plumb-layout")
      .appendingPathComponent(reference.deletingPathExtension().lastPathComponent + ".txt")
  }

  /// Keeps `layout` beside a reference just written.
  static func keep(layout: String?, for reference: URL) {
    guard let layout else { return }
    let file = layoutFile(for: reference)
    try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? AtomicFile.write(layout, to: file)
  }

  /// The changed lines of the layout (moved or resized views, changed truncation), at most `limit`, or
  /// `nil` when no layout was kept or nothing changed.
  static func layoutChanges(reference: URL, actual: String?, limit: Int = 12) -> String? {
    guard let actual, let expected = try? String(contentsOf: layoutFile(for: reference), encoding: .utf8) else {
      return nil
    }
    let diff = TextDiff(expected: expected, actual: actual)
    guard diff.hasChanges else { return nil }
    let lines = diff.unified(context: 0).split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
    let shown = lines.prefix(limit).joined(separator: "\n")
    return "Layout changes (- reference, + now):\n" + shown
      + (lines.count > limit ? "\n… \(lines.count - limit) more lines" : "")
  }

  /// Copies the expected picture beside the failed one, adds the failure to the run's HTML page and its
  /// accept command to the run's accept script; returns the lines for the message.
  static func record(
    test: String, reference: URL, failed: URL, difference: URL?, layoutChanges: String?, message: String
  ) -> String {
    let folder = SnapshotNaming.artifactsFolder()
    let expected = failed.deletingPathExtension().appendingPathExtension("expected." + reference.pathExtension)
    try? FileManager.default.removeItem(at: expected)
    try? FileManager.default.copyItem(at: reference, to: expected)
    let report = folder.appendingPathComponent("plumb-report.html")
    let accept = folder.appendingPathComponent("accept.sh")
    if !started {
      started = true
      try? AtomicFile.write(
        "<!doctype html><meta charset=\"utf-8\"><title>Snapshot failures</title><style>body{font:14px system-ui}"
          + "img{max-width:32%;border:1px solid #ccc;margin-right:1%}pre{background:#f4f4f4;padding:8px}</style>"
          + "<h1>Snapshot failures</h1>\n", to: report)
      try? AtomicFile.write("#!/bin/sh\n# Accepts every new snapshot of the last run as its reference.\nset -e\n", to: accept)
    }
    let pictures = [expected, failed] + (difference.map { [$0] } ?? [])
    let section = "<section><h2>\(HTMLReport.escape(test))</h2><p>\(HTMLReport.escape(reference.path))</p>"
      + (reference.pathExtension == "png"
        ? "<p>" + pictures.map { "<img src=\"file://\(HTMLReport.escape($0.path))\">" }.joined() + "</p>" : "")
      + "<pre>\(HTMLReport.escape(layoutChanges ?? message))</pre></section>\n"
    append(section, to: report)
    append("cp \(quoted(failed.path)) \(quoted(reference.path))\n", to: accept)
    return "Report: \(report.path)\nAccept every new snapshot of this run: sh \(quoted(accept.path))"
  }

  private static func append(_ text: String, to file: URL) {
    guard let handle = try? FileHandle(forWritingTo: file) else { return }
    defer { try? handle.close() }
    _ = try? handle.seekToEnd()
    try? handle.write(contentsOf: Data(text.utf8))
  }

  private static func quoted(_ path: String) -> String { "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
