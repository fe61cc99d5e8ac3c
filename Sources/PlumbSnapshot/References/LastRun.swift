import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The last run's failing variants and their actual outputs, kept in the artifacts folder so that
/// `plumb snapshot --accept PATTERN` can turn them into references without re-rendering.
///
/// ```swift
/// let accepted = try LastRun.accept(pattern: "card/*rtl*", artifacts: lastRun, references: store)
/// ```
public enum LastRun {
  static let manifestName = "manifest.txt"

  static func writeManifest(failing: [String], to folder: URL) throws {
    let text = "# plumb snapshot: failing variants of the last run\n" + failing.map { $0 + "\n" }.joined()
    try AtomicFile.write(text, to: folder.appendingPathComponent(manifestName))
  }

  /// The failing variants (`scene/variant`) of the last run in `folder`.
  /// - Throws: `SnapshotError.noLastRun` when the folder holds no run.
  public static func failingVariants(in folder: URL) throws -> [String] {
    let url = folder.appendingPathComponent(manifestName)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw SnapshotError.noLastRun(path: folder.path) }
    return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
  }

  /// Whether `id` (`scene/variant`) matches a shell-style pattern (`*`, `?`, `[…]`). A pattern
  /// without `/` may also match the scene name or the variant name alone.
  ///
  /// ```swift
  /// LastRun.matches("card/w320-h667-rtl-large-2x", pattern: "*rtl*")   // true
  /// LastRun.matches("card/w320-h667-rtl-large-2x", pattern: "card")    // true
  /// ```
  public static func matches(_ id: String, pattern: String) -> Bool {
    if fnmatch(pattern, id, 0) == 0 { return true }
    guard !pattern.contains("/"), let slash = id.firstIndex(of: "/") else { return false }
    return fnmatch(pattern, String(id[..<slash]), 0) == 0 || fnmatch(pattern, String(id[id.index(after: slash)...]), 0) == 0
  }

  /// Copies the actual PNG and layout text of every failing variant matching `pattern` (all when nil)
  /// over its references, atomically; other references are not touched. Returns the accepted ids.
  public static func accept(pattern: String?, artifacts: URL, references: ReferenceStore) throws -> [String] {
    var accepted: [String] = []
    for id in try failingVariants(in: artifacts) where pattern.map({ matches(id, pattern: $0) }) ?? true {
      let parts = id.split(separator: "/", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { continue }
      let folder = artifacts.appendingPathComponent(parts[0]).appendingPathComponent(parts[1])
      let png = folder.appendingPathComponent("actual.png"), layout = folder.appendingPathComponent("actual.layout.txt")
      guard let pngData = FileManager.default.contents(atPath: png.path),
            let layoutData = FileManager.default.contents(atPath: layout.path) else {
        throw SnapshotError.cannotRead(path: png.path, reason: "the last run kept no actual output for \(id)")
      }
      try AtomicFile.write(pngData, to: references.imageURL(scene: parts[0], variant: parts[1]))
      try AtomicFile.write(layoutData, to: references.layoutURL(scene: parts[0], variant: parts[1]))
      accepted.append(id)
    }
    return accepted
  }
}
