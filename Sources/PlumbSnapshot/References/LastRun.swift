import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The last run's failing variants and their actual outputs, kept in the artifacts folder so that
/// `plumb snapshot --accept PATTERN` can turn them into references without re-rendering.
///
/// `manifest.txt` holds one line per failing variant: `scene/variant`, then (tab-separated) the SHA-256
/// of the `actual.png` and of the `actual.layout.txt` the run kept. Accepting installs a variant only
/// when both files are still exactly those bytes (and the PNG is whole), and only under the references
/// folder: the names are checked as file names (`FileName`) before they become paths.
///
/// ```swift
/// let accepted = try LastRun.accept(pattern: "card/*rtl*", artifacts: lastRun, references: store)
/// ```
public enum LastRun {
  static let manifestName = "manifest.txt"
  static let actualImage = "actual.png"
  static let actualLayout = "actual.layout.txt"

  /// Writes the manifest of `failing` (`scene/variant` ids), with the digests of the actual outputs in
  /// `folder` (read back: they are what `--accept` will find).
  static func writeManifest(failing: [String], to folder: URL) throws {
    var text = "# plumb snapshot: failing variants of the last run (id, SHA-256 of actual.png and actual.layout.txt)\n"
    for id in failing {
      let actual = folder.appendingPathComponent(id)
      let digests = [actualImage, actualLayout].map { name in
        readRegularFile(actual.appendingPathComponent(name)).map { SHA256.hex(of: $0) } ?? "-"
      }
      text += ([id] + digests).joined(separator: "\t") + "\n"
    }
    try AtomicFile.write(text, to: folder.appendingPathComponent(manifestName), durable: false)
  }

  /// One line of the manifest.
  public typealias Entry = Manifest.Entry

  /// The manifest's entries (see `Manifest`).
  /// - Throws: `SnapshotError.noLastRun` when the folder holds no run, `SnapshotError.badManifest` with the line.
  public static func entries(in folder: URL) throws -> [Entry] {
    let url = folder.appendingPathComponent(manifestName)
    guard let data = readRegularFile(url) else { throw SnapshotError.noLastRun(path: folder.path) }
    return try Manifest.entries(parsing: data, path: url.path)
  }

  /// The failing variants (`scene/variant`) of the last run in `folder`.
  /// - Throws: `SnapshotError.noLastRun` when the folder holds no run.
  public static func failingVariants(in folder: URL) throws -> [String] {
    try entries(in: folder).map(\.id)
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
  /// With a `codec`, each picture must also decode with it (a whole image, not only the bytes the run wrote).
  /// - Throws: `SnapshotError.cannotRead` when a variant's outputs are missing, changed since the run
  ///   (their digest differs) or the picture is not whole; nothing of that variant is installed.
  public static func accept(pattern: String?, artifacts: URL, references: ReferenceStore,
                            codec: (any PNGCoding)? = nil) throws -> [String] {
    var accepted: [String] = []
    for entry in try entries(in: artifacts) where pattern.map({ matches(entry.id, pattern: $0) }) ?? true {
      let folder = artifacts.appendingPathComponent(entry.scene).appendingPathComponent(entry.variant)
      let png = folder.appendingPathComponent(actualImage), layout = folder.appendingPathComponent(actualLayout)
      guard let pngData = readRegularFile(png), let layoutData = readRegularFile(layout) else {
        throw SnapshotError.cannotRead(path: png.path, reason: "the last run kept no actual output for \(entry.id)")
      }
      guard let imageDigest = entry.imageDigest, let layoutDigest = entry.layoutDigest else {
        throw SnapshotError.cannotRead(path: png.path, reason: "the last run recorded no digest for \(entry.id); run 'plumb snapshot' again")
      }
      guard SHA256.hex(of: pngData) == imageDigest else {
        throw SnapshotError.cannotRead(path: png.path, reason: "changed since the run that wrote it (its SHA-256 differs); run 'plumb snapshot' again")
      }
      guard SHA256.hex(of: layoutData) == layoutDigest else {
        throw SnapshotError.cannotRead(path: layout.path, reason: "changed since the run that wrote it (its SHA-256 differs); run 'plumb snapshot' again")
      }
      if let codec {
        do { _ = try codec.decode([UInt8](pngData), path: png.path) } catch {
          throw SnapshotError.cannotRead(path: png.path, reason: "not a whole picture: \(error)")
        }
      }
      let what = ["scene name", "variant name"]
      let imageURL = try ContainedPath.destination(
        [entry.scene, "\(entry.variant).\(ReferenceStore.imageExtension)"], inside: references.root, what: what)
      let layoutURL = try ContainedPath.destination(
        [entry.scene, "\(entry.variant).\(ReferenceStore.layoutExtension)"], inside: references.root, what: what)
      try AtomicFile.write(pngData, to: imageURL)
      try AtomicFile.write(layoutData, to: layoutURL)
      accepted.append(entry.id)
    }
    return accepted
  }

  /// The bytes of `url` when it is a regular file (a symbolic link or anything else is not read).
  static func readRegularFile(_ url: URL) -> Data? {
    var info = stat()
    guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return FileManager.default.contents(atPath: url.path)
  }
}
