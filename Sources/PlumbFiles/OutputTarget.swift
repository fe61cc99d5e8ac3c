import Foundation

/// The check every output file passes before anything is written: it must be a regular file (or not exist
/// yet) and must not be one of the command's inputs. A device node (`/dev/null`, `/dev/full`), folder,
/// FIFO or socket is refused rather than replaced by a regular file; so is the scene itself (or an image
/// it reads), compared by device and inode after following symbolic links, so a link or a hard link to
/// the scene is caught as well as its own path.
///
/// ```swift
/// let inputs = OutputTarget.Inputs(paths: ["Scenes/card.json"])
/// try OutputTarget.check("out/card.png", against: inputs)      // fine
/// try OutputTarget.check("Scenes/card.json", against: inputs)  // throws: it is the input
/// try OutputTarget.check("/dev/null", against: inputs)         // throws: not a regular file
/// ```
public enum OutputTarget {
  /// The files a command reads, by device and inode (files that do not exist are left out).
  public struct Inputs: Sendable {
    fileprivate var identities: [FileIdentity: String] = [:]

    /// The inputs at `paths` (symbolic links followed).
    public init(paths: [String]) {
      for path in paths { add(path) }
    }

    /// Adds the file at `path`, when it exists.
    public mutating func add(_ path: String) {
      if let identity = FileIdentity(following: path), identities[identity] == nil { identities[identity] = path }
    }

    /// The input that `path` is (the same device and inode), if any.
    public func input(sameAs path: String) -> String? {
      FileIdentity(following: path).flatMap { identities[$0] }
    }
  }

  /// Why an output may not be written.
  public enum Refusal: Error, Equatable, CustomStringConvertible {
    /// The path exists and is not a regular file (`kind`: "a character device", "a folder", …).
    case notRegularFile(path: String, kind: String)
    /// The path is an input of the command (`input` as the command was given it).
    case isInput(path: String, input: String)
    /// The same file is named as two outputs of one command.
    case writtenTwice(path: String)

    public var description: String {
      switch self {
      case .notRegularFile(let path, let kind):
        return "\(path): refusing to write: it is \(kind), not a regular file"
      case .isInput(let path, let input):
        return path == input
          ? "\(path): refusing to write: it is an input of this command"
          : "\(path): refusing to write: it is the input \(input)"
      case .writtenTwice(let path):
        return "\(path): refusing to write: named as two outputs of this command"
      }
    }
  }

  /// Throws unless `path` can be written without destroying anything: it does not exist or is a regular
  /// file (a symbolic link is judged by what it points to), and it is none of `inputs`.
  public static func check(_ path: String, against inputs: Inputs) throws(Refusal) {
    var info = stat()
    if stat(path, &info) == 0 {
      let type = info.st_mode & S_IFMT
      guard type == S_IFREG else { throw .notRegularFile(path: path, kind: kindName(type)) }
    }
    if let input = inputs.input(sameAs: path) { throw .isInput(path: path, input: input) }
  }

  /// Checks every path (as `check`) and that no file is named twice, before any of them is written.
  public static func checkAll(_ paths: [String], against inputs: Inputs) throws(Refusal) {
    var seen = Inputs(paths: [])
    var names: Set<String> = []
    for path in paths {
      try check(path, against: inputs)
      let normalized = URL(fileURLWithPath: path).standardizedFileURL.path
      guard names.insert(normalized).inserted, seen.input(sameAs: path) == nil else { throw .writtenTwice(path: path) }
      seen.add(path)
    }
  }

  private static func kindName(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: return "a folder"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFIFO: return "a FIFO"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
  }
}

/// A file's device and inode (what makes two paths the same file).
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64

  /// The identity of the file at `path`, symbolic links followed; `nil` when it does not exist.
  init?(following path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
