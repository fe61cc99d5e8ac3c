import Glibc
import PlumbLayout
import PlumbRender
import PlumbScene
import PlumbSnapshot

/// `plumb-bench breakpoints [--scene Tests/Fixtures/Sweep/Profile.json] [--from 320] [--to 1024] [--step 16]
/// [--render-every 8] [--sweep-only] [--costs]`
///
/// `plumb sweep`'s search against brute force on one core: the 15-view profile screen swept across every
/// point of 320…1024 at the 12 type sizes (one language, left to right), by the sweep (samples every
/// `step` points, bisection between samples that differ) re-solving each width by editing the root width
/// and laying out both sides of each breakpoint afresh; by the same search with every sample laid out
/// afresh; and by a fresh layout at every point, the reference. Rendering every point is timed on every
/// `render-every`-th width and scaled to the whole grid (rendering all 8,460 variants takes minutes).
/// Checks that the searches find the reference's breakpoints. `--sweep-only` runs the sweep alone (for a
/// profiler); `--costs` prints the CPU cost of one layout of the screen: fresh, re-solved one point wider
/// (from settled sizes), 16 points further, and one point wider from the unwrapped sizes.
enum BreakpointBenchmark {
  static func main(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments, flags: ["sweep-only", "costs"])
    let path = options.string("scene", "Tests/Fixtures/Sweep/Profile.json")
    let from = options.int("from", 320), to = options.int("to", 1024)
    let renderEvery = max(1, options.int("render-every", 8))
    do {
      let scene = try SceneLoader.load(path: path)
      var plan = SweepPlan(widths: from...to, types: ContentSizeCategory.allCases, languages: [.base], directions: [.leftToRight])
      plan.sampleStep = max(1, options.int("step", 16))
      let variants = plan.widths.count * plan.combinations.count
      print("breakpoints: \(scene.allNodes.count) views, widths \(from)…\(to), \(plan.types.count) type sizes = \(variants) variants; "
        + Bench.loadNote())
      if options.flags.contains("costs") {
        let session = try RenderSession(scene: scene)
        session.engine.reportsAmbiguity = false
        let combination = plan.combinations[6]
        let n = 200
        let fresh = try cpu {
          for i in 0..<n {
            let engine = Layout.Engine(scene: scene, measurer: session.measurer, images: session.images)
            engine.reportsAmbiguity = false
            _ = engine.layout(plan.variant(combination, width: 320 + i, canvas: scene.canvas))
          }
        }
        session.engine.startsFromSettledSizes = true
        let edit = try cpu {
          for i in 0..<n { _ = try session.layout(plan.variant(combination, width: 320 + i, canvas: scene.canvas)) }
        }
        let jumps = try cpu {
          for i in 0..<n { _ = try session.layout(plan.variant(combination, width: 320 + (i * 16) % 700, canvas: scene.canvas)) }
        }
        session.engine.startsFromSettledSizes = false
        let old = try cpu {
          for i in 0..<n { _ = try session.layout(plan.variant(combination, width: 320 + i, canvas: scene.canvas)) }
        }
        print("ms per layout: jumps of 16 \(Bench.format(jumps * 1000 / Double(n))), unsettled \(Bench.format(old * 1000 / Double(n)))")
        print("ms per layout: fresh \(Bench.format(fresh * 1000 / Double(n))), edit \(Bench.format(edit * 1000 / Double(n)))")
        return 0
      }
      var sweep: WidthSweep?
      let sweepCPU = try cpu { sweep = try WidthSweep.run(plan, session: try RenderSession(scene: scene)) }
      if options.flags.contains("sweep-only") {
        print("sweep: \(sweep!.layouts) layouts, \(Bench.format(sweepCPU)) CPU s, \(sweep!.breakpoints.count) breakpoints")
        return 0
      }
      var freshPlan = plan
      freshPlan.reusesSolver = false
      var freshSweep: WidthSweep?
      let freshCPU = try cpu { freshSweep = try WidthSweep.run(freshPlan, session: try RenderSession(scene: scene)) }
      var everyPoint = plan
      everyPoint.sampleStep = 1
      everyPoint.reusesSolver = false
      var brute: WidthSweep?
      let bruteCPU = try cpu { brute = try WidthSweep.run(everyPoint, session: try RenderSession(scene: scene)) }
      let session = try RenderSession(scene: scene)
      session.engine.reportsAmbiguity = false
      var rendered = 0
      let renderCPU = try cpu {
        for combination in plan.combinations {
          for width in stride(from: from, through: to, by: renderEvery) {
            _ = try session.render(plan.variant(combination, width: width, canvas: scene.canvas)).bitmap.pngData()
            rendered += 1
          }
        }
      }
      let renderAll = renderCPU / Double(rendered) * Double(variants)
      let truth = brute!.breakpoints.map(\.description)
      let same = sweep!.breakpoints.map(\.description) == truth
      let freshSame = freshSweep!.breakpoints.map(\.description) == truth
      print(Bench.pad("method", 40, left: true) + Bench.pad("layouts", 10) + Bench.pad("CPU s", 10))
      print(Bench.pad("sweep, edit path + fresh at breakpoints", 40, left: true) + Bench.pad("\(sweep!.layouts)", 10)
        + Bench.pad(Bench.format(sweepCPU), 10))
      print(Bench.pad("sweep, every sample fresh", 40, left: true) + Bench.pad("\(freshSweep!.layouts)", 10)
        + Bench.pad(Bench.format(freshCPU), 10))
      print(Bench.pad("fresh layout at every point", 40, left: true) + Bench.pad("\(brute!.layouts)", 10) + Bench.pad(Bench.format(bruteCPU), 10))
      print(Bench.pad("render + PNG every point (scaled)", 40, left: true) + Bench.pad("\(variants)", 10)
        + Bench.pad(Bench.format(renderAll, digits: 1), 10) + "  (\(rendered) rendered)")
      print("breakpoints: \(sweep!.breakpoints.count) (every point: \(truth.count)); the same as every point: "
        + "edit path \(same), fresh samples \(freshSame)")
      return same && freshSame ? 0 : 1
    } catch {
      print("breakpoints: \(error)")
      return 65
    }
  }

  /// CPU seconds of this thread for `body`.
  static func cpu(_ body: () throws -> Void) rethrows -> Double {
    let start = Bench.threadCPUSeconds()
    try body()
    return Bench.threadCPUSeconds() - start
  }
}
