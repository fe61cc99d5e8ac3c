import Foundation

/// Writes files so that a crash or kill never leaves a half-written one: the bytes go to a temporary
/// file in the same folder, which is then renamed into place.
///
/// ```swift
/// try AtomicFile.write(pngData, to: URL(fileURLWithPath: "Snapshots/card/w375-…-2x.png"))
/// ```
public enum AtomicFile {
  /// Writes `data` to `url`, creating the folder when needed. Nothing is touched when `url` exists and
  /// is not a regular file (a device node, a folder) or is one of `inputs` (see `OutputTarget`).
  /// - Throws: `SnapshotError.cannotWrite` naming the file and the reason.
  public static func write(_ data: Data, to url: URL, inputs: OutputTarget.Inputs = OutputTarget.Inputs(paths: [])) throws {
    do {
      try OutputTarget.check(url.path, against: inputs)
    } catch {
      throw SnapshotError.cannotWrite(path: url.path, reason: "\(error)".replacingOccurrences(of: "\(url.path): ", with: ""))
    }
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).tmp")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: temporary)
      if rename(temporary.path, url.path) != 0 {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw SnapshotError.cannotWrite(path: url.path, reason: reason)
      }
    } catch let error as SnapshotError {
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw SnapshotError.cannotWrite(path: url.path, reason: error.localizedDescription)
    }
  }

  /// Writes `text` as UTF-8.
  public static func write(_ text: String, to url: URL) throws {
    try write(Data(text.utf8), to: url)
  }
}
