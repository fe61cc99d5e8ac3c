import Foundation
import PlumbFiles

/// `manifest.txt` of the last run, read: one `scene/variant` line per failing variant, then (tab-separated)
/// the SHA-256 of its `actual.png` and `actual.layout.txt` (`-` when the run kept none). Every part is
/// checked before it can become a path (`FileName`); a line that is not such an entry is an error with its
/// line number.
///
/// ```swift
/// let entries = try Manifest.entries(parsing: data, path: "last-run/manifest.txt")
/// entries[0].id   // "card/w320-h667-ltr-large-2x"
/// ```
public enum Manifest {
  /// One line of the manifest.
  public struct Entry: Sendable, Equatable {
    public var scene: String
    public var variant: String
    /// SHA-256 of `actual.png` and `actual.layout.txt`; nil when the run kept none.
    public var imageDigest: String?
    public var layoutDigest: String?
    public var id: String { "\(scene)/\(variant)" }
  }

  /// The entries of a manifest's bytes (`path` names it in errors). Lines are checked: two names that are
  /// valid file names, digests of 64 hex digits or `-`.
  /// - Throws: `SnapshotError.badManifest` with the line.
  ///
  /// ```swift
  /// try Manifest.entries(parsing: Data("card/w320\t-\t-\n".utf8), path: "manifest.txt")   // [card/w320, no digests]
  /// ```
  public static func entries(parsing data: Data, path: String) throws -> [Entry] {
    guard let text = String(data: data, encoding: .utf8) else {
      throw SnapshotError.badManifest(path: path, line: 0, reason: "not UTF-8 text")
    }
    var result: [Entry] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fail = { (reason: String) in SnapshotError.badManifest(path: path, line: index + 1, reason: reason) }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let parts = fields[0].split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 2 else { throw fail("expected 'scene/variant', found '\(fields[0].prefix(80))'") }
      do {
        try FileName.check(parts[0], what: "scene name")
        try FileName.check(parts[1], what: "variant name")
      } catch {
        throw fail("\(error)")
      }
      var digests: [String?] = [nil, nil]
      for (slot, field) in fields.dropFirst().prefix(2).enumerated() where field != "-" {
        guard field.count == 64, field.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
          throw fail("field \(slot + 2) is not a SHA-256 digest")
        }
        digests[slot] = field
      }
      result.append(Entry(scene: parts[0], variant: parts[1], imageDigest: digests[0], layoutDigest: digests[1]))
    }
    return result
  }
}
