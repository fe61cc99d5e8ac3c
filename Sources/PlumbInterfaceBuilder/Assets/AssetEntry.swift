import Foundation
import PlumbFiles

/// One entry of a folder whose path is already resolved (no symbolic link in it): its resolved path found
/// with one `lstat` instead of `realpath`'s look at every component of the path. An entry that is not a
/// symbolic link resolves to the folder's path and its name; a link is resolved in full, as
/// `ContainedPath.realPath` does.
///
/// ```swift
/// AssetEntry.resolved("flowers@2x.png", inResolved: "/home/me/App/Assets.xcassets/flowers.imageset")
/// // "/home/me/App/Assets.xcassets/flowers.imageset/flowers@2x.png"; nil when it does not exist
/// ```
enum AssetEntry {
  /// The resolved path of `name` (a single path component, not `.` or `..`) in the resolved `folder`, or
  /// `nil` when nothing is there (or a link leads nowhere).
  static func resolved(_ name: String, inResolved folder: String) -> String? {
    let path = folder == "/" ? "/" + name : folder + "/" + name
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT == S_IFLNK ? ContainedPath.realPath(path) : path
  }

  /// `ContainedPath.resolve(name, inside: folder)` for a plain file name (`FileName`), by `resolved` when
  /// `folderIsResolved` says the folder's path is already resolved.
  static func resolve(_ name: String, inside folder: String, folderIsResolved: Bool) -> String? {
    guard folderIsResolved, FileName.problem(name) == nil else { return ContainedPath.resolve(name, inside: folder) }
    guard let real = resolved(name, inResolved: folder), ContainedPath.isInside(real, folder) else { return nil }
    return real
  }
}
