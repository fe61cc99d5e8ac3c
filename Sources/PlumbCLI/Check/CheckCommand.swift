import PlumbLayout
import PlumbSnapshot
import PlumbRender
import PlumbScene

/// `plumb check`: lays a scene out and reports, per variant, conflicts, ambiguity, truncation, missing
/// glyphs, views of zero size or outside their superview, and unsatisfied optional constraints.
///
/// ```swift
/// Plumb.run(["check", "Scenes/DiagnosisConflict.json", "--all-variants", "--strict"])   // 1: a conflict at 320
/// ```
enum CheckCommand {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Report layout problems: conflicts, ambiguity, truncation, missing glyphs.",
    discussion: """
      For each variant: required constraints that cannot all hold (the smallest conflicting set, each
      with identifier, equation and file:line, and the one Plumb broke); ambiguous views with the
      interval their position or size could take; truncated labels (visible vs full text, available vs
      needed width, lines); missing glyphs; views of zero size or outside their superview; warnings;
      and optional constraints left unsatisfied, largest error first (listed, never a problem).
      Exit status: 0 when the check ran; with --strict, 1 when any problem was found; 64 usage; 65 bad scene.
      Examples:
        plumb check Scenes/DiagnosisConflict.json
        plumb check Scenes/DiagnosisConflict.json --all-variants --strict
        plumb check card.json --width 320 --type AX3 --format json > card.check.json
        plumb check Main.storyboard --scene BYZ-38-t0r --against-xcode
      """,
    arguments: [ArgumentSpec("scene", help: "The scene file (JSON5), or a .storyboard / .xib file.")],
    options: VariantSelection.specs + [
      OptionSpec("--format", value: "format", help: "Report format.", default: "text", choices: ["text", "json"]),
      OptionSpec("--strict", help: "Exit 1 when any problem is found (with --accessibility, any accessibility finding too)."),
      OptionSpec("--accessibility", help: "Also audit accessibility: VoiceOver's reading order and what it reads; touch targets under 44 × 44 pt, text hidden from VoiceOver, images without a label, text under WCAG AA contrast in light, dark and increased contrast, text cut at AX1…AX5."),
      OptionSpec("--accessibility-legend", value: "file", help: "Write the audit as a picture: the screen with VoiceOver's elements numbered, and a legend (implies --accessibility; several variants: <stem>-<variant>.png)."),
      OptionSpec("--against-xcode", help: "For .storyboard/.xib files: compare every view's frame with the one Xcode stored."),
      VariantOptions.assets,
      SceneInput.option, SceneInput.classMapOption,
    ] + VariantOptions.specs,
    run: CommandFailure.reporting { try run($0, console: $1) }
  )

  static func run(_ args: ParsedArguments, console: Console) throws -> Int32 {
    let file = args.positional("scene")!
    let input = try SceneInput.load(args, command: "check", console: console)
    let scene = input.scene
    if args.flag("--against-xcode") {
      guard let imported = input.imported else {
        throw UsageError("'--against-xcode' needs a .storyboard or .xib file (scene files store no Xcode frames).", command: "check")
      }
      return try XcodeComparisonReport.run(imported, args: args, console: console)
    }
    let variants = try VariantSelection.variants(from: args, scene: scene)
    let session = try RenderSession(scene: scene)
    var findings: [CheckFindings] = []
    var audits: [AccessibilityAudit] = []
    let audits11y = args.flag("--accessibility") || args.isPresent("--accessibility-legend") || scene.auditsAccessibility
    let largeType = LargeTypeCheck(session: session)
    for variant in variants {
      let result = try layout(variant, session: session, command: "check")
      findings.append(CheckFindings(result, scene: scene))
      if audits11y { audits.append(try AccessibilityAudit(session: session, variant: variant, result: result, largeType: largeType)) }
    }
    if let legend = args.string("--accessibility-legend") {
      try AccessibilityLegendFiles.write(audits, to: legend, session: session, inputs: .of(scene, file: file))
    }
    if args.string("--format") == "json" {
      console.out(CheckJSONReport.render(scene: scene, file: file, findings: findings, audits: audits))
    } else {
      console.out(zip(findings.indices, findings).map { index, entry in
        CheckTextReport.render(entry, scene: scene.name)
          + (audits.indices.contains(index) ? "\n\n" + AccessibilityTextReport.render(audits[index]) : "")
      }.joined(separator: "\n\n"))
      if findings.count > 1 {
        let failing = findings.filter { $0.problemCount > 0 }.count
        console.out("\n\(findings.count) variants checked: \(failing == 0 ? "no problems" : "\(failing) with problems").")
      }
    }
    let problems = findings.map(\.problemCount).reduce(0, +) + audits.map(\.problemCount).reduce(0, +)
    return args.flag("--strict") && problems > 0 ? ExitCode.failure : ExitCode.success
  }

  /// The layout of `variant`; a canvas outside `RenderLimits` is a usage error of `command`.
  static func layout(_ variant: Layout.Variant, session: RenderSession, command: String) throws -> Layout.Result {
    do {
      return try session.layout(variant)
    } catch RenderError.badCanvas(let message) {
      throw UsageError("\(RenderError.badCanvas(message)).", command: command)
    }
  }
}
