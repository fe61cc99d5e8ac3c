import Foundation
import PlumbJSON
import PlumbLayout

/// Reads scene files (JSON5) into `Layout.Scene`s: the module's entry point.
///
/// Every failure is a `SceneError` whose description names the file, line, column and JSON path:
/// `Scenes/card.json:14:9: views[0].arranged[2].constraints[0]: unknown view 'titel' (did you mean 'title'?)`.
/// Errors inside a constraint string point at the offending character when the string has no escapes.
///
/// Decisions the format leaves open:
/// - `canvas.width` is required; `height` defaults to `"fit"`, `scale` to 1, margins to 16 leading and
///   trailing (0 top and bottom), `safeArea` to 0. A key whose value is `null` counts as absent.
/// - `"@key"`: a label text starting with `@` names a key of `strings` (everything after the `@`); the key
///   must exist in at least one language. Lookup (in PlumbLayout) uses the variant's language, then the
///   first language, A→Z, that has the key. A `language` of the variant matrix must have a strings table
///   when the scene has any strings.
/// - `self` and `superview` are allowed in a view's own `constraints` (for an arranged view, `superview`
///   is its stack); at the top level they are errors.
/// - Visual Format Language: the views a format places (`[name]`) must be siblings, and `|` is their
///   superview. Names inside a view's predicate (`[a(==b)]`) may be any view; a `metrics` name wins over
///   a view id. An entry `{ constraint: "H:…", options: ["alignAllTop"] }` takes Apple's format options.
/// - Strings starting with `H:`, `V:`, `|` or `[` are visual formats; anything else is an expression.
///
/// ```swift
/// let scene = try SceneLoader.load(path: "Scenes/SimpleStackView.json")
/// let matrix = scene.variants.matrix(canvas: scene.canvas)
/// ```
public enum SceneLoader {
  /// Reads, decodes and checks a scene file, and resolves its image paths.
  ///
  /// The file is refused before it is read when it is larger than `SceneLimits.maxFileBytes`. Each image
  /// `src` is replaced by its absolute, symlink-free path after `SceneAssets` has checked it stays inside
  /// the scene's folder (or `assetsRoot`).
  /// - Parameters:
  ///   - path: the scene file; its name without extension is the scene's default name.
  ///   - assetsRoot: the folder image paths are relative to, instead of the scene's folder.
  /// - Throws: `SceneError`.
  ///
  /// ```swift
  /// let scene = try SceneLoader.load(path: "Scenes/card.json", assetsRoot: "Assets")
  /// ```
  public static func load(path: String, assetsRoot: String? = nil) throws -> Layout.Scene {
    let place = Layout.SourceLocation(file: path)
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: path)
    } catch {
      throw SceneError(.unreadableFile(reason: "no such file"), at: place)
    }
    if let type = attributes[.type] as? FileAttributeType, type == .typeDirectory {
      throw SceneError(.unreadableFile(reason: "it is a folder"), at: place)
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= SceneLimits.maxFileBytes else {
      throw SceneError(.fileTooLarge(bytes: size, limit: SceneLimits.maxFileBytes), at: place)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SceneError(.unreadableFile(reason: "permission denied or read error"), at: place)
    }
    guard data.count <= SceneLimits.maxFileBytes else {
      throw SceneError(.fileTooLarge(bytes: data.count, limit: SceneLimits.maxFileBytes), at: place)
    }
    if let error = UTF8Check.error(in: Array(data)) { throw SceneError(json: error, file: path) }
    guard let text = String(data: data, encoding: .utf8) else {
      throw SceneError(.unreadableFile(reason: "the file is not UTF-8 text"), at: place)
    }
    let assets = try SceneAssets(sceneFile: path, assetsRoot: assetsRoot)
    return try decode(text: text, file: path, defaultName: defaultName(for: path), assets: assets)
  }

  /// Decodes scene text without touching the file system (image paths stay as written).
  /// - Parameters:
  ///   - text: the JSON5 text.
  ///   - file: the name errors show, and whose base name is the default scene name (`scene` without one).
  /// - Throws: `SceneError`.
  ///
  /// ```swift
  /// let scene = try SceneLoader.parse(text: "{ plumb: 1, canvas: { width: 320 } }", file: "inline.json")
  /// scene.name   // "inline"
  /// ```
  public static func parse(text: String, file: String? = nil) throws -> Layout.Scene {
    try decode(text: text, file: file, defaultName: file.map(defaultName(for:)) ?? "scene", assets: nil)
  }

  private static func decode(text: String, file: String?, defaultName: String, assets: SceneAssets?) throws -> Layout.Scene {
    guard text.utf8.count <= SceneLimits.maxFileBytes else {
      throw SceneError(.fileTooLarge(bytes: text.utf8.count, limit: SceneLimits.maxFileBytes), at: Layout.SourceLocation(file: file))
    }
    let value: JSONValue
    do {
      value = try JSONReader.parse(text, maxDepth: SceneLimits.maxNestingDepth)
    } catch {
      throw SceneError(json: error, file: file)
    }
    let decoder = SceneDecoder(file: file)
    decoder.assets = assets
    var scene = try decoder.decode(value, defaultName: defaultName)
    scene.imagesRoot = assets?.realRoot
    return scene
  }

  /// The file name without folder and extension: `Scenes/card.json` → `card`.
  static func defaultName(for path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
