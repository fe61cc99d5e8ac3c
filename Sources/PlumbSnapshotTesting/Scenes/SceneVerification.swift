import Foundation
import PlumbLayout
import PlumbScene
@_exported import PlumbSnapshot

/// Options of a snapshot assertion in a Swift test: where references live, when to record, how
/// tolerant to be, and which variants (default: the scene's own matrix).
///
/// ```swift
/// var options = SnapshotOptions()
/// options.tolerance = Tolerance(maxDiffPixels: 10)
/// options.record = .failed
/// ```
public struct SnapshotOptions: Sendable {
  /// The references folder; `nil` = `__Snapshots__/<test file name>/` beside the test file.
  public var references: String?
  /// `nil`: `withSnapshotTesting`'s or the `.snapshots` trait's mode, else `$SNAPSHOT_TESTING_RECORD` or `$PLUMB_RECORD` if set (`missing`, `failed`, `all`, `never`), else `never` under CI, else `missing`.
  public var record: RecordMode?
  public var tolerance: Tolerance
  /// The variants to check; `nil` = the scene's variant matrix.
  public var variants: [Layout.Variant]?
  /// Where failure artifacts go; `nil` = `$PLUMB_ARTIFACTS` or a folder under the temporary directory.
  public var artifacts: String?
  public var jobs: Int
  /// Fail every variant in which `plumb check --strict` finds a problem, with the check's text.
  public var strict: Bool
  /// The environment read for `CI`, `PLUMB_RECORD` and `PLUMB_ARTIFACTS` (default: the process's).
  /// When `CI` is set nothing is ever recorded, whatever `record` says.
  public var environment: [String: String]

  public init(
    references: String? = nil, record: RecordMode? = nil, tolerance: Tolerance = .standard,
    variants: [Layout.Variant]? = nil, artifacts: String? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    strict: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.references = references; self.record = record; self.tolerance = tolerance; self.variants = variants
    self.artifacts = artifacts; self.jobs = jobs; self.strict = strict; self.environment = environment
  }
}

/// Checks a scene against its references and returns the failure messages (empty when every variant
/// matched or was recorded). The assertion functions for Swift Testing and XCTest report these; use
/// this directly to build your own.
///
/// ```swift
/// let failures = verifySnapshots(of: scene, options: SnapshotOptions(record: .never))
/// XCTAssertTrue(failures.isEmpty, failures.joined(separator: "\n"))
/// ```
public func verifySnapshots(
  of scene: Layout.Scene, options: SnapshotOptions = SnapshotOptions(), testFile: String = #filePath
) -> [String] {
  let environment = options.environment
  let testURL = URL(fileURLWithPath: testFile)
  let testName = testURL.deletingPathExtension().lastPathComponent
  let references = options.references.map { URL(fileURLWithPath: $0) }
    ?? testURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(testName)
  let artifacts = options.artifacts.map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: environment["PLUMB_ARTIFACTS"] ?? (NSTemporaryDirectory() + "plumb-artifacts"))
      .appendingPathComponent(testName).appendingPathComponent(scene.name)
  // The same record modes as `assertSnapshot`: the options, `withSnapshotTesting` or the `.snapshots` trait,
  // then SNAPSHOT_TESTING_RECORD or PLUMB_RECORD.
  let envRecord = (environment["SNAPSHOT_TESTING_RECORD"] ?? environment["PLUMB_RECORD"])
    .flatMap { RecordMode(rawValue: $0.lowercased()) }
  let scoped = SnapshotTestingConfiguration.current?.record?.mode
  var record = RecordMode.resolve(option: options.record ?? scoped ?? envRecord, environment: environment)
  if RecordMode.isCI(environment) { record = .never }
  var configuration = SnapshotConfiguration(
    references: ReferenceStore(root: references), artifacts: artifacts, codec: GraphicsPNGCodec(), record: record,
    tolerance: options.tolerance, jobs: options.jobs, environment: SceneSnapshots.environment)
  configuration.jobs = max(1, options.jobs)
  configuration.strict = options.strict
  configuration.hint = .swiftTest(artifacts: artifacts)
  let checked: (scene: Layout.Scene, problems: [String]) = scene.file == nil ? SwiftSceneCheck.prepare(scene, testFile: testFile) : (scene, [])
  if !checked.problems.isEmpty { return checked.problems }
  let summary = SnapshotRunner(configuration: configuration).run([SceneSnapshots.make(scene: checked.scene, variants: options.variants)])
  var messages: [String] = []
  if !summary.environmentChanges.isEmpty, summary.outcomes.contains(where: \.isFailure) {
    messages.append("environment changed: \(summary.environmentChanges.joined(separator: "; "))")
  }
  for outcome in summary.outcomes {
    switch outcome.verdict {
    case .matched, .recorded: continue
    case .failed(let failure): messages.append(failure.message)
    case .missing(let reference): messages.append("\(outcome.id): no reference \(reference) (record mode \(record.rawValue))")
    case .error(let message): messages.append("\(outcome.id): \(message)")
    }
  }
  return messages
}

/// Loads a scene file (relative paths are taken from the test file's folder) and checks it.
///
/// ```swift
/// let failures = verifySnapshots(ofSceneFile: "Fixtures/card.json")
/// ```
public func verifySnapshots(
  ofSceneFile path: String, options: SnapshotOptions = SnapshotOptions(), testFile: String = #filePath
) -> [String] {
  let resolved = path.hasPrefix("/") ? path
    : URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(path).path
  do {
    return verifySnapshots(of: try SceneLoader.load(path: resolved), options: options, testFile: testFile)
  } catch {
    return ["\(error)"]
  }
}
