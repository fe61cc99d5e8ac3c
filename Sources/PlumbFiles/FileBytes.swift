import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole regular file with plain system calls (retrying `EINTR`), refusing one larger than a
/// limit before reading it — for small files of untrusted folders (an asset catalog's `Contents.json`).
///
/// ```swift
/// let data = FileBytes.read("Assets.xcassets/flowers.imageset/Contents.json", limit: 1 << 20)
/// ```
public enum FileBytes {
  /// The bytes of the regular file at `path` (links followed), or `nil` when it cannot be opened, is not
  /// a regular file or is larger than `limit` bytes.
  public static func read(_ path: String, limit: Int) -> Data? {
    var fd: Int32
    repeat { fd = open(path, O_RDONLY | O_CLOEXEC) } while fd < 0 && errno == EINTR
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit else { return nil }
    var data = Data(count: Int(info.st_size) + 1)
    var total = 0
    let ok = data.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) -> Bool in
      while total < buffer.count {
        let count = Glibc.read(fd, buffer.baseAddress! + total, buffer.count - total)
        if count < 0 { if errno == EINTR { continue }; return false }
        if count == 0 { return true }
        total += count
      }
      return total <= limit   // grew past the limit while being read
    }
    guard ok, total <= limit else { return nil }
    data.count = total
    return data
  }
}
