import Foundation
import PlumbJSON

/// The `sfProDirectory` key of Plumb's configuration file, `plumb-snapshot.json`: the folder of the user's SF Pro
/// files (`SanFranciscoPro`), for projects that keep the choice in the repository rather than in each run's
/// environment. The file is the one the testing module reads for `hostDevice`; Plumb takes the nearest one in the
/// working folder or a folder above it (where `swift test` and `plumb` run), and a relative folder is taken
/// from the file's own folder. It comes last: the API, `plumb --sf-pro` and `PLUMB_SF_PRO_DIR` win over it.
///
/// ```json
/// {"hostDevice": "iPhone 11 Pro Max", "sfProDirectory": "../Fonts/SF Pro"}
/// ```
///
/// ```swift
/// try SanFranciscoProConfiguration.directory(inFile: "/work/app/plumb-snapshot.json")   // "/work/app/../Fonts/SF Pro"
/// SanFranciscoProConfiguration.nearestFile(from: "/work/app/Tests")                     // "/work/app/plumb-snapshot.json"
/// ```
public enum SanFranciscoProConfiguration {
  /// The configuration file's name.
  public static let fileName = "plumb-snapshot.json"
  /// The key naming the SF Pro folder.
  public static let key = "sfProDirectory"

  /// The nearest configuration file in `folder` or a folder above it, or nil.
  public static func nearestFile(from folder: String) -> String? {
    var current = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(fileName).path
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue { return candidate }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// The SF Pro folder the configuration file at `path` names (relative folders from the file's folder), or nil
  /// when it names none. Throws, with the line, column and key, when the file is not a JSON object or the key is
  /// not a non-empty string.
  public static func directory(inFile path: String) throws(GraphicsError) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw GraphicsError.unreadableFile(path: path, call: "open", reason: "cannot read the configuration file")
    }
    let root: JSONValue
    do { root = try JSONReader.parse(bytes: Array(data), strict: true) } catch {
      throw GraphicsError.configurationFile(path: path, line: error.line, column: error.column, place: "", reason: error.kind.message)
    }
    guard let members = root.object else {
      throw GraphicsError.configurationFile(
        path: path, line: root.line, column: root.column, place: "", reason: "expected an object, found \(root.typeName)")
    }
    guard let member = members.last(where: { $0.key == key }) else { return nil }
    guard let folder = member.value.string, !folder.isEmpty else {
      throw GraphicsError.configurationFile(
        path: path, line: member.value.line, column: member.value.column, place: key,
        reason: "expected the folder of your SF Pro files as a string, found \(member.value.typeName)")
    }
    if folder.hasPrefix("/") { return folder }
    return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(folder).path
  }
}
