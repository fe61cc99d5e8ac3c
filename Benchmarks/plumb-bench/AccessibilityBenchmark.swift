import Glibc
import PlumbLayout
import PlumbRender
import PlumbScene
import PlumbSnapshot

/// `plumb-bench accessibility [--repeat 40] [scene …]`
///
/// What the accessibility audit costs beside a render, on one core: for each scene (by default the audit's
/// problem card and the sweep's profile screen), CPU ms per render (layout, draw, PNG encode), per audit of
/// the laid-out screen (VoiceOver order, touch targets, hidden text, images, contrast in four appearances),
/// per audit with the five accessibility type sizes checked too (layouts of the sizes that can differ, re-solved
/// in the session's solver where that gives a fresh layout's frames), and
/// per audit when the four appearances of the variant are audited together and share those layouts (as
/// `plumb check` does); the audit's share of a render.
enum AccessibilityBenchmark {
  static func main(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments, flags: [])
    let repeats = max(1, options.int("repeat", 40))
    let paths = options.positional.isEmpty
      ? ["Tests/Fixtures/Accessibility/Problems.json", "Tests/Fixtures/Sweep/Profile.json"] : options.positional
    print("accessibility audit vs render, CPU ms per operation, \(repeats) repeats; \(Bench.loadNote())")
    print(Bench.pad("scene", 16, left: true) + Bench.pad("views", 7) + Bench.pad("render", 9) + Bench.pad("audit", 9)
      + Bench.pad("share", 8) + Bench.pad("+AX1…5", 9) + Bench.pad("share", 8) + Bench.pad("per app.", 9) + Bench.pad("share", 8))
    do {
      for path in paths {
        let scene = try SceneLoader.load(path: path)
        let session = try RenderSession(scene: scene)
        session.engine.reportsAmbiguity = false
        let variant = Layout.Variant(width: 375, height: scene.canvas.height, scale: scene.canvas.scale)
        var picture = try session.render(variant)
        let render = cpu(repeats) { picture = try session.render(variant); _ = try picture.bitmap.pngData() }
        let audit = cpu(repeats) { _ = try AccessibilityAudit(session: session, variant: variant, result: picture.result, largeSizes: []) }
        // Each audit on its own (a new LargeTypeCheck each time): layouts at the sizes that can differ.
        let full = cpu(repeats) { _ = try AccessibilityAudit(session: session, variant: variant, result: picture.result) }
        // The four appearances of the variant, as `plumb check` audits them: one check shares the layouts.
        var layouts = 0, resolved = 0
        let appearances = cpu(repeats) {
          let largeType = LargeTypeCheck(session: session)
          defer { layouts += largeType.layouts; resolved += largeType.resolvedInPlace }
          for (style, contrast, _) in AccessibilityAudit.appearances {
            var shown = variant
            shown.appearance = style
            shown.contrast = contrast
            _ = try AccessibilityAudit(session: session, variant: shown, result: picture.result, largeType: largeType)
          }
        } / Double(AccessibilityAudit.appearances.count)
        print(Bench.pad(scene.name, 16, left: true) + Bench.pad("\(scene.allNodes.count)", 7)
          + Bench.pad(Bench.format(render), 9) + Bench.pad(Bench.format(audit), 9)
          + Bench.pad(Bench.format(audit / render * 100, digits: 1) + " %", 8)
          + Bench.pad(Bench.format(full), 9) + Bench.pad(Bench.format(full / render * 100, digits: 0) + " %", 8)
          + Bench.pad(Bench.format(appearances), 9) + Bench.pad(Bench.format(appearances / render * 100, digits: 0) + " %", 8)
          + "   (\(layouts / repeats) layouts at AX sizes per variant, \(resolved / repeats) re-solved in place)")
      }
      return 0
    } catch {
      print("accessibility: \(error)")
      return 65
    }
  }

  /// Thread CPU milliseconds per run of `body`, `repeats` runs (errors end the run early).
  static func cpu(_ repeats: Int, _ body: () throws -> Void) -> Double {
    let start = Bench.threadCPUSeconds()
    for _ in 0..<repeats { try? body() }
    return (Bench.threadCPUSeconds() - start) * 1000 / Double(repeats)
  }
}
