import Foundation

/// The result of a whole snapshot run (or of merged shard blobs).
///
/// ```swift
/// let summary = SnapshotRunner(configuration: config).run(scenes)
/// summary.exitCode   // 0 all matched or recorded, 1 mismatches or missing, 65 a scene failed to render
/// print(summary.table)
/// ```
public struct RunSummary: Sendable {
  /// Every variant's outcome, in scene order then variant order.
  public var outcomes: [VariantOutcome]
  /// How the environment differs from the stored fingerprint (empty when unchanged or none stored).
  public var environmentChanges: [String]
  public var sceneCount: Int
  public var seconds: Double
  /// References written by this run (relative to the references root).
  public var written: [String]

  public init(outcomes: [VariantOutcome], environmentChanges: [String], sceneCount: Int, seconds: Double, written: [String]) {
    self.outcomes = outcomes; self.environmentChanges = environmentChanges; self.sceneCount = sceneCount
    self.seconds = seconds; self.written = written
  }

  public var matched: Int { outcomes.filter { if case .matched = $0.verdict { return true }; return false }.count }
  public var recorded: Int { outcomes.filter { if case .recorded = $0.verdict { return true }; return false }.count }
  public var failed: Int { outcomes.filter { if case .failed = $0.verdict { return true }; return false }.count }
  public var missing: Int { outcomes.filter { if case .missing = $0.verdict { return true }; return false }.count }
  public var errors: Int { outcomes.filter { if case .error = $0.verdict { return true }; return false }.count }

  /// 0 when everything matched or was recorded, 65 when a variant could not be rendered, else 1.
  public var exitCode: Int32 {
    if errors > 0 { return 65 }
    return failed + missing > 0 ? 1 : 0
  }

  /// The closing table: scenes, variants, matched, failed, missing, recorded, errors, time.
  public var table: String {
    let headers = ["scenes", "variants", "matched", "failed", "missing", "recorded", "errors", "time"]
    let values = [String(sceneCount), String(outcomes.count), String(matched), String(failed), String(missing),
                  String(recorded), String(errors), String(format: "%.2fs", seconds)]
    let widths = zip(headers, values).map { max($0.count, $1.count) }
    func row(_ cells: [String]) -> String {
      zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
    }
    return row(headers) + "\n" + row(values)
  }
}
