import Foundation
import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene
import PlumbSnapshot

/// `plumb render`: lay out a scene in one variant (or all) and write PNG, optionally the layout as JSON.
///
/// ```swift
/// Plumb.run(["render", "Scenes/SimpleStackView.json", "-o", "out.png", "--width", "320", "--direction", "rtl"])
/// ```
enum RenderCommand {
  static let spec = CommandSpec(
    name: "render",
    abstract: "Render a scene to PNG.",
    discussion: """
      Renders the canvas's variant, changed by the variant options; or every variant of the scene's matrix
      with --all-variants (files named <folder>/<scene>/<variant>.png).
      Examples:
        plumb render Scenes/SimpleStackView.json -o stack.png --width 320 --type AX3
        plumb render Scenes/SimpleStackView.json --all-variants out/
        plumb render card.json -o card.png --layout card.layout.json
        plumb render Scenes/DiagnosisTruncation.json -o cut.png --debug
        plumb render Scenes/DiagnosisAmbiguous.json -o amb.png --exercise-ambiguity 3   # amb-ambiguity-1.png …
      """,
    arguments: [ArgumentSpec("scene", help: "The scene file (JSON5), or a .storyboard / .xib file.")],
    options: [
      OptionSpec("--output", "-o", value: "file", help: "The PNG to write (default: <scene name>.png)."),
      OptionSpec("--all-variants", value: "folder", help: "Render every variant of the scene's matrix into this folder."),
      OptionSpec("--layout", value: "file", help: "Also write the solved layout as JSON (frames, baselines, truncation)."),
      VariantOptions.assets,
      SceneInput.option, SceneInput.classMapOption,
      OptionSpec("--debug", help: "Draw the layout on the picture: frames by kind, margins, baselines, truncation, ambiguity; with a legend."),
      OptionSpec("--exercise-ambiguity", value: "n", help: "Also write n pictures of different valid layouts of the ambiguous views (<output stem>-ambiguity-<k>.png)."),
    ] + VariantOptions.specs,
    run: CommandFailure.reporting { try run($0, console: $1) }
  )

  static func run(_ args: ParsedArguments, console: Console) throws -> Int32 {
    let file = args.positional("scene")!
    if args.isPresent("--all-variants") {
      for option in ["--output", "--layout", "--exercise-ambiguity"] + VariantOptions.specs.map(\.name) where args.isPresent(option) {
        throw UsageError("'\(option)' cannot be combined with '--all-variants' (the scene's matrix decides every variant).", command: "render")
      }
    }
    let alternatives = try DebugPictures.ambiguityCount(args)
    let input = try SceneInput.load(args, command: "render", console: console)
    let scene = input.scene
    if let folder = args.string("--all-variants") {
      return try renderAll(scene, file: file, into: folder, debug: args.flag("--debug"), console: console)
    }
    let variant = try VariantOptions.variant(from: args, scene: scene)
    do {
      try RenderLimits.check(width: variant.width, height: { if case .points(let h) = variant.height { return h }; return nil }(), scale: variant.scale)
    } catch {
      throw UsageError("\(error).", command: "render")
    }
    // The engine reports ambiguity (its default): a screen of two extra solves when nothing is free,
    // so a render can say that the picture is one of several valid layouts.
    let session = try RenderSession(scene: scene)
    let picture = try session.render(variant)
    let output = args.string("--output") ?? "\(scene.name).png"
    let debug = DebugPictures(session: session, enabled: args.flag("--debug"))
    let bitmap = try debug.picture(picture)
    let png = try bitmap.pngData()
    let layout = try args.string("--layout").map { path in (path, try LayoutDocument(picture.result).encoded()) }
    let extra = try alternatives.map { try debug.ambiguityFiles(variant, count: $0, output: output) } ?? []
    try OutputFiles.write([(output, Data(png))] + (layout.map { [($0.0, $0.1)] } ?? []) + extra, inputs: .of(scene, file: file))
    console.out("rendered \(output) (\(bitmap.width)×\(bitmap.height) px, \(variant.name))")
    for (path, _) in extra { console.out("rendered \(path)") }
    if let layout { console.out("layout \(layout.0)") }
    DiagnosticsSummary.warn(picture.result, console: console)
    return ExitCode.success
  }

  private static func renderAll(_ scene: Layout.Scene, file: String, into folder: String, debug: Bool, console: Console) throws -> Int32 {
    let session = try RenderSession(scene: scene)
    let pictures = DebugPictures(session: session, enabled: debug)
    var files: [(String, Data)] = []
    for variant in scene.variants.matrix(canvas: scene.canvas) {
      let picture = try session.render(variant)
      let path = (folder as NSString).appendingPathComponent("\(scene.name)/\(variant.name).png")
      files.append((path, Data(try pictures.picture(picture).pngData())))
      DiagnosticsSummary.warn(picture.result, console: console)
    }
    OutputFiles.removeLeftovers(besides: files.map(\.0))
    try OutputFiles.write(files, inputs: .of(scene, file: file))
    for (path, _) in files { console.out("rendered \(path)") }
    return ExitCode.success
  }
}

/// Writes a command's output files only after everything was produced, each atomically; when one
/// cannot be written, the ones already written by this call are removed again. Before anything is
/// written every path is checked (`OutputTarget`): one that is not a regular file (`/dev/null`, a
/// folder) or is one of the command's inputs (the scene, its images) refuses the whole write (exit 73).
enum OutputFiles {
  static func write(_ files: [(String, Data)], inputs: OutputTarget.Inputs) throws {
    do {
      try OutputTarget.checkAll(files.map(\.0), against: inputs)
    } catch {
      throw CLIError.refused(error)
    }
    var written: [String] = []
    for (path, data) in files {
      do {
        try AtomicFile.write(data, to: URL(fileURLWithPath: path))
        written.append(path)
      } catch {
        for done in written { unlink(done) }
        throw CLIError.cannotCreate(path: path, reason: error.reason)
      }
    }
  }

  /// Removes the temporary files a killed run left in the folders of `files`.
  static func removeLeftovers(besides files: [String]) {
    for folder in Set(files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }) {
      TemporaryFile.removeLeftovers(under: URL(fileURLWithPath: folder), recursive: false)
    }
  }
}

/// One stderr line per problem a render found (conflicts, ambiguity, truncation), so a render never
/// hides them; `render` and `sheet` print them, and still exit 0.
///
/// ```swift
/// DiagnosticsSummary.warn(picture.result, console: console)
/// // note: w375-h300-ltr-large-2x: ambiguous layout: card (height) (see 'plumb check')
/// ```
enum DiagnosticsSummary {
  static func warn(_ result: Layout.Result, console: Console) {
    for conflict in result.diagnostics.conflicts {
      console.err("warning: \(result.variant.name): unsatisfiable constraints; broke \(conflict.rejected)")
      for other in conflict.conflictingSet { console.err("  conflicts with \(other)") }
    }
    if let views = ambiguousViews(result.diagnostics.ambiguities) {
      console.err("note: \(result.variant.name): ambiguous layout: \(views) (see 'plumb check')")
    }
    if !result.diagnostics.truncatedLabels.isEmpty {
      console.err("note: \(result.variant.name): truncated labels: \(result.diagnostics.truncatedLabels.joined(separator: ", ")) (see 'plumb check')")
    }
  }

  /// `card (height), badge (left, width)`: each ambiguous view once, in report order, with its free
  /// attributes; `nil` when nothing is ambiguous.
  ///
  /// ```swift
  /// DiagnosticsSummary.ambiguousViews(result.diagnostics.ambiguities)   // "card (height)"
  /// ```
  static func ambiguousViews(_ ambiguities: [Layout.Ambiguity]) -> String? {
    guard !ambiguities.isEmpty else { return nil }
    var order: [String] = []
    var attributes: [String: [String]] = [:]
    for ambiguity in ambiguities {
      if attributes[ambiguity.view] == nil { order.append(ambiguity.view) }
      attributes[ambiguity.view, default: []].append(ambiguity.attribute)
    }
    return order.map { "\($0) (\(attributes[$0]!.joined(separator: ", ")))" }.joined(separator: ", ")
  }
}

extension OutputTarget.Inputs {
  /// What a scene command reads: the scene file and every image the scene names (with its `@2x`/`@3x`
  /// siblings), so no output can overwrite them.
  ///
  /// ```swift
  /// try OutputFiles.write(files, inputs: .of(scene, file: "Scenes/card.json"))
  /// ```
  static func of(_ scene: Layout.Scene, file: String) -> OutputTarget.Inputs {
    var inputs = OutputTarget.Inputs(paths: [file])
    for src in scene.allNodes.flatMap(\.imageSources) {
      for candidate in Layout.ImageScale.scaledNames(of: src) { inputs.add(candidate) }
    }
    return inputs
  }
}
