import Foundation

/// Renders every variant of every scene, verifies each against its references, records by the record
/// mode, writes failure artifacts and the HTML report (and a shard blob when configured). Variants run
/// in parallel on `jobs` threads; the outcome order and every file written are independent of timing.
///
/// Verifying a variant is: render, read the reference file, compare the rendered pixels' digest with
/// the one the reference carries (`PNGCoding.storedDigest`) — decoding the reference only when the
/// digests differ, the reference has none, or its digest no longer matches its image data. Pictures are
/// encoded only to record them or to keep a failure's artifacts; a recording is encoded on a spare core
/// (`BackgroundWriter`) when the run has fewer jobs than the machine has cores, else on the worker
/// thread that rendered it.
///
/// A run that fails writes no reference: recordings wait in temporary files beside their destinations
/// until every variant is known to pass. Memory stays flat in the number of variants: an outcome keeps
/// its message and artifact paths, never a picture.
///
/// ```swift
/// let summary = SnapshotRunner(configuration: config).run(scenes) { done, total, id in
///   print("\r[\(done)/\(total)] \(id)", terminator: "")
/// }
/// ```
public struct SnapshotRunner: Sendable {
  public var configuration: SnapshotConfiguration
  public init(configuration: SnapshotConfiguration) { self.configuration = configuration }

  struct Task { let scene: SnapshotScene; let variant: String; let position: Int }

  public func run(_ scenes: [SnapshotScene], progress: (@Sendable (Int, Int, String) -> Void)? = nil) -> RunSummary {
    let start = Date()
    let tasks = self.tasks(scenes)
    let stored = configuration.references.storedEnvironment()
    let environmentChanges = stored.flatMap { old in configuration.environment.map { $0.changes(from: old) } } ?? []

    // Scene files are never overwritten by a reference or an artifact, whatever the folders are.
    let inputs = OutputTarget.Inputs(paths: scenes.map(\.file))
    TemporaryFile.removeLeftovers(under: configuration.references.root)
    prepareArtifactsFolder()
    let writerThreads = configuration.writerThreads ?? BackgroundWriter.threads(jobs: configuration.jobs)
    let writer = writerThreads > 0 ? BackgroundWriter(threads: writerThreads) : nil
    let checked = ParallelMap.run(count: tasks.count, threads: configuration.jobs, progress: { done, entry in
      progress?(done, tasks.count, entry.id)
    }) { index in
      let started = Date()
      let result = self.check(tasks[index], writer: writer)
      return (result: result, seconds: Date().timeIntervalSince(started), id: tasks[index].scene.name + "/" + tasks[index].variant)
    }
    writer?.finish()
    let results = checked.enumerated().map { index, entry in
      var result = entry.result.value
      result.0.seconds = entry.seconds
      result.0.position = tasks[index].position
      return result
    }

    var outcomes = results.map(\.0)
    // A reference drawn with another system font (SF Pro against Inter) never passes silently.
    if let stored, let mismatch = configuration.environment?.systemFontMismatch(with: stored) {
      for index in outcomes.indices {
        if case .matched = outcomes[index].verdict { outcomes[index].verdict = .failed(SnapshotFailure(message: mismatch)) }
      }
    }
    var written: [String] = []
    if outcomes.contains(where: { $0.isFailure }) {
      for index in outcomes.indices {
        guard let pending = results[index].1, let first = pending.files.first else { continue }
        outcomes[index].verdict = .missing(reference: first.relative + " (not recorded: the run failed)")
        _ = pending.move(to: artifactFolder(tasks[index]), names: ["actual.png", "actual.layout.txt"])
      }
    } else {
      for index in outcomes.indices {
        guard let pending = results[index].1 else { continue }
        do { written += try pending.commit(inputs: inputs) } catch { outcomes[index].verdict = .error("\(error)") }
      }
      if !written.isEmpty, let environment = configuration.environment, stored == nil || !environmentChanges.isEmpty {
        try? AtomicFile.write(environment.text, to: configuration.references.environmentURL)
      }
    }
    var summary = RunSummary(outcomes: outcomes, environmentChanges: environmentChanges, sceneCount: scenes.count,
                             seconds: Date().timeIntervalSince(start), written: written)
    // A manifest or report that cannot be written is an error of the run, never a report that points at
    // files that do not exist.
    do {
      try LastRun.writeManifest(failing: summary.outcomes.filter(\.isFailure).map(\.id), to: configuration.artifacts)
      if outcomes.contains(where: { $0.isFailure }) { try HTMLReport.write(summary: summary, to: configuration.artifacts) }
    } catch {
      summary.outcomes.append(VariantOutcome(scene: "(artifacts)", variant: configuration.artifacts.lastPathComponent,
                                             verdict: .error("\(error)"), position: Int.max))
    }
    if let blob = configuration.blob {
      do {
        try ShardBlob.write(summary: summary, shard: configuration.shard, artifacts: configuration.artifacts, to: blob)
      } catch {
        var failedSummary = summary
        failedSummary.outcomes.append(VariantOutcome(scene: "(blob)", variant: blob.lastPathComponent,
                                                     verdict: .error("\(error)"), position: Int.max))
        return failedSummary
      }
    }
    return summary
  }

  /// The variants this run checks: all, or the configured shard's (balanced by cost).
  func tasks(_ scenes: [SnapshotScene]) -> [Task] {
    let shards = configuration.shard.map { ShardPlan.assign(costs: scenes.map(\.costs), count: $0.count) }
    var tasks: [Task] = []
    var position = 0
    for (sceneIndex, scene) in scenes.enumerated() {
      for (variantIndex, variant) in scene.variants.enumerated() {
        if let shard = configuration.shard, let shards, shards[sceneIndex][variantIndex] != shard.index {
          position += 1
          continue
        }
        tasks.append(Task(scene: scene, variant: variant, position: position))
        position += 1
      }
    }
    return tasks
  }

  // MARK: Artifacts

  func artifactFolder(_ task: Task) -> URL {
    configuration.artifacts.appendingPathComponent(task.scene.name).appendingPathComponent(task.variant)
  }

  /// Keeps the actual PNG and layout text of a variant in the artifacts folder, for review and `--accept`.
  func saveActual(task: Task, png: [UInt8], layout: String, inputs: OutputTarget.Inputs) -> [String] {
    let folder = artifactFolder(task)
    return saveArtifact(png, folder.appendingPathComponent("actual.png"), inputs: inputs)
      + saveArtifact(Array(layout.utf8), folder.appendingPathComponent("actual.layout.txt"), inputs: inputs)
  }

  /// Writes one artifact unless the path is not a regular file or is an input (then it is left out).
  func saveArtifact(_ bytes: [UInt8], _ url: URL, inputs: OutputTarget.Inputs) -> [String] {
    (try? AtomicFile.write(Data(bytes), to: url, inputs: inputs, durable: false)) != nil ? [url.path] : []
  }

  /// Empties the artifacts folder of an earlier run (only if it is one: it holds Plumb's manifest), else
  /// removes the temporary files a killed run left there.
  private func prepareArtifactsFolder() {
    let manifest = configuration.artifacts.appendingPathComponent(LastRun.manifestName)
    if FileManager.default.fileExists(atPath: manifest.path) {
      try? FileManager.default.removeItem(at: configuration.artifacts)
    } else {
      TemporaryFile.removeLeftovers(under: configuration.artifacts)
    }
  }
}
