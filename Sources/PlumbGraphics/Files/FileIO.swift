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

  /// The contents of the file at `path`; with `root`, only if the file actually opened lies inside that
  /// folder (an absolute, symlink-free path).
  ///
  /// The file is opened first and then checked: what was opened is read back from `/proc/self/fd/N`
  /// (the kernel's name for the open file, every link resolved), so a symbolic link swapped between an
  /// earlier check and this open cannot lead outside `root`. Only regular files are read (a FIFO or
  /// device is refused without blocking).
  ///
  /// ```swift
  /// let bytes = try FileIO.read("/scenes/images/a.png", confinedTo: "/scenes")
  /// ```
  static func read(_ path: String, confinedTo root: String? = nil) throws(GraphicsError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else {
      if errno == ENOENT { throw .fileNotFound(path: path) }
      throw .unreadableFile(path: path, call: "open", reason: errnoDescription())
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .unreadableFile(path: path, call: "fstat", reason: errnoDescription()) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw .unreadableFile(path: path, call: "open", reason: info.st_mode & S_IFMT == S_IFDIR ? "is a folder, not an image file" : "not a regular file")
    }
    if let root {
      guard let opened = openedPath(fd) else {
        throw .unreadableFile(path: path, call: "readlink", reason: "cannot tell which file was opened")
      }
      let prefix = root.hasSuffix("/") ? root : root + "/"
      guard opened.hasPrefix(prefix) else {
        throw .unreadableFile(path: path, call: "open", reason: "the file opened (\(opened)) lies outside the assets folder \(root)")
      }
    }
    _ = fcntl(fd, F_SETFL, O_RDONLY)   // back to blocking reads
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

  /// The absolute path of the file open as `fd`, from `/proc/self/fd` (nil when that is unavailable).
  private static func openedPath(_ fd: Int32) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    buffer[count] = 0
    let path = String(cString: buffer)
    return path.hasPrefix("/") && !path.hasSuffix(" (deleted)") ? path : nil
  }

  private static let counterLock = Lock()
  nonisolated(unsafe) private static var counter = 0

  private static func nextTemporaryNumber() -> Int {
    counterLock.withLock { counter += 1; return counter }
  }
}
