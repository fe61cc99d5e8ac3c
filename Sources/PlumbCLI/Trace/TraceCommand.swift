import PlumbLayout
import PlumbRender
import PlumbScene

/// `plumb trace`: prints the view tree of a laid-out scene with frames and flags (see `TraceText`).
///
/// ```swift
/// Plumb.run(["trace", "Scenes/DiagnosisAmbiguous.json", "--width", "320"])
/// ```
enum TraceCommand {
  static let spec = CommandSpec(
    name: "trace",
    abstract: "Print the laid-out view tree with frames and flags.",
    discussion: """
      One line per view: kind, id, frame in root coordinates (points), a label's visible text, and flags:
      AMBIGUOUS[attribute: values it could take], TRUNCATED[needs, has; lines shown/needed],
      MISSING-GLYPHS[n], CLIPPED[by the ancestor that clips it], OUTSIDE-SUPERVIEW, ZERO-SIZE, RTL, HIDDEN.
      Examples:
        plumb trace Scenes/DiagnosisAmbiguous.json
        plumb trace Scenes/HebrewAndArabic.json --direction rtl --type AX2
        plumb trace Scenes/DiagnosisConflict.json --all-variants
      """,
    arguments: [ArgumentSpec("scene", help: "The scene file (JSON5), or a .storyboard / .xib file.")],
    options: VariantSelection.specs + [
      VariantOptions.assets,
      SceneInput.option, SceneInput.classMapOption,
    ] + VariantOptions.specs,
    run: CommandFailure.reporting { try run($0, console: $1) }
  )

  static func run(_ args: ParsedArguments, console: Console) throws -> Int32 {
    let input = try SceneInput.load(args, command: "trace", console: console)
    let scene = input.scene
    let variants = try VariantSelection.variants(from: args, scene: scene)
    let session = try RenderSession(scene: scene)
    var blocks: [String] = []
    for variant in variants {
      blocks.append(TraceText.render(try CheckCommand.layout(variant, session: session, command: "trace")))
    }
    console.out(blocks.joined(separator: "\n\n"))
    return ExitCode.success
  }
}
