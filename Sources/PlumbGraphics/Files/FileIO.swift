import Glibc

/// Whole-file reads and atomic writes with errors that name the path and the failing system call.
///
/// ```swift
/// let bytes = try FileIO.read("Scenes/photo.jpg")
/// try FileIO.writeAtomically(pngBytes, to: "Snapshots/login.png")   // temp file + rename
/// ```
enum FileIO {
  /// Whether a regular file exists at `path`.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// The contents of the file at `path`.
  static func read(_ path: String) throws(GraphicsError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENOENT { throw .fileNotFound(path: path) }
      throw .unreadableFile(path: path, call: "open", reason: errnoDescription())
    }
    defer { close(fd) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadableFile(path: path, call: "read", reason: errnoDescription())
      }
      if count == 0 { return result }
      result.append(contentsOf: chunk[0..<count])
    }
  }

  /// Writes `bytes` to a temporary file in the destination's folder, then renames it over `path`, so
  /// readers see the old file or the whole new one, never a partial file.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(GraphicsError) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = "\(folder).\(name).tmp-\(getpid())-\(nextTemporaryNumber())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw .fileWrite(path: path, call: "open", reason: errnoDescription()) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        let reason = errnoDescription()
        close(fd); unlink(temporary)
        throw .fileWrite(path: path, call: "write", reason: reason)
      }
      written += count
    }
    guard close(fd) == 0 else {
      let reason = errnoDescription()
      unlink(temporary)
      throw .fileWrite(path: path, call: "close", reason: reason)
    }
    guard rename(temporary, path) == 0 else {
      let reason = errnoDescription()
      unlink(temporary)
      throw .fileWrite(path: path, call: "rename", reason: reason)
    }
  }

  private static let counterLock = Lock()
  nonisolated(unsafe) private static var counter = 0

  private static func nextTemporaryNumber() -> Int {
    counterLock.withLock { counter += 1; return counter }
  }
}
