import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one way Plumb writes an output file (references, artifacts, reports, `--junit`, `--json`,
/// blobs, rendered PNGs, imported scenes): the bytes go to a fresh temporary file beside the target,
/// created with `O_EXCL` (never an existing file or a link planted there), written in full (retrying
/// `EINTR` and short writes), `fsync`ed when `durable`, then renamed over the target — and the folder
/// `fsync`ed, so the rename itself survives a power cut. A kill leaves at most a temporary file, which
/// the next run removes (`TemporaryFile`); a failure (a full disk) removes it at once and throws
/// `FileWriteError` naming the path and the reason.
///
/// ```swift
/// try AtomicFile.write(pngData, to: URL(fileURLWithPath: "Snapshots/card/w375-…-2x.png"))
/// ```
public enum AtomicFile {
  /// Writes `data` to `url`, creating the folder when needed. Nothing is touched when `url` exists and
  /// is not a regular file (a device node, a folder) or is one of `inputs` (see `OutputTarget`).
  /// - Parameter durable: `fsync` the file and its folder (references and other files worth keeping).
  /// - Throws: `FileWriteError` naming the file and the reason.
  public static func write(
    _ data: Data, to url: URL, inputs: OutputTarget.Inputs = OutputTarget.Inputs(paths: []), durable: Bool = true
  ) throws(FileWriteError) {
    let temporary = try stage(data, beside: url, kind: .tmp, inputs: inputs, durable: durable)
    try commit(temporary, to: url, durable: durable)
  }

  /// Writes `text` as UTF-8.
  public static func write(_ text: String, to url: URL, durable: Bool = true) throws(FileWriteError) {
    try write(Data(text.utf8), to: url, durable: durable)
  }

  /// Writes `data` to a new temporary file in `url`'s folder (created when needed) and returns it;
  /// `commit` renames it into place. On failure nothing is left behind.
  public static func stage(
    _ data: Data, beside url: URL, kind: TemporaryFile.Kind, inputs: OutputTarget.Inputs = OutputTarget.Inputs(paths: []),
    durable: Bool = true
  ) throws(FileWriteError) -> URL {
    do {
      try OutputTarget.check(url.path, against: inputs)
    } catch {
      throw FileWriteError(path: url.path, reason: "\(error)".replacingOccurrences(of: "\(url.path): ", with: ""))
    }
    let folder = url.deletingLastPathComponent()
    try makeFolder(folder, for: url)
    var attempts = 0
    while true {
      let temporary = folder.appendingPathComponent(TemporaryFile.name(for: url.lastPathComponent, kind: kind))
      let fd = retrying { open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666) }
      if fd < 0 {
        let code = errno
        attempts += 1
        if code == EEXIST && attempts < 8 { continue }
        throw FileWriteError(path: url.path, errno: code)
      }
      if let code = writeAll(data, to: fd, sync: durable) {
        unlink(temporary.path)
        throw FileWriteError(path: url.path, errno: code)
      }
      return temporary
    }
  }

  /// Renames a staged temporary file over `url` (removing it when that fails).
  public static func commit(_ temporary: URL, to url: URL, durable: Bool = true) throws(FileWriteError) {
    guard rename(temporary.path, url.path) == 0 else {
      let code = errno
      unlink(temporary.path)
      throw FileWriteError(path: url.path, errno: code)
    }
    if durable { syncFolder(url.deletingLastPathComponent()) }
  }

  /// Checks that files can be written in `folder` (creating it when needed) by writing and removing an
  /// empty temporary file there.
  /// - Throws: `FileWriteError` naming the folder and the reason.
  ///
  /// ```swift
  /// try AtomicFile.checkWritable(folder: URL(fileURLWithPath: ".plumb/last-run"))
  /// ```
  public static func checkWritable(folder: URL) throws(FileWriteError) {
    do {
      let probe = try stage(Data(), beside: folder.appendingPathComponent("probe"), kind: .tmp, durable: false)
      unlink(probe.path)
    } catch {
      throw FileWriteError(path: folder.path, reason: error.reason)
    }
  }

  private static func makeFolder(_ folder: URL, for url: URL) throws(FileWriteError) {
    var info = stat()
    if stat(folder.path, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw FileWriteError(path: url.path, reason: "\(folder.path) is not a folder")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw FileWriteError(path: url.path, reason: "cannot create the folder \(folder.path): \(folderReason(folder))")
    }
  }

  /// Why a folder cannot be made: the first missing ancestor's `mkdir` error.
  private static func folderReason(_ folder: URL) -> String {
    var path = folder.standardizedFileURL.path
    var missing: [String] = []
    var info = stat()
    while stat(path, &info) != 0 && path != "/" {
      missing.append(path)
      path = (path as NSString).deletingLastPathComponent
    }
    if info.st_mode & S_IFMT != S_IFDIR { return "\(path) is not a folder" }
    for candidate in missing.reversed() where mkdir(candidate, 0o777) != 0 && errno != EEXIST {
      return FileWriteError.reason(errno: errno)
    }
    return "unknown reason"
  }

  /// Writes every byte (retrying `EINTR` and short writes), syncs when asked, closes; the `errno` of the
  /// first failure (the file descriptor is closed either way).
  private static func writeAll(_ data: Data, to fd: Int32, sync: Bool) -> Int32? {
    var failure: Int32?
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        if written == 0 { failure = EIO; return }
        offset += written
      }
    }
    if failure == nil, sync, retrying({ fsync(fd) }) != 0 { failure = errno }
    if close(fd) != 0, failure == nil, errno != EINTR { failure = errno }
    return failure
  }

  private static func syncFolder(_ folder: URL) {
    let fd = retrying { open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    guard fd >= 0 else { return }
    _ = retrying { fsync(fd) }
    close(fd)
  }

  private static func retrying(_ call: () -> Int32) -> Int32 {
    while true {
      let result = call()
      if result >= 0 || errno != EINTR { return result }
    }
  }
}
