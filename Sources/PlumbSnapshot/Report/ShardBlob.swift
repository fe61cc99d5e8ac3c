import Foundation

/// A shard's result for merging, as Playwright's blob reports: `<blob>/blob.json` (a `RunDocument`
/// with the shard and its artifacts folder) and `<blob>/artifacts/<scene>/<variant>/…` holding the
/// failing variants' pictures. `merge` turns the blobs of all shards into the summary, HTML report,
/// manifest (for `--accept`) and artifacts an unsharded run would have left.
///
/// ```swift
/// try ShardBlob.write(summary: summary, shard: Shard(index: 1, count: 4), artifacts: lastRun, to: blob1)
/// let merged = try ShardBlob.merge([blob1, blob2, blob3, blob4], artifacts: lastRun)
/// ```
public enum ShardBlob {
  static let documentName = "blob.json"
  static let artifactsName = "artifacts"

  /// The files of a failing variant's artifacts folder a blob carries (nothing else is copied).
  static let artifactFiles = ["actual.png", "actual.layout.txt", "expected.png", "diff.png", "layout.diff", "expected.layout.txt"]

  /// Writes `summary`'s blob into `folder` (replacing an earlier blob there).
  public static func write(summary: RunSummary, shard: Shard?, artifacts: URL, to folder: URL) throws {
    let fileManager = FileManager.default
    if fileManager.fileExists(atPath: folder.appendingPathComponent(documentName).path) {
      try? fileManager.removeItem(at: folder)
    }
    let copies = folder.appendingPathComponent(artifactsName)
    for outcome in summary.outcomes where outcome.isFailure {
      try copyArtifacts(scene: outcome.scene, variant: outcome.variant, from: artifacts, to: copies)
    }
    try RunDocument(summary: summary, shard: shard, artifacts: artifacts)
      .write(to: folder.appendingPathComponent(documentName))
  }

  /// Reads one blob's document.
  public static func read(_ folder: URL) throws -> RunDocument {
    let url = folder.appendingPathComponent(documentName)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw SnapshotError.badBlob(path: url.path, reason: "no such file (was the shard run with --blob?)")
    }
    return try RunDocument.decode(data, path: url.path)
  }

  /// Merges the blobs of every shard of one suite: copies their artifacts into `artifacts` (emptied
  /// first when it holds an earlier run), rewrites artifact paths to point there, and writes the
  /// manifest and (when anything failed) the HTML report. Outcomes come out in suite order.
  ///
  /// - Throws: `SnapshotError.badBlob` when a blob is unreadable, two blobs are the same shard, the
  ///   shard counts differ, a shard is missing, or two blobs claim the same variant.
  public static func merge(_ folders: [URL], artifacts: URL) throws -> RunSummary {
    guard !folders.isEmpty else { throw SnapshotError.badBlob(path: "(none)", reason: "no blob folders given") }
    let documents = try folders.map(read)
    var shards: [Int: URL] = [:]
    var count: Int?
    for (folder, document) in zip(folders, documents) {
      guard let text = document.shard else {
        if folders.count == 1 { continue }
        throw SnapshotError.badBlob(path: folder.path, reason: "an unsharded run's blob cannot be merged with others")
      }
      let shard = try Shard(parsing: text)
      if let count, count != shard.count {
        throw SnapshotError.badBlob(path: folder.path, reason: "shard \(shard) does not belong to a suite of \(count) shards")
      }
      count = shard.count
      if let other = shards[shard.index] {
        throw SnapshotError.badBlob(path: folder.path, reason: "shard \(shard) is also \(other.path)")
      }
      shards[shard.index] = folder
    }
    if let count, let absent = (1...count).first(where: { shards[$0] == nil }) {
      throw SnapshotError.badBlob(path: folders[0].deletingLastPathComponent().path, reason: "shard \(absent)/\(count) is missing")
    }

    let fileManager = FileManager.default
    if let realArtifacts = ContainedPath.realPath(artifacts.path),
       let inside = folders.first(where: { ContainedPath.realPath($0.path).map { ContainedPath.isInside($0, realArtifacts) } ?? false }) {
      throw SnapshotError.badBlob(path: inside.path, reason: "lies inside the artifacts folder \(artifacts.path), which the merge replaces")
    }
    if fileManager.fileExists(atPath: artifacts.appendingPathComponent(LastRun.manifestName).path) {
      try? fileManager.removeItem(at: artifacts)
    }
    try? fileManager.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let target = artifacts.path
    var outcomes: [VariantOutcome] = []
    var claimed: [Int: String] = [:]
    for (folder, document) in zip(folders, documents) {
      let source = folder.appendingPathComponent(documentName).path
      for var outcome in try document.outcomes(source: source) {
        guard (0..<(1 << 40)).contains(outcome.position) else {
          throw SnapshotError.badBlob(path: source, reason: "variant \(outcome.id): position \(outcome.position) out of range")
        }
        if let other = claimed[outcome.position] {
          throw SnapshotError.badBlob(path: source, reason: "\(outcome.id) is also in \(other)")
        }
        claimed[outcome.position] = source
        if let root = document.artifacts, case .failed(var failure) = outcome.verdict {
          failure.message = failure.message.replacingOccurrences(of: root + "/", with: target + "/")
          failure.artifacts = failure.artifacts.filter { $0.hasPrefix(root + "/") }.map { target + $0.dropFirst(root.count) }
          outcome.verdict = .failed(failure)
        }
        if outcome.isFailure {
          try copyArtifacts(scene: outcome.scene, variant: outcome.variant,
                            from: folder.appendingPathComponent(artifactsName), to: artifacts)
        }
        outcomes.append(outcome)
      }
    }
    outcomes.sort { $0.position < $1.position }
    let summary = RunSummary(
      outcomes: outcomes, environmentChanges: documents.first?.environmentChanges ?? [],
      sceneCount: documents.map(\.summary.scenes).max() ?? 0, seconds: documents.map(\.summary.seconds).max() ?? 0,
      written: documents.flatMap(\.written))
    try LastRun.writeManifest(failing: outcomes.filter(\.isFailure).map(\.id), to: artifacts)
    if outcomes.contains(where: \.isFailure) { try HTMLReport.write(summary: summary, to: artifacts) }
    return summary
  }

  /// Copies the regular files among `artifactFiles` of one variant from `source/<scene>/<variant>/` to
  /// `target/<scene>/<variant>/`, atomically; names are checked (`FileName`) and the target must stay
  /// inside `target` (`ContainedPath`). Symbolic links and other files are left behind.
  private static func copyArtifacts(scene: String, variant: String, from source: URL, to target: URL) throws {
    let from = source.appendingPathComponent(scene).appendingPathComponent(variant)
    for name in artifactFiles {
      guard let data = LastRun.readRegularFile(from.appendingPathComponent(name)) else { continue }
      let url = try ContainedPath.destination([scene, variant, name], inside: target,
                                              what: ["scene name", "variant name", "file name"])
      try AtomicFile.write(data, to: url, durable: false)
    }
  }
}
