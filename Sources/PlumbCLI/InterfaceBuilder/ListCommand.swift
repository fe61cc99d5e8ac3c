import PlumbJSON
import PlumbInterfaceBuilder
import PlumbLayout

/// `plumb list FILE`: the renderable roots of a `.storyboard` or `.xib` file — each controller's view,
/// each top-level view of a XIB, each table and collection view cell — with the id `--scene` takes.
///
/// ```swift
/// Plumb.run(["list", "Main.storyboard", "--format", "json"])   // {"roots": [{"id": "8bC-Xf-vdC", …}]}
/// ```
enum ListCommand {
  static let spec = CommandSpec(
    name: "list",
    abstract: "List the roots of a .storyboard or .xib file (what --scene picks).",
    discussion: """
      One line per root: its id (the root view's IB object id), kind (viewController, view, tableViewCell,
      collectionViewCell, supplementaryView: a collection view's section header or footer), stored size and name; controllers also show their id and storyboard identifier.
      Any of these names the root in --scene.
      Examples:
        plumb list Main.storyboard
        plumb list Cell.xib --format json
      """,
    arguments: [ArgumentSpec("file", help: "The .storyboard or .xib file.")],
    options: [OptionSpec("--format", value: "format", help: "Output format.", default: "text", choices: ["text", "json"])],
    run: CommandFailure.reporting { try run($0, console: $1) }
  )

  static func run(_ args: ParsedArguments, console: Console) throws -> Int32 {
    let file = args.positional("file")!
    guard SceneInput.isInterfaceBuilder(file) else {
      throw UsageError("'\(file)' is not a .storyboard or .xib file.", command: "list")
    }
    let document = try IBDocument.load(path: file)
    if args.string("--format") == "json" {
      let roots: [JSONValue] = document.roots.map { root in
        var object: [String: JSONValue] = ["id": .string(root.id), "name": .string(root.name), "kind": .string(root.kind.rawValue)]
        if let controller = root.controllerID { object["controller"] = .string(controller) }
        if let identifier = root.storyboardIdentifier { object["storyboardIdentifier"] = .string(identifier) }
        if let controllerClass = root.controllerClass { object["class"] = .string(controllerClass) }
        if let frame = storedSize(root) { object["size"] = .object(["width": .number(frame.width), "height": .number(frame.height)]) }
        return .object(object)
      }
      var top: [String: JSONValue] = ["file": .string(file), "roots": .array(roots)]
      if let device = document.deviceID { top["device"] = .string(device) }
      if let tools = document.toolsVersion { top["toolsVersion"] = .number(tools) }
      console.out(JSONWriter.write(.object(top)))
    } else {
      for root in document.roots {
        var line = "\(root.id)  \(root.kind.rawValue)"
        if let size = storedSize(root) { line += "  \(formatPoints(size.width))×\(formatPoints(size.height))" }
        line += "  \(root.name)"
        if let controller = root.controllerID { line += "  (controller \(controller)" + (root.storyboardIdentifier.map { ", identifier \($0)" } ?? "") + ")" }
        console.out(line)
      }
      if document.roots.isEmpty { console.out("(no roots: the file has no view to lay out)") }
    }
    return ExitCode.success
  }

  private static func storedSize(_ root: IBRoot) -> Size? {
    guard let rect = root.element.child("rect", key: "frame"), let w = rect.number("width"), let h = rect.number("height") else { return nil }
    return Size(width: w, height: h)
  }
}
