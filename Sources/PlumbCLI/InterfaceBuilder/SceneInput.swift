import PlumbInterfaceBuilder
import PlumbLayout
import PlumbScene

/// The scene a command works on: a scene file (JSON5), or one root of a `.storyboard` / `.xib` file
/// picked with `--scene ID` (a root view id, controller id, storyboard identifier or name from
/// `plumb list`; a file with one root needs none).
///
/// ```swift
/// let input = try SceneInput.load(args, command: "render", console: console)
/// let session = try RenderSession(scene: input.scene)
/// ```
struct SceneInput {
  var scene: Layout.Scene
  /// The IB import, for IB files (stored frames, names, warnings).
  var imported: IBImportedScene?

  /// `--scene`: which root of an Interface Builder file.
  static let option = OptionSpec("--scene", value: "id", help: "For .storyboard/.xib files: the root to use (see 'plumb list').")
  /// `--class-map`: what the file's custom classes are (`IBClassMap`).
  static let classMapOption = OptionSpec(
    "--class-map", value: "file",
    help: "For .storyboard/.xib files: a JSON file mapping custom classes to UIKit kinds and intrinsic sizes.")

  /// Whether a path names an Interface Builder file.
  static func isInterfaceBuilder(_ path: String) -> Bool {
    path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
  }

  /// Loads the positional `scene` argument; IB warnings go to stderr.
  static func load(_ args: ParsedArguments, command: String, console: Console) throws -> SceneInput {
    let file = args.positional("scene")!
    guard isInterfaceBuilder(file) else {
      for option in ["--scene", "--class-map"] where args.isPresent(option) {
        throw UsageError("'\(option)' applies to .storyboard and .xib files only.", command: command)
      }
      return SceneInput(scene: try SceneLoader.load(path: file, assetsRoot: args.string("--assets")))
    }
    let imported = try importRoot(file: file, query: args.string("--scene"), classMap: classMap(args))
    for warning in imported.warnings { console.err("warning: \(warning)") }
    return SceneInput(scene: imported.scene, imported: imported)
  }

  /// The class map `--class-map` names (empty without one).
  static func classMap(_ args: ParsedArguments) throws -> IBClassMap {
    try args.string("--class-map").map { try IBClassMap.load(path: $0) } ?? IBClassMap()
  }

  /// The import of one root of an IB file; without `query` the file must have exactly one root.
  static func importRoot(file: String, query: String?, classMap: IBClassMap = IBClassMap()) throws -> IBImportedScene {
    let document = try IBDocument.load(path: file)
    let root: IBRoot
    if let query {
      root = try document.root(matching: query)
    } else if document.roots.count == 1 {
      root = document.roots[0]
    } else if document.roots.isEmpty {
      throw IBError("the file has no view to lay out", at: Layout.SourceLocation(file: file))
    } else {
      let list = document.roots.map { "  \($0.id)  \($0.kind.rawValue)  \($0.name)" }.joined(separator: "\n")
      throw IBError("the file has \(document.roots.count) roots; pick one with --scene ID:\n\(list)", at: Layout.SourceLocation(file: file))
    }
    return try IBSceneBuilder(document: document, root: root, classMap: classMap).buildChecked()
  }
}
