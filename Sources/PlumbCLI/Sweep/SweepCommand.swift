import Foundation
import PlumbLayout
import PlumbRender
import PlumbSnapshot

/// `plumb sweep`: lays a screen out at every width of a range, every type size, language and direction,
/// and reports the breakpoints — where a label starts to truncate or changes its line count, views start
/// to overlap or leave their superview, a constraint breaks, a stack's content stops fitting.
///
/// ```swift
/// Plumb.run(["sweep", "Scenes/SweepProfile.json", "--widths", "320...600", "--chart", "sweep.png"])
/// ```
enum SweepCommand {
  static let spec = CommandSpec(
    name: "sweep",
    abstract: "Find the widths and type sizes where a screen starts to truncate, wrap, overlap or break.",
    discussion: """
      Lays the screen out over the whole range — every point of width, every type size, the scene's
      languages and pseudo-languages, both directions — sampling every --step points and bisecting between
      samples that differ down to one point (each width re-solves by editing the root width). Reports each
      breakpoint with the views involved and the variants just before and after it; type-size breakpoints
      give the run of widths where going one size up changes the screen. --chart draws a band per view
      (a row per type size, width left to right) and the screen at either side of the first breakpoint.
      Exit status: 0 when the sweep ran; 64 usage; 65 bad scene.
      Examples:
        plumb sweep Scenes/SweepProfile.json
        plumb sweep Scenes/SweepProfile.json --widths 320...480 --types L...AX5 --directions ltr --chart sweep.png
        plumb sweep Main.storyboard --scene BYZ-38-t0r --languages base,double --format json > sweep.json
      """,
    arguments: [ArgumentSpec("scene", help: "The scene file (JSON5), or a .storyboard / .xib file.")],
    options: [
      OptionSpec("--widths", value: "a...b", help: "The widths to sweep, in whole points.", default: "320...1024"),
      OptionSpec("--types", value: "a...b", help: "Type sizes, a range (XS...AX5) or a comma list (L,AX3).", default: "XS...AX5"),
      OptionSpec("--languages", value: "list", help: "Comma list of languages of the scene's strings, pseudo-languages (double, accented, bounded) and 'base' (default: base, then the scene's languages and pseudo-languages)."),
      OptionSpec("--directions", value: "list", help: "Comma list of directions.", default: "ltr,rtl"),
      OptionSpec("--step", value: "points", help: "Points between first samples; bisection then finds each breakpoint to the point.", default: "16"),
      OptionSpec("--chart", value: "file", help: "Also write the sweep chart (PNG)."),
      OptionSpec("--format", value: "format", help: "Report format.", default: "text", choices: ["text", "json"]),
      VariantOptions.assets,
      SceneInput.option, SceneInput.classMapOption,
    ],
    run: CommandFailure.reporting(run(_:console:))
  )

  static func run(_ args: ParsedArguments, console: Console) throws -> Int32 {
    let file = args.positional("scene")!
    let widths = try SweepArguments.widths(args.string("--widths") ?? "320...1024")
    let types = try SweepArguments.types(args.string("--types") ?? "XS...AX5")
    let directions = try SweepArguments.directions(args.string("--directions") ?? "ltr,rtl")
    let step = try args.int("--step") ?? 16
    guard step >= 1 else { throw UsageError("'--step' must be at least 1 point.", command: "sweep") }
    let input = try SceneInput.load(args, command: "sweep", console: console)
    let scene = input.scene
    let languages = try args.string("--languages").map { try SweepArguments.languages($0, scene: scene) }
      ?? SweepArguments.defaultLanguages(scene)
    do {
      try RenderLimits.check(width: Double(widths.upperBound), height: nil, scale: scene.canvas.scale)
    } catch {
      throw UsageError("\(error).", command: "sweep")
    }
    var plan = SweepPlan(widths: widths, types: types, languages: languages, directions: directions)
    plan.sampleStep = step
    let session = try RenderSession(scene: scene)
    let sweep = try WidthSweep.run(plan, session: session)
    if let chart = args.string("--chart") {
      let png = try SweepChart(sweep: sweep, session: session).render().pngData()
      try OutputFiles.write([(chart, Data(png))], inputs: .of(scene, file: file))
    }
    if args.string("--format") == "json" {
      console.out(SweepReport.json(sweep, scene: scene, file: file))
    } else {
      console.out(SweepReport.text(sweep, scene: scene))
      if let chart = args.string("--chart") { console.out("chart \(chart)") }
    }
    return ExitCode.success
  }
}
