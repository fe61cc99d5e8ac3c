import Foundation
import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene

/// `plumb sheet`: every variant of a scene on one PNG, captioned, widths across and the other axes
/// (directions, type sizes, languages, …) down.
///
/// ```swift
/// Plumb.run(["sheet", "Scenes/TypeSizes.json", "-o", "type-sizes-sheet.png"])
/// ```
enum SheetCommand {
  static let spec = CommandSpec(
    name: "sheet",
    abstract: "Tile every variant of a scene on one contact sheet.",
    discussion: """
      Renders the scene's whole variant matrix and lays the pictures out on one sheet: one column per
      width, one row per combination of the other axes (in matrix order), each picture captioned with
      its variant name. Pictures keep their pixels exactly unless the sheet would exceed --max-pixels
      on a side; then every picture is shrunk by the same factor.
      Examples:
        plumb sheet Scenes/TypeSizes.json -o type-sizes.png
        plumb sheet Scenes/DiagnosisConflict.json -o conflict.png --debug
      """,
    arguments: [ArgumentSpec("scene", help: "The scene file (JSON5), or a .storyboard / .xib file.")],
    options: [
      OptionSpec("--output", "-o", value: "file", help: "The PNG to write (default: <scene name>-sheet.png)."),
      OptionSpec("--debug", help: "Draw the debug overlay (as 'render --debug') on every picture."),
      OptionSpec("--max-pixels", value: "n", help: "The largest side of the sheet before pictures are shrunk.", default: "8192"),
      VariantOptions.assets,
      SceneInput.option, SceneInput.classMapOption,
    ],
    run: CommandFailure.reporting { try run($0, console: $1) }
  )

  static func run(_ args: ParsedArguments, console: Console) throws -> Int32 {
    guard let limit = try args.int("--max-pixels"), (64...Int(RenderLimits.maxPixels)).contains(limit) else {
      throw UsageError("Invalid value '\(args.string("--max-pixels") ?? "")' for '--max-pixels <n>': expected a whole number from 64 to \(Int(RenderLimits.maxPixels)).", command: "sheet")
    }
    let input = try SceneInput.load(args, command: "sheet", console: console)
    let scene = input.scene
    let session = try RenderSession(scene: scene)
    let debug = DebugPictures(session: session, enabled: args.flag("--debug"))
    let variants = scene.variants.matrix(canvas: scene.canvas)
    // Lay every variant out first (cheap) for the sheet's layout, then render and draw them one at a
    // time: four 16,384-pixel variants are 4 GB together, but only one is ever held.
    let overlay = DebugOverlay(measurer: session.measurer)
    let sizes = try variants.map { variant -> Size in
      let result = try session.layout(variant)
      try RenderLimits.check(width: result.canvasSize.width, height: result.canvasSize.height, scale: variant.scale)
      let legend = debug.enabled ? overlay.legendHeight(width: result.canvasSize.width, scale: variant.scale) : 0
      return Size(width: pixelCeil(result.canvasSize.width, variant.scale),
                  height: pixelCeil(result.canvasSize.height + legend, variant.scale))
    }
    let sheet = try ContactSheet(measurer: session.measurer, maximumPixels: Double(limit))
      .render(title: "\(scene.name) — \(variants.count) variant\(variants.count == 1 ? "" : "s")", variants: variants, sizes: sizes) { index in
        let picture = try session.render(variants[index])
        DiagnosticsSummary.warn(picture.result, console: console)
        return try debug.picture(picture)
      }
    let pictures = variants
    let output = args.string("--output") ?? "\(scene.name)-sheet.png"
    try OutputFiles.write([(output, Data(try sheet.bitmap.pngData()))], inputs: .of(scene, file: args.positional("scene")!))
    let shrunk = sheet.layout.shrink < 1 ? ", pictures at \(formatPoints((sheet.layout.shrink * 1000).rounded() / 10))%" : ""
    console.out("rendered \(output) (\(sheet.bitmap.width)×\(sheet.bitmap.height) px, \(pictures.count) variants\(shrunk))")
    return ExitCode.success
  }

  /// `points` rounded up to whole pixels at `scale`, as a canvas of that size is made.
  private static func pixelCeil(_ points: Double, _ scale: Double) -> Double {
    ((points * scale) - 0.001).rounded(.up) / scale
  }
}
