import Foundation
import PlumbFiles
import PlumbJSON

/// The `Contents.json` of an asset catalog set (`.imageset`, `.colorset`), read one way for every set:
/// strict JSON, at most `maxBytes`, an object. Confined to a folder (resolved), the file is read only when
/// it resolves (every symbolic link followed) inside that folder.
///
/// ```swift
/// AssetContents.read("Assets.xcassets/carbs.colorset", confinedTo: nil)?["colors"]?.array?.count   // 2
/// ```
enum AssetContents {
  /// The largest `Contents.json` read (Xcode's are a few hundred bytes).
  static let maxBytes = 1 << 20

  /// The set's parsed `Contents.json`; `nil` when it is missing, too large, outside `root`, not JSON or not
  /// an object. `folderIsResolved` says `folder` is a resolved path (no symbolic link in it: `AssetEntry`).
  static func read(_ folder: String, confinedTo root: String?, folderIsResolved: Bool = false) -> JSONValue? {
    let path: String
    if let root {
      guard let real = AssetEntry.resolve("Contents.json", inside: folder, folderIsResolved: folderIsResolved),
            ContainedPath.isInside(real, root) else {
        return nil
      }
      path = real
    } else {
      path = (folder as NSString).appendingPathComponent("Contents.json")
    }
    guard let data = FileBytes.read(path, limit: maxBytes),
          let value = try? JSONReader.parse(bytes: Array(data), strict: true), value.isObject else { return nil }
    return value
  }

  /// Whether the set has a `Contents.json` at all (a file, or a link, whether or not it can be read).
  static func exists(_ folder: String) -> Bool {
    let path = (folder as NSString).appendingPathComponent("Contents.json")
    return FileManager.default.fileExists(atPath: path) || ContainedPath.isSymbolicLink(path)
  }
}
