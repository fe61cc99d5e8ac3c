import Foundation

/// How a snapshot run behaves: where references and artifacts go, when to record, how tolerant to be,
/// how many threads to use, and which shard of the suite to run.
///
/// ```swift
/// var config = SnapshotConfiguration(references: ReferenceStore(root: URL(fileURLWithPath: "Snapshots")),
///                                    artifacts: URL(fileURLWithPath: ".plumb/last-run"), codec: codec)
/// config.record = .never
/// config.jobs = 2
/// ```
public struct SnapshotConfiguration: Sendable {
  public var references: ReferenceStore
  /// The folder for the last run's actual outputs, diffs and the HTML report (emptied at the start of a run).
  public var artifacts: URL
  public var record: RecordMode
  public var tolerance: Tolerance
  /// Threads that render and compare at once.
  public var jobs: Int
  /// Threads that encode recordings while the render threads go on (`nil`: the cores `jobs` leaves
  /// spare, at most one per job; `0`: encode on the render thread).
  public var writerThreads: Int?
  /// Run only the variants of shard `index` of `count` (1-based), for splitting a suite across machines.
  public var shard: Shard?
  /// The current environment; compared with the stored one before any verdict.
  public var environment: EnvironmentFingerprint?
  public var codec: any PNGCoding
  /// When set, the run also leaves a shard blob there (`blob.json` and the failures' artifacts) for
  /// `plumb snapshot --merge`.
  public var blob: URL?
  /// Fail every variant in which `plumb check --strict` finds a problem (conflict, ambiguity, unintended
  /// truncation, missing glyphs, zero or negative size, overlap, outside its superview, warnings), with the
  /// check's text in the failure message; such a variant is never recorded.
  public var strict = false
  /// How failure messages tell the user to accept new pictures and where the HTML report is.
  public var hint = AcceptHint.commandLine

  public init(
    references: ReferenceStore, artifacts: URL, codec: any PNGCoding, record: RecordMode = .missing,
    tolerance: Tolerance = .standard, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    shard: Shard? = nil, environment: EnvironmentFingerprint? = nil
  ) {
    self.references = references; self.artifacts = artifacts; self.codec = codec; self.record = record
    self.tolerance = tolerance; self.jobs = max(1, jobs); self.shard = shard; self.environment = environment
  }
}

/// Who reads a failure message, and so what it suggests for accepting the new outputs.
///
/// ```swift
/// config.hint = .swiftTest(artifacts: config.artifacts)   // "record: run the test again with PLUMB_RECORD=failed …"
/// ```
public enum AcceptHint: Sendable, Hashable {
  /// `plumb snapshot` users: `plumb snapshot --accept 'scene/variant'`.
  case commandLine
  /// Swift-test users: `PLUMB_RECORD`, `SnapshotOptions.record`, and the HTML report in `artifacts`.
  case swiftTest(artifacts: URL)
}
