import Foundation

/// A reference written by a run but not yet in place: its PNG and layout text already sit in temporary
/// files beside their destinations (written on the worker thread, so recording holds no picture in
/// memory), and are renamed into place only when the whole run passes — or moved into the artifacts
/// folder as the variant's actual output when it does not.
///
/// ```swift
/// let pending = try PendingRecording.stage([(pngURL, png, "card/a.png"), (layoutURL, layout, "card/a.layout.txt")], inputs: inputs)
/// let written = try pending.commit(inputs: inputs)   // ["card/a.png", "card/a.layout.txt"]
/// ```
struct PendingRecording: Sendable {
  struct File: Sendable { let temporary: URL; let destination: URL; let relative: String }
  let files: [File]

  /// Writes each file's bytes to a temporary name in its destination folder; a destination that is
  /// one of `inputs` or not a regular file is refused before anything is written (see `OutputTarget`).
  static func stage(_ entries: [(URL, [UInt8], String)], inputs: OutputTarget.Inputs) throws -> PendingRecording {
    var files: [File] = []
    do {
      for (destination, bytes, relative) in entries {
        try check(destination, inputs)
        let folder = destination.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(
          ".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).pending")
        do {
          try Data(bytes).write(to: temporary)
        } catch {
          throw SnapshotError.cannotWrite(path: destination.path, reason: error.localizedDescription)
        }
        files.append(File(temporary: temporary, destination: destination, relative: relative))
      }
    } catch {
      PendingRecording(files: files).discard()
      throw error
    }
    return PendingRecording(files: files)
  }

  /// Renames every file into place (checked again against `inputs`); returns the relative paths written.
  func commit(inputs: OutputTarget.Inputs) throws -> [String] {
    var written: [String] = []
    for file in files {
      do { try Self.check(file.destination, inputs) } catch { discard(); throw error }
      if rename(file.temporary.path, file.destination.path) != 0 {
        let reason = String(cString: strerror(errno))
        discard()
        throw SnapshotError.cannotWrite(path: file.destination.path, reason: reason)
      }
      written.append(file.relative)
    }
    return written
  }

  /// Moves the files to `folder` under the given names (the actual outputs of a run that failed).
  func move(to folder: URL, names: [String]) -> [String] {
    var moved: [String] = []
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (file, name) in zip(files, names) {
      let target = folder.appendingPathComponent(name)
      try? FileManager.default.removeItem(at: target)
      if (try? FileManager.default.moveItem(at: file.temporary, to: target)) != nil { moved.append(target.path) }
    }
    discard()
    return moved
  }

  private static func check(_ destination: URL, _ inputs: OutputTarget.Inputs) throws {
    do {
      try OutputTarget.check(destination.path, against: inputs)
    } catch {
      throw SnapshotError.cannotWrite(path: destination.path, reason: "\(error)".replacingOccurrences(of: "\(destination.path): ", with: ""))
    }
  }

  /// Deletes whatever temporary files remain.
  func discard() {
    for file in files { try? FileManager.default.removeItem(at: file.temporary) }
  }
}
