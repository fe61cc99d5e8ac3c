/// Everything that can go wrong in a snapshot run that is not a mismatch, with its place.
///
/// ```swift
/// throw SnapshotError.cannotWrite(path: "Snapshots/card/x.png", reason: "Permission denied")
/// ```
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
  case cannotWrite(path: String, reason: String)
  case cannotRead(path: String, reason: String)
  case corruptReference(path: String, reason: String)
  case noScenes(paths: [String])
  case badShard(String)
  case noLastRun(path: String)
  case recordingUnderCI(mode: String)
  /// A shard blob that cannot be merged: unreadable, malformed, or not fitting the other blobs.
  case badBlob(path: String, reason: String)
  /// The last run's `manifest.txt` holds a line that is not a failing variant (`line` 1-based; 0: the whole file).
  case badManifest(path: String, line: Int, reason: String)
  /// `git` could not answer what changed since a revision (`--only-changed`).
  case gitFailed(command: String, reason: String)

  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason): return "\(path): cannot write: \(reason)"
    case .cannotRead(let path, let reason): return "\(path): cannot read: \(reason)"
    case .corruptReference(let path, let reason): return "\(path): corrupt reference: \(reason)"
    case .noScenes(let paths): return "no scene files (*.json) found in \(paths.joined(separator: ", "))"
    case .badShard(let text): return "invalid shard '\(text)': expected i/n with 1 ≤ i ≤ n, e.g. 2/4"
    case .noLastRun(let path): return "\(path): no last run to accept from; run 'plumb snapshot' first"
    case .recordingUnderCI(let mode): return "refusing --record \(mode) because CI is set: CI never records references"
    case .badBlob(let path, let reason): return "\(path): cannot merge shard blob: \(reason)"
    case .badManifest(let path, let line, let reason):
      return "\(path)\(line > 0 ? ":\(line)" : ""): not a manifest of failing variants: \(reason)"
    case .gitFailed(let command, let reason): return "\(command) failed: \(reason)"
    }
  }
}
