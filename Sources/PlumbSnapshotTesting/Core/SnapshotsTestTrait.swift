#if canImport(Testing)
import Testing

/// swift-snapshot-testing's Swift Testing trait: the record mode and diff tool for every assertion of a
/// test or suite (a `withSnapshotTesting` around each test).
///
/// ```swift
/// @Suite(.snapshots(record: .failed, diffTool: .ksdiff))
/// struct CardTests {
///   @Test @MainActor func card() { assertSnapshot(of: CardView(), as: .image) }
/// }
/// ```
public struct _SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
  public let configuration: SnapshotTestingConfiguration
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withSnapshotTesting(record: configuration.record, diffTool: configuration.diffTool) {
      try await function()
    }
  }
}

extension Trait where Self == _SnapshotsTestTrait {
  /// The record mode and diff tool of the assertions in a test or suite.
  ///
  /// ```swift
  /// @Test(.snapshots(record: .all)) @MainActor func rerecord() { assertSnapshot(of: card, as: .image) }
  /// ```
  public static func snapshots(
    record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil
  ) -> Self {
    _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
  }
}
#endif
