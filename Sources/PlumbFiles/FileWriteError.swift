/// An output that could not be written, as one sentence: the path and the reason (the system's words
/// for `errno`, or why Plumb refused), never a raw Foundation error dump. `plumb` exits 73 for it.
///
/// ```swift
/// FileWriteError(path: "Snapshots/card/a.png", reason: "No space left on device").description
/// // "Snapshots/card/a.png: cannot write: No space left on device"
/// ```
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
  public var path: String
  public var reason: String
  public init(path: String, reason: String) { self.path = path; self.reason = reason }
  /// The error of a failed system call on `path`, from `errno`.
  public init(path: String, errno code: Int32) { self.init(path: path, reason: Self.reason(errno: code)) }
  public var description: String { "\(path): cannot write: \(reason)" }

  /// The system's sentence for an `errno` value ("Permission denied").
  public static func reason(errno code: Int32) -> String { String(cString: strerror(code)) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif
