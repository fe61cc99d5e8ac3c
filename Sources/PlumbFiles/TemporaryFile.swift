import Foundation

/// The names of the temporary files Plumb writes beside an output before renaming them into place —
/// `.<name>.<pid>.<16 hex digits>.tmp` (or `.pending` for a reference waiting for its run to pass) —
/// and the sweep that removes those a killed or failed run left behind. A file is a leftover when the
/// process named in it no longer runs, so a sweep never takes another running process's file.
///
/// ```swift
/// TemporaryFile.name(for: "a.png", kind: .pending)   // ".a.png.4711.0c1f…9e.pending"
/// let removed = TemporaryFile.removeLeftovers(under: URL(fileURLWithPath: "Snapshots"))
/// ```
public enum TemporaryFile {
  /// What a temporary file is for (its suffix).
  public enum Kind: String, Sendable, CaseIterable {
    /// An output being written (renamed into place at once).
    case tmp
    /// A reference staged until its run passes.
    case pending
  }

  /// A fresh temporary name for the output named `name`.
  public static func name(for name: String, kind: Kind) -> String {
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    return ".\(name).\(getpid()).\(String(repeating: "0", count: 16 - random.count))\(random).\(kind.rawValue)"
  }

  /// The process that wrote the temporary file `name`, or `nil` when `name` is not such a file.
  ///
  /// ```swift
  /// TemporaryFile.writer(of: ".a.png.4711.00000000000000ff.tmp")   // 4711
  /// ```
  public static func writer(of name: String) -> Int32? {
    guard name.hasPrefix("."), let suffixDot = name.lastIndex(of: ".") else { return nil }
    guard Kind(rawValue: String(name[name.index(after: suffixDot)...])) != nil else { return nil }
    // .<name>.<pid>[.<random>].<kind>; older versions wrote a decimal random part, or none.
    let parts = name[..<suffixDot].split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return nil }
    let digits: (Substring) -> Bool = { !$0.isEmpty && $0.allSatisfy(\.isHexDigit) }
    if let pid = Int32(parts[parts.count - 2]), parts.count >= 4, digits(parts[parts.count - 1]) { return pid }
    return Int32(parts[parts.count - 1])
  }

  /// Whether the temporary file `name` was left by a process that no longer runs.
  public static func isLeftover(_ name: String) -> Bool {
    guard let pid = writer(of: name) else { return false }
    if pid == getpid() { return false }
    return pid <= 0 || (kill(pid, 0) != 0 && errno == ESRCH)
  }

  /// Every leftover temporary file in `folder` and (when `recursive`) its subfolders, sorted; symbolic
  /// links to folders are not followed.
  public static func leftovers(under folder: URL, recursive: Bool = true) -> [URL] {
    var found: [URL] = []
    var pending = [(folder.path, 0)]
    while let (path, depth) = pending.popLast() {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
      for name in names {
        let full = path + "/" + name
        var info = stat()
        guard lstat(full, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR where recursive && depth < 64: pending.append((full, depth + 1))
        case S_IFREG where isLeftover(name): found.append(URL(fileURLWithPath: full))
        default: continue
        }
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// Removes the leftovers under `folder` and returns them.
  @discardableResult
  public static func removeLeftovers(under folder: URL, recursive: Bool = true) -> [URL] {
    leftovers(under: folder, recursive: recursive).filter { unlink($0.path) == 0 }
  }
}
