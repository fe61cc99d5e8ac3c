import Foundation

/// The result of a whole snapshot run.
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

/// Renders every variant of every scene, compares each with its references, records by the record mode,
/// writes failure artifacts and the HTML report. Variants run in parallel on `jobs` threads; the outcome
/// order and every file written are independent of thread timing.
///
/// A run that fails writes no reference: recordings are held back until every variant is known to pass.
///
/// ```swift
/// let summary = SnapshotRunner(configuration: config).run(scenes) { done, total, id in
///   print("\r[\(done)/\(total)] \(id)", terminator: "")
/// }
/// ```
public struct SnapshotRunner: Sendable {
  public var configuration: SnapshotConfiguration
  public init(configuration: SnapshotConfiguration) { self.configuration = configuration }

  private struct Task { let scene: SnapshotScene; let variant: String }
  private struct PendingWrite { let url: URL; let bytes: [UInt8]; let relative: String }

  public func run(_ scenes: [SnapshotScene], progress: (@Sendable (Int, Int, String) -> Void)? = nil) -> RunSummary {
    let start = Date()
    var tasks: [Task] = []
    var position = 0
    for scene in scenes {
      for variant in scene.variants {
        if configuration.shard?.contains(index: position) ?? true { tasks.append(Task(scene: scene, variant: variant)) }
        position += 1
      }
    }
    let stored = configuration.references.storedEnvironment()
    let environmentChanges = stored.flatMap { old in configuration.environment.map { $0.changes(from: old) } } ?? []

    // Scene files are never overwritten by a reference or an artifact, whatever the folders are.
    let inputs = OutputTarget.Inputs(paths: scenes.map(\.file))
    prepareArtifactsFolder()
    let results = ParallelMap.run(count: tasks.count, threads: configuration.jobs, progress: { done, result in
      progress?(done, tasks.count, result.0.id)
    }) { index in self.check(tasks[index]) }

    var outcomes = results.map(\.0)
    var written: [String] = []
    let runFailed = outcomes.contains { $0.isFailure }
    if runFailed {
      for index in outcomes.indices where !results[index].1.isEmpty {
        let reference = results[index].1[0].relative
        outcomes[index].verdict = .missing(reference: reference + " (not recorded: the run failed)")
        saveActual(task: tasks[index], writes: results[index].1, inputs: inputs)
      }
    } else {
      for index in outcomes.indices {
        for write in results[index].1 {
          do {
            try AtomicFile.write(Data(write.bytes), to: write.url, inputs: inputs)
            written.append(write.relative)
          } catch {
            outcomes[index].verdict = .error("\(error)")
          }
        }
      }
      if !written.isEmpty, let environment = configuration.environment, stored == nil || !environmentChanges.isEmpty {
        try? AtomicFile.write(environment.text, to: configuration.references.environmentURL)
      }
    }
    let summary = RunSummary(outcomes: outcomes, environmentChanges: environmentChanges, sceneCount: scenes.count,
                             seconds: Date().timeIntervalSince(start), written: written)
    writeManifest(summary)
    if outcomes.contains(where: { $0.isFailure }) {
      try? HTMLReport.write(summary: summary, to: configuration.artifacts)
    }
    return summary
  }

  // MARK: One variant

  private func check(_ task: Task) -> (VariantOutcome, [PendingWrite]) {
    let scene = task.scene.name, variant = task.variant
    func outcome(_ verdict: VariantOutcome.Verdict) -> VariantOutcome {
      VariantOutcome(scene: scene, variant: variant, verdict: verdict)
    }
    let rendered: RenderedVariant
    let actualPNG: [UInt8]
    let inputs = OutputTarget.Inputs(paths: [task.scene.file])
    do {
      rendered = try task.scene.render(variant)
      actualPNG = try rendered.png ?? configuration.codec.encode(rendered.image)
    } catch {
      return (outcome(.error("\(error)")), [])
    }
    let store = configuration.references
    let imageURL = store.imageURL(scene: scene, variant: variant)
    let layoutURL = store.layoutURL(scene: scene, variant: variant)
    let writes = [
      PendingWrite(url: imageURL, bytes: actualPNG, relative: "\(scene)/\(variant).\(ReferenceStore.imageExtension)"),
      PendingWrite(url: layoutURL, bytes: Array(rendered.layoutText.utf8), relative: "\(scene)/\(variant).\(ReferenceStore.layoutExtension)"),
    ]
    if configuration.strict, let report = rendered.checkReport {
      let artifacts = saveActual(task: task, writes: writes, inputs: inputs)
      let message = FailureMessage.strict(scene: scene, variant: variant, report: report, artifacts: artifacts,
                                          hint: configuration.hint)
      return (outcome(.failed(SnapshotFailure(message: message, comparison: nil, layoutDiff: nil, views: [],
                                              artifacts: artifacts))), [])
    }
    guard let referenceBytes = FileManager.default.contents(atPath: imageURL.path) else {
      if configuration.record == .never {
        saveActual(task: task, writes: writes, inputs: inputs)
        return (outcome(.missing(reference: imageURL.path)), [])
      }
      return (outcome(.recorded(reason: "new")), writes)
    }
    if configuration.record == .all { return (outcome(.recorded(reason: "all")), writes) }

    let expected: PixelImage
    do {
      expected = try configuration.codec.decode(Array(referenceBytes), path: imageURL.path)
    } catch {
      if configuration.record == .failed { return (outcome(.recorded(reason: "failed")), writes) }
      let failure = SnapshotFailure(message: "\(scene)/\(variant):\n  \(error)", comparison: nil, layoutDiff: nil, views: [],
                                    artifacts: saveActual(task: task, writes: writes, inputs: inputs))
      return (outcome(.failed(failure)), [])
    }
    let expectedLayout = (try? String(contentsOf: layoutURL, encoding: .utf8)) ?? ""
    let comparison = ImageComparator.compare(expected: expected, actual: rendered.image, tolerance: configuration.tolerance)
    let layoutDiff = TextDiff(expected: expectedLayout, actual: rendered.layoutText)
    if comparison.matches && !layoutDiff.hasChanges { return (outcome(.matched), []) }
    if configuration.record == .failed { return (outcome(.recorded(reason: "failed")), writes) }

    var artifacts = saveActual(task: task, writes: writes, inputs: inputs)
    let folder = artifactFolder(task)
    artifacts += saveArtifact(referenceBytes.map { $0 }, folder.appendingPathComponent("expected.png"), inputs: inputs)
    if let diff = comparison.diffImage, let bytes = try? configuration.codec.encode(diff) {
      artifacts += saveArtifact(bytes, folder.appendingPathComponent("diff.png"), inputs: inputs)
    }
    if layoutDiff.hasChanges {
      artifacts += saveArtifact(Array(layoutDiff.unified.utf8), folder.appendingPathComponent("layout.diff"), inputs: inputs)
      artifacts += saveArtifact(Array(expectedLayout.utf8), folder.appendingPathComponent("expected.layout.txt"), inputs: inputs)
    }
    let views = comparison.largestRegion.map { region in
      rendered.viewFrames.filter { $0.overlaps(region) }.map(\.id)
    } ?? []
    let message = FailureMessage.make(
      scene: scene, variant: variant, comparison: comparison, expectedSize: (expected.width, expected.height),
      actualSize: (rendered.image.width, rendered.image.height), layoutDiff: layoutDiff, views: views,
      artifacts: artifacts.filter { !$0.hasSuffix(".layout.txt") }, hint: configuration.hint)
    return (outcome(.failed(SnapshotFailure(message: message, comparison: comparison, layoutDiff: layoutDiff,
                                            views: views, artifacts: artifacts))), [])
  }

  // MARK: Artifacts

  private func artifactFolder(_ task: Task) -> URL {
    configuration.artifacts.appendingPathComponent(task.scene.name).appendingPathComponent(task.variant)
  }

  /// Keeps the actual PNG and layout text of a variant in the artifacts folder, for review and `--accept`.
  @discardableResult
  private func saveActual(task: Task, writes: [PendingWrite], inputs: OutputTarget.Inputs) -> [String] {
    let folder = artifactFolder(task)
    return saveArtifact(writes[0].bytes, folder.appendingPathComponent("actual.png"), inputs: inputs)
      + saveArtifact(writes[1].bytes, folder.appendingPathComponent("actual.layout.txt"), inputs: inputs)
  }

  /// Writes one artifact unless the path is not a regular file or is an input (then it is left out).
  private func saveArtifact(_ bytes: [UInt8], _ url: URL, inputs: OutputTarget.Inputs) -> [String] {
    (try? AtomicFile.write(Data(bytes), to: url, inputs: inputs)) != nil ? [url.path] : []
  }

  /// Empties the artifacts folder of an earlier run (only if it is one: it holds Plumb's manifest).
  private func prepareArtifactsFolder() {
    let manifest = configuration.artifacts.appendingPathComponent(LastRun.manifestName)
    if FileManager.default.fileExists(atPath: manifest.path) {
      try? FileManager.default.removeItem(at: configuration.artifacts)
    }
  }

  private func writeManifest(_ summary: RunSummary) {
    let failing = summary.outcomes.filter(\.isFailure).map(\.id)
    try? LastRun.writeManifest(failing: failing, to: configuration.artifacts)
  }
}
