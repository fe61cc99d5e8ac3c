import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbScene
import PlumbSnapshot

/// `plumb import FILE --scene ID -o Scenes/X.json5`: one root of a `.storyboard` / `.xib` file as an
/// editable scene file that renders identically; its images are copied into `<X>.assets/` beside it.
///
/// ```swift
/// Plumb.run(["import", "Main.storyboard", "--scene", "BYZ-38-t0r", "-o", "Scenes/Main.json5"])
/// ```
enum ImportCommand {
  static let spec = CommandSpec(
    name: "import",
    abstract: "Write one root of a .storyboard/.xib file as an editable scene file.",
    discussion: """
      The scene file keeps the layout exactly (the same constraints, guides, controls, sizes and colours, so it
      renders identically); IB object ids become identifiers (ib_ + the id with '-' as '_'), each view keeps
      its IB id and name in a comment, constraints keep their IB id as identifier. Images are copied into
      <output stem>.assets/ next to the output.
      Examples:
        plumb import Main.storyboard --scene BYZ-38-t0r -o Scenes/Main.json5
        plumb import Cell.xib -o Scenes/Cell.json5
      """,
    arguments: [ArgumentSpec("file", help: "The .storyboard or .xib file.")],
    options: [
      SceneInput.option, SceneInput.classMapOption,
      OptionSpec("--output", "-o", value: "file", help: "The scene file to write (default: <scene name>.json5)."),
    ],
    run: CommandFailure.reporting { try run($0, console: $1) }
  )

  static func run(_ args: ParsedArguments, console: Console) throws -> Int32 {
    let file = args.positional("file")!
    guard SceneInput.isInterfaceBuilder(file) else {
      throw UsageError("'\(file)' is not a .storyboard or .xib file.", command: "import")
    }
    let imported = try SceneInput.importRoot(file: file, query: args.string("--scene"), classMap: SceneInput.classMap(args))
    for warning in imported.warnings { console.err("warning: \(warning)") }
    let output = args.string("--output") ?? "\(imported.scene.name).json5"
    let exporter = IBSceneExporter(imported)
    let stem = ((output as NSString).lastPathComponent as NSString).deletingPathExtension
    let folder = (output as NSString).deletingLastPathComponent
    var files: [(String, Data)] = []
    var paths: [String: String] = [:]
    var usedNames = Set<String>()
    for source in exporter.imageSources.sorted() where paths[source] == nil {
      var name = (source as NSString).lastPathComponent
      while usedNames.contains(name) { name = "_" + name }
      usedNames.insert(name)
      guard let data = FileManager.default.contents(atPath: source) else { continue }
      let relative = "\(stem).assets/\(name)"
      paths[source] = relative
      files.append(((folder as NSString).appendingPathComponent(relative), data))
    }
    let text = exporter.json5(imagePaths: paths)
    // Never write a scene that does not load: read it back first (numbers, ids, constraints).
    do {
      _ = try SceneLoader.parse(text: text, file: output)
    } catch {
      throw ImportFailure(output: output, reason: "\(error)")
    }
    files.insert((output, Data(text.utf8)), at: 0)
    OutputFiles.removeLeftovers(besides: files.map(\.0))
    try OutputFiles.write(files, inputs: OutputTarget.Inputs(paths: [file] + exporter.imageSources.sorted()))
    console.out("imported \(output) (\(imported.scene.allNodes.count) views, \(imported.scene.constraints.count) constraints\(files.count > 1 ? ", \(files.count - 1) images" : ""))")
    return ExitCode.success
  }
}

/// An import whose scene would not load: nothing is written (`plumb` exits 70: the importer is wrong).
///
/// ```swift
/// throw ImportFailure(output: "Main.json5", reason: "…: duplicate id 'ib_x'")
/// ```
struct ImportFailure: Error, CustomStringConvertible {
  var output: String
  var reason: String
  var description: String { "\(output): not written: the imported scene would not load: \(reason)" }
}
