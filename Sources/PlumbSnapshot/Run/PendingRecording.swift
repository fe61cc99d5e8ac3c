import Foundation

/// A reference written by a run but not yet in place: its PNG and layout text already sit in temporary
/// files beside their destinations (written on the worker thread, so recording holds no picture in
/// memory), and are renamed into place only when the whole run passes — or moved into the artifacts
/// folder as the variant's actual output when it does not. The temporary files are `AtomicFile`'s
/// `.pending` files: a run killed before it decides leaves them for the next run to remove.
///
/// ```swift
/// let pending = try PendingRecording.stage([(pngURL, png, "card/a.png"), (layoutURL, layout, "card/a.layout.txt")], inputs: inputs)
/// let written = try pending.commit(inputs: inputs)   // ["card/a.png", "card/a.layout.txt"]
/// ```
struct PendingRecording: Sendable {
  struct File: Sendable { let temporary: URL; let destination: URL; let relative: String }
  let files: [File]

  /// Writes each file's bytes to a temporary name in its destination folder (synced: they become
  /// references); a destination that is one of `inputs` or not a regular file is refused before
  /// anything is written (see `OutputTarget`).
  static func stage(_ entries: [(URL, [UInt8], String)], inputs: OutputTarget.Inputs) throws -> PendingRecording {
    var files: [File] = []
    do {
      for (destination, bytes, relative) in entries {
        let temporary = try AtomicFile.stage(Data(bytes), beside: destination, kind: .pending, inputs: inputs)
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
    for (index, file) in files.enumerated() {
      do {
        do {
          try OutputTarget.check(file.destination.path, against: inputs)
        } catch {
          throw FileWriteError(path: file.destination.path,
                               reason: "\(error)".replacingOccurrences(of: "\(file.destination.path): ", with: ""))
        }
        try AtomicFile.commit(file.temporary, to: file.destination)
      } catch {
        PendingRecording(files: Array(files[index...])).discard()
        throw error
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
      if rename(file.temporary.path, target.path) == 0 {
        moved.append(target.path)
      } else if let data = FileManager.default.contents(atPath: file.temporary.path),
                (try? AtomicFile.write(data, to: target, durable: false)) != nil {
        moved.append(target.path)   // another file system: copied
      }
    }
    discard()
    return moved
  }

  /// Deletes whatever temporary files remain.
  func discard() {
    for file in files { unlink(file.temporary.path) }
  }
}
