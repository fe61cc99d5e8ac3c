import Glibc
import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene

/// `plumb-bench render [--scenes Scenes] [--reps 5] [--only NAME] [--with-ambiguity]`
///
/// End-to-end render of each cookbook scene, as `plumb render --all-variants` does it minus process
/// start and file writes: load the scene file, make a `RenderSession` (its own Pango font map, so
/// nothing is cached between repetitions), then for every variant lay out, draw and encode the PNG.
/// Prints, per scene, the wall time per variant (best of `reps` after one warm-up run that loads the
/// process-wide font configuration) split into load (+ session), layout, draw and encode.
/// The engine's ambiguity report is off, as in `plumb render` without `--layout`/`--debug`;
/// `--with-ambiguity` turns it on to measure what the report costs.
///
/// The share of that time spent outside Pango, Cairo and PNG encoding is measured by
/// `Benchmarks/render_share.sh`, which runs `plumb-bench render --only NAME --reps 1` under callgrind
/// for each scene, collecting only inside `measuredRenderOfScene` (the same work this table times).
enum RenderBenchmark {
  /// Seconds spent in each stage of one scene's render.
  struct Stages {
    var load = 0.0, layout = 0.0, draw = 0.0, encode = 0.0
    var total: Double { load + layout + draw + encode }
    var variants = 0
    var pngBytes = 0
  }

  static func main(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments, flags: ["no-ambiguity", "with-ambiguity"])
    reportsAmbiguity = options.flags.contains("with-ambiguity")
    let folder = options.string("scenes", "Scenes")
    let reps = max(1, options.int("reps", 5))
    let names = options.values["only"].map { [$0] } ?? Bench.cookbook
    print("render: \(reps) timed repetitions per scene after a warm-up, best per stage, ambiguity report "
      + (reportsAmbiguity ? "on" : "off") + "; \(Bench.loadNote())")
    print(Bench.pad("scene", 32, left: true) + Bench.pad("variants", 9) + Bench.pad("ms/variant", 12)
      + Bench.pad("load", 8) + Bench.pad("layout", 8) + Bench.pad("draw", 8) + Bench.pad("encode", 8))
    var sum = Stages()
    for name in names {
      let file = folder + "/" + name + ".json"
      do {
        _ = try renderScene(file: file)   // warm-up: font configuration, file cache (not profiled)
        var best = Stages()
        best.load = .infinity; best.layout = .infinity; best.draw = .infinity; best.encode = .infinity
        var bestTotal = Double.infinity
        for _ in 0..<reps {
          let stages = try measuredRenderOfScene(file: file)
          best.load = min(best.load, stages.load); best.layout = min(best.layout, stages.layout)
          best.draw = min(best.draw, stages.draw); best.encode = min(best.encode, stages.encode)
          best.variants = stages.variants
          bestTotal = min(bestTotal, stages.total)
        }
        let n = Double(best.variants)
        print(Bench.pad(name, 32, left: true) + Bench.pad(String(best.variants), 9)
          + Bench.pad(Bench.format(bestTotal / n * 1000), 12) + Bench.pad(Bench.format(best.load / n * 1000), 8)
          + Bench.pad(Bench.format(best.layout / n * 1000), 8) + Bench.pad(Bench.format(best.draw / n * 1000), 8)
          + Bench.pad(Bench.format(best.encode / n * 1000), 8))
        sum.load += best.load; sum.layout += best.layout; sum.draw += best.draw; sum.encode += best.encode
        sum.variants += best.variants
      } catch {
        print("\(name): \(error)")
        return 65
      }
      fflush(stdout)
    }
    if names.count > 1 {
      let n = Double(sum.variants)
      print(Bench.pad("all (sum of best stages)", 32, left: true) + Bench.pad(String(sum.variants), 9)
        + Bench.pad(Bench.format(sum.total / n * 1000), 12) + Bench.pad(Bench.format(sum.load / n * 1000), 8)
        + Bench.pad(Bench.format(sum.layout / n * 1000), 8) + Bench.pad(Bench.format(sum.draw / n * 1000), 8)
        + Bench.pad(Bench.format(sum.encode / n * 1000), 8))
    }
    print("(times in ms per variant; \(Bench.loadNote()))")
    return 0
  }

  /// One timed run of `renderScene`. Not inlined: `render_share.sh` tells callgrind to count
  /// instructions only inside this function, so the warm-up run is left out. The counter after the
  /// call keeps it from being a tail call (callgrind would see the function left before the work).
  @inline(never)
  static func measuredRenderOfScene(file: String) throws -> Stages {
    let stages = try renderScene(file: file)
    measuredRuns += 1
    return stages
  }

  /// Whether the engine reports ambiguous views (its default, and `plumb render`'s).
  nonisolated(unsafe) static var reportsAmbiguity = false

  /// Timed runs so far.
  nonisolated(unsafe) static var measuredRuns = 0

  /// Loads `file`, makes a fresh session and renders and encodes every variant of its matrix.
  @inline(never)
  static func renderScene(file: String) throws -> Stages {
    var stages = Stages()
    var start = Bench.now()
    let scene = try SceneLoader.load(path: file)
    let session = try RenderSession(scene: scene)
    session.engine.reportsAmbiguity = reportsAmbiguity
    let renderer = SceneRenderer(measurer: session.measurer, images: session.images)
    var mark = Bench.now()
    stages.load = mark - start
    for variant in scene.variants.matrix(canvas: scene.canvas) {
      start = mark
      let result = try session.layout(variant)
      mark = Bench.now()
      stages.layout += mark - start
      start = mark
      let bitmap = try renderer.render(result, background: scene.canvas.background)
      mark = Bench.now()
      stages.draw += mark - start
      start = mark
      stages.pngBytes += try bitmap.pngData().count
      mark = Bench.now()
      stages.encode += mark - start
      stages.variants += 1
    }
    return stages
  }
}
