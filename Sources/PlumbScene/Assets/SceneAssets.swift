import Foundation
import PlumbFiles
import PlumbLayout

/// Where a scene's images live, and the check that an image path stays inside that folder.
///
/// Image paths are relative to the scene file's folder, or to an assets root given instead (`--assets`).
/// A path is refused when it is absolute, when `..` leads out of the folder, or when a symbolic link
/// (of the file or of a folder on the way) points outside it; the check is PlumbFiles' `ContainedPath`
/// (`realpath`), so it is about the files actually opened. The `@2x`/`@3x` siblings
/// (`Layout.ImageScale.scaledNames`) are checked the same way; choosing one for a variant's scale is the
/// image loader's job (PlumbGraphics' `ImageLoader`, by `Layout.ImageScale.pick`).
///
/// ```swift
/// let assets = try SceneAssets(sceneFile: "Scenes/card.json")
/// let path = try assets.resolve(src: "images/flowers.png")   // "/…/Scenes/images/flowers.png"
/// ```
public struct SceneAssets: Sendable {
  /// The folder image paths are relative to, as given (error messages show it); the current folder's
  /// full path for a scene file named without a folder.
  ///
  /// ```swift
  /// try SceneAssets(sceneFile: "Scenes/card.json").root   // "Scenes"
  /// try SceneAssets(sceneFile: "card.json").root          // "/home/me/plumb/Scenes" (run in Scenes)
  /// ```
  public let root: String
  /// The same folder with every symbolic link resolved; resolved images must lie inside it.
  ///
  /// ```swift
  /// try SceneAssets(sceneFile: "Scenes/card.json").realRoot   // "/home/me/plumb/Scenes"
  /// ```
  public let realRoot: String

  /// The assets of a scene file: its folder, or `assetsRoot` when given.
  /// - Throws: `SceneError.Kind.assetsFolderNotFound` when the folder does not exist.
  ///
  /// ```swift
  /// let assets = try SceneAssets(sceneFile: "Scenes/card.json", assetsRoot: "Assets")
  /// ```
  public init(sceneFile: String, assetsRoot: String? = nil) throws {
    let folder = assetsRoot ?? Self.folder(of: sceneFile)
    guard let real = ContainedPath.realPath(folder) else {
      throw SceneError(.assetsFolderNotFound(folder), at: Layout.SourceLocation(file: sceneFile))
    }
    // "." says nothing in a message ("leads outside the assets folder '.'"): name the folder itself.
    root = folder == "." || folder.isEmpty ? real : folder
    realRoot = real
  }

  /// The absolute, symlink-free path of `src`, checked to lie inside the root (and so are its
  /// existing `@2x` and `@3x` siblings).
  /// - Throws: a `SceneError` without a place (the decoder adds it): the path is absolute, leaves the
  ///   root, is not a PNG or JPEG, or no file (nor `@2x`/`@3x` sibling) exists.
  ///
  /// ```swift
  /// try assets.resolve(src: "../secrets.png")   // throws: leads outside the assets folder
  /// ```
  public func resolve(src: String) throws -> String {
    let nowhere = Layout.SourceLocation()
    if let problem = Self.syntaxProblem(src) { throw SceneError(problem, at: nowhere) }
    var depth = 0
    for part in src.split(separator: "/") {
      if part == ".." { depth -= 1 } else if part != "." { depth += 1 }
      if depth < 0 { throw SceneError(.imageOutsideAssets(src, root: root), at: nowhere) }
    }
    let joined = realRoot + "/" + src
    let folder = Self.folder(of: joined)
    let name = String(joined.split(separator: "/", omittingEmptySubsequences: false).last!)
    guard let realFolder = ContainedPath.realPath(folder) else { throw SceneError(.imageNotFound(src, folder: root), at: nowhere) }
    guard ContainedPath.isInside(realFolder, realRoot) else { throw SceneError(.imageOutsideAssets(src, root: root), at: nowhere) }
    var found = false
    for candidate in Layout.ImageScale.scaledNames(of: name) {
      let path = realFolder + "/" + candidate
      guard FileManager.default.fileExists(atPath: path) || ContainedPath.isSymbolicLink(path) else { continue }
      guard let real = ContainedPath.realPath(path), ContainedPath.isInside(real, realRoot) else {
        throw SceneError(.imageOutsideAssets(candidate == name ? src : candidate, root: root), at: nowhere)
      }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), isFolder.boolValue {
        throw SceneError(.imageIsFolder(candidate == name ? src : candidate), at: nowhere)
      }
      found = true
    }
    guard found else { throw SceneError(.imageNotFound(src, folder: root), at: nowhere) }
    return realFolder + "/" + name
  }

  /// The absolute, symlink-free path of a font file `path` (relative to the root), checked to lie inside it.
  /// - Throws: a `SceneError` without a place: the path is absolute, leaves the root, or no file exists.
  ///
  /// ```swift
  /// try assets.resolve(file: "Fonts/NotoSerif-Bold.ttf")   // "/…/Scenes/Fonts/NotoSerif-Bold.ttf"
  /// ```
  public func resolve(file path: String) throws -> String {
    let nowhere = Layout.SourceLocation()
    if path.hasPrefix("/") || path.hasPrefix("~") { throw SceneError(.absoluteFontPath(path), at: nowhere) }
    var depth = 0
    for part in path.split(separator: "/") {
      if part == ".." { depth -= 1 } else if part != "." { depth += 1 }
      if depth < 0 { throw SceneError(.fontOutsideAssets(path, root: root), at: nowhere) }
    }
    let joined = realRoot + "/" + path
    guard FileManager.default.fileExists(atPath: joined) || ContainedPath.isSymbolicLink(joined) else {
      throw SceneError(.fontNotFound(path, folder: root), at: nowhere)
    }
    guard let real = ContainedPath.realPath(joined), ContainedPath.isInside(real, realRoot) else {
      throw SceneError(.fontOutsideAssets(path, root: root), at: nowhere)
    }
    return real
  }

  /// Checks an image `src` without touching the file system: a non-empty relative PNG or JPEG path.
  static func checkSyntax(of field: Field) throws -> String {
    let src = try field.string()
    if let problem = syntaxProblem(src) { throw field.error(problem) }
    return src
  }

  private static func syntaxProblem(_ src: String) -> SceneError.Kind? {
    if src.hasPrefix("/") || src.hasPrefix("~") { return .absoluteImagePath(src) }
    let lower = src.lowercased()
    guard lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") else {
      return .unsupportedImageType(src)
    }
    return nil
  }

  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
