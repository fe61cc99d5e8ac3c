import Foundation

/// Paths that must stay inside a folder, judged by the files actually opened: every symbolic link (of
/// the file and of each folder on the way) is resolved with `realpath` before the check.
///
/// ```swift
/// let root = try ContainedPath.realPath("Snapshots")                       // "/home/me/app/Snapshots"
/// ContainedPath.isInside("/home/me/app/Snapshots/card/a.png", root)       // true
/// ContainedPath.resolve("card/a.png", inside: root)                      // "/home/me/app/Snapshots/card/a.png"
/// ```
public enum ContainedPath {
  /// `path` with every symbolic link, `.` and `..` resolved; `nil` when it does not exist.
  ///
  /// ```swift
  /// ContainedPath.realPath(".")   // "/home/me/app"
  /// ```
  public static func realPath(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// Whether the resolved `path` is `root` or lies below it (both already resolved).
  ///
  /// ```swift
  /// ContainedPath.isInside("/a/bc", "/a/b")   // false
  /// ```
  public static func isInside(_ path: String, _ root: String) -> Bool {
    path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// The resolved path of `relative` below the resolved folder `root`, or `nil` when it does not exist
  /// or resolves (through `..` or a symbolic link) outside `root`.
  ///
  /// ```swift
  /// ContainedPath.resolve("../secret.png", inside: "/app/Assets")   // nil
  /// ```
  public static func resolve(_ relative: String, inside root: String) -> String? {
    guard !relative.hasPrefix("/"), !relative.contains("\0"),
          let real = realPath(root + "/" + relative), isInside(real, root) else { return nil }
    return real
  }

  /// Whether `path` is a symbolic link (not following it).
  ///
  /// ```swift
  /// ContainedPath.isSymbolicLink("Assets/escape")   // true
  /// ```
  public static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// The file `root/components[0]/…/components[n-1]` for writing, after checking every component is a
  /// valid name (`FileName`) and that the folders already on the way resolve inside `root` (so a
  /// symbolic link planted there cannot lead the write out). `what` names the components for messages.
  /// - Throws: `FileNameError` for a bad name, `FileWriteError` when the path leads outside `root`.
  ///
  /// ```swift
  /// try ContainedPath.destination(["card", "w375.png"], inside: snapshots, what: ["scene name", "file name"])
  /// ```
  public static func destination(_ components: [String], inside root: URL, what: [String]) throws -> URL {
    for (index, component) in components.enumerated() {
      try FileName.check(component, what: index < what.count ? what[index] : "name")
    }
    var url = root
    for component in components { url.appendPathComponent(component) }
    guard let realRoot = realPath(root.path) else { return url }   // nothing exists yet: mkdir makes plain folders
    var folder = root.path
    for component in components.dropLast() {
      folder += "/" + component
      guard let real = realPath(folder) else { break }
      guard isInside(real, realRoot) else {
        throw FileWriteError(path: url.path, reason: "\(folder) leads outside \(root.path)")
      }
    }
    return url
  }
}
