import Foundation
import Testing
@testable import PlumbSnapshot

/// The repository's folder (…/Tests/PlumbSnapshotTests/ → …).
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every scene in `Scenes/` against its references in `Snapshots/`: every later change to Plumb is
/// checked against them. Re-record deliberately with `plumb snapshot --record failed` and review the diff.
@Suite struct RepositorySnapshotTests {
  @Test func everySceneMatchesItsReferences() throws {
    let scenesFolder = repository.appendingPathComponent("Scenes")
    let files = try FileManager.default.contentsOfDirectory(atPath: scenesFolder.path).filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.count >= 25)
    let scenes = try files.map { try SceneSnapshots.load(file: scenesFolder.appendingPathComponent($0).path) }
    let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-repository-snapshots-\(UUID().uuidString)")
    let configuration = SnapshotConfiguration(
      references: ReferenceStore(root: repository.appendingPathComponent("Snapshots")), artifacts: artifacts,
      codec: GraphicsPNGCodec(), record: .never, jobs: ProcessInfo.processInfo.activeProcessorCount,
      environment: SceneSnapshots.environment)
    let summary = SnapshotRunner(configuration: configuration).run(scenes)
    #expect(summary.environmentChanges.isEmpty, "environment changed: \(summary.environmentChanges)")
    #expect(summary.outcomes.count >= 100)
    for outcome in summary.outcomes where outcome.isFailure {
      switch outcome.verdict {
      case .failed(let failure): Issue.record("\(failure.message)")
      case .missing(let reference): Issue.record("missing reference \(reference)")
      case .error(let message): Issue.record("\(outcome.id): \(message)")
      default: break
      }
    }
    #expect(summary.exitCode == 0)
  }
}
