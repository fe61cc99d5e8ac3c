import Foundation
import PlumbSnapshot

/// How snapshot assertions record references (swift-snapshot-testing's configuration), set for a block
/// with `withSnapshotTesting(record:)` or for the process with `SNAPSHOT_TESTING_RECORD` /
/// `PLUMB_RECORD` (`all`, `failed`, `missing`, `never`). Under CI (`CI` set) nothing is ever recorded.
///
/// ```swift
/// withSnapshotTesting(record: .failed) {
///   assertSnapshot(of: card, as: .image(on: .iPhone15Pro))
/// }
/// ```
public struct SnapshotTestingConfiguration: Sendable {
  /// When references are written.
  public struct Record: Equatable, Hashable, Sendable, CustomStringConvertible {
    let mode: RecordMode
    /// Every assertion records (and fails, so a forgotten record cannot pass).
    public static let all = Record(mode: .all)
    /// Mismatching snapshots are re-recorded (and fail).
    public static let failed = Record(mode: .failed)
    /// Only missing references are recorded (and fail); the default outside CI.
    public static let missing = Record(mode: .missing)
    /// Nothing is recorded; a missing reference is a failure. Always the mode under CI.
    public static let never = Record(mode: .never)

    /// `all`, `failed`, `missing` or `never`; `nil` for anything else.
    public init?(rawValue: String) {
      guard let mode = RecordMode(rawValue: rawValue.lowercased()) else { return nil }
      self.mode = mode
    }
    init(mode: RecordMode) { self.mode = mode }
    public var description: String { mode.rawValue }
  }

  /// A command that shows two files side by side, printed in failure messages.
  public struct DiffTool: Sendable, ExpressibleByStringLiteral {
    let command: @Sendable (_ reference: String, _ actual: String) -> String
    public init(_ command: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
      self.command = command
    }
    public init(stringLiteral value: String) { self.command = { "\(value) \"\($0)\" \"\($1)\"" } }
    /// Prints both paths.
    public static let `default` = DiffTool { "@\u{2212}\n\"\($0)\"\n@+\n\"\($1)\"" }
    public static let ksdiff: DiffTool = "ksdiff"
  }

  public var record: Record?
  public var diffTool: DiffTool?

  public init(record: Record? = nil, diffTool: DiffTool? = nil) { self.record = record; self.diffTool = diffTool }

  @TaskLocal public static var current: SnapshotTestingConfiguration?

  /// The environment the record mode is read from (`CI`, `SNAPSHOT_TESTING_RECORD`, `PLUMB_RECORD`): the
  /// process's, unless a test binds another to check recording behaviour while running under CI.
  ///
  /// ```swift
  /// SnapshotTestingConfiguration.$environment.withValue([:]) { assertSnapshot(of: view, as: .image) }
  /// ```
  @TaskLocal public static var environment: [String: String] = ProcessInfo.processInfo.environment

  /// The record mode in effect: the innermost `withSnapshotTesting`, else the environment, else `missing`;
  /// always `never` under CI.
  static func effectiveRecord(_ explicit: Record?, environment: [String: String] = SnapshotTestingConfiguration.environment)
    -> Record
  {
    if RecordMode.isCI(environment) { return .never }
    if let explicit { return explicit }
    if let record = current?.record { return record }
    if let value = environment["SNAPSHOT_TESTING_RECORD"] ?? environment["PLUMB_RECORD"], let record = Record(rawValue: value) {
      return record
    }
    return .missing
  }
}

/// Runs `operation` with snapshot settings (record mode, diff tool) in effect for the assertions inside.
///
/// ```swift
/// withSnapshotTesting(record: .all) { assertSnapshot(of: card, as: .image) }   // re-record, and fail
/// ```
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  operation: () throws -> R
) rethrows -> R {
  let outer = SnapshotTestingConfiguration.current
  let configuration = SnapshotTestingConfiguration(record: record ?? outer?.record, diffTool: diffTool ?? outer?.diffTool)
  return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// The async form of `withSnapshotTesting`.
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  operation: () async throws -> R
) async rethrows -> R {
  let outer = SnapshotTestingConfiguration.current
  let configuration = SnapshotTestingConfiguration(record: record ?? outer?.record, diffTool: diffTool ?? outer?.diffTool)
  return try await SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}
