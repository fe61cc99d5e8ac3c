import Glibc
import PlumbGraphics
import PlumbLayout
import PlumbRender

/// `plumb-bench controls [--reps 20] [--rounds 5] [--memo off] [--only controls|plain]`
///
/// What drawing UIKit's controls costs: a 390-point column of 50 controls (five of each kind: titled
/// buttons, configured buttons, text fields, switches, segmented controls, sliders, progress views,
/// activity indicators, steppers, page controls) against 50 plain views with a background in exactly the
/// same frames. Each round times, for both scenes in turn, `reps` renders (layout, draw, PNG encode) and
/// keeps the best of each stage; the best of all rounds is reported, with the ratio controls / plain for the
/// draw stage and for the whole render, by the wall clock and by the thread's CPU time (which a busy
/// machine inflates less). The goal: drawing the controls adds at most 10 % to the render.
///
/// Controls' chrome is copied from `PaintMemo.shared` when drawn again over the same pixels (`--memo off`
/// draws everything from scratch). Before timing, the benchmark checks that a render with the memo, cold
/// and warm, has exactly the pixels of one without it, and reports the cold render's draw time. `--only`
/// times one scene (for a profiler) and prints its times.
enum ControlsBenchmark {
  static func main(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments)
    let reps = max(1, options.int("reps", 20)), rounds = max(1, options.int("rounds", 5))
    do {
      let controls = controlScene()
      let controlSession = try RenderSession(scene: controls)
      controlSession.engine.reportsAmbiguity = false
      let variant = Layout.Variant(width: 390, height: .fit, scale: 2)
      let laidOut = try controlSession.layout(variant)
      let plain = plainScene(matching: laidOut)
      let plainSession = try RenderSession(scene: plain)
      plainSession.engine.reportsAmbiguity = false
      let plainLaidOut = try plainSession.layout(variant)
      for (a, b) in zip(laidOut.views, plainLaidOut.views) where a.frame != b.frame {
        print("frames differ: \(a.id) \(a.frame) vs \(b.frame)")
        return 70
      }
      let memo: PaintMemo? = options.string("memo", "on") == "off" ? nil : .shared
      guard let memoNote = try checkMemo(controlSession, variant, memo: memo) else { return 70 }
      if let only = options.values["only"] {
        let session = only == "plain" ? plainSession : controlSession
        let counts = memo?.statistics
        defer {
          if let memo, let counts {
            let now = memo.statistics
            print("chrome memo while timing: \(now.hits - counts.hits) hits, \(now.misses - counts.misses) misses")
          }
        }
        var stages = Stages.worst
        for _ in 0..<rounds { stages = stages.best(with: try time(session, variant, reps: reps, memo: memo)) }
        print("\(only): layout \(Bench.format(stages.layout * 1000)) ms, draw \(Bench.format(stages.draw * 1000)) ms, "
          + "PNG \(Bench.format(stages.encode * 1000)) ms, render \(Bench.format(stages.total * 1000)) ms, "
          + "CPU \(Bench.format(stages.cpu * 1000)) ms; \(Bench.loadNote())")
        return 0
      }
      var best = (controls: Stages.worst, plain: Stages.worst)
      for _ in 0..<rounds {
        best.controls = best.controls.best(with: try time(controlSession, variant, reps: reps, memo: memo))
        best.plain = best.plain.best(with: try time(plainSession, variant, reps: reps, memo: memo))
      }
      print("controls: 50 controls vs 50 plain views in the same frames, 390×\(Bench.format(laidOut.canvasSize.height)) pt @2x, "
        + "best of \(rounds) rounds × \(reps) renders; \(Bench.loadNote())")
      print(memoNote)
      print(Bench.pad("scene", 16, left: true) + Bench.pad("layout ms", 11) + Bench.pad("draw ms", 10) + Bench.pad("PNG ms", 9)
        + Bench.pad("render ms", 11) + Bench.pad("render CPU ms", 15))
      for (name, stages) in [("plain views", best.plain), ("controls", best.controls)] {
        print(Bench.pad(name, 16, left: true) + Bench.pad(Bench.format(stages.layout * 1000), 11) + Bench.pad(Bench.format(stages.draw * 1000), 10)
          + Bench.pad(Bench.format(stages.encode * 1000), 9) + Bench.pad(Bench.format(stages.total * 1000), 11)
          + Bench.pad(Bench.format(stages.cpu * 1000), 15))
      }
      let drawRatio = best.controls.draw / best.plain.draw, totalRatio = best.controls.total / best.plain.total
      let cpuRatio = best.controls.cpu / best.plain.cpu
      print("ratio controls/plain: draw \(Bench.format(drawRatio)), whole render \(Bench.format(totalRatio)), "
        + "whole render CPU \(Bench.format(cpuRatio)) (drawing the controls adds \(Bench.format((totalRatio - 1) * 100)) % "
        + "to the render, \(Bench.format((cpuRatio - 1) * 100)) % by CPU time)")
    } catch {
      print("controls: \(error)")
      return 65
    }
    return 0
  }

  /// Seconds of each stage of a render; each field is the best of its own over the renders compared
  /// (so `total` is the best whole render, not the sum of the best stages).
  /// `cpu` is the whole render's CPU time on the rendering thread.
  struct Stages {
    var layout, draw, encode, total, cpu: Double
    static let worst = Stages(layout: .infinity, draw: .infinity, encode: .infinity, total: .infinity, cpu: .infinity)
    func best(with other: Stages) -> Stages {
      Stages(layout: min(layout, other.layout), draw: min(draw, other.draw), encode: min(encode, other.encode),
             total: min(total, other.total), cpu: min(cpu, other.cpu))
    }
  }

  /// The best of each stage (layout, draw, PNG encode) and the best whole render of `reps` renders.
  static func time(_ session: RenderSession, _ variant: Layout.Variant, reps: Int, memo: PaintMemo?) throws -> Stages {
    var renderer = SceneRenderer(measurer: session.measurer, images: session.images)
    renderer.controlMemo = memo
    var best = Stages.worst
    for _ in 0..<reps {
      let cpuStart = Bench.threadCPUSeconds()
      let start = Bench.now()
      let result = try session.layout(variant)
      let drawStart = Bench.now()
      let bitmap = try renderer.render(result, background: nil)
      let drawEnd = Bench.now()
      _ = try bitmap.pngData()
      let end = Bench.now()
      let cpu = Bench.threadCPUSeconds() - cpuStart
      best = best.best(with: Stages(layout: drawStart - start, draw: drawEnd - drawStart, encode: end - drawEnd, total: end - start, cpu: cpu))
    }
    return best
  }

  /// Renders the controls without the memo, then with it from empty (cold) and again (warm); nil (after
  /// saying so) when the pixels differ, else a note with the cold render's draw time and the memo's size.
  static func checkMemo(_ session: RenderSession, _ variant: Layout.Variant, memo: PaintMemo?) throws -> String? {
    let result = try session.layout(variant)
    var renderer = SceneRenderer(measurer: session.measurer, images: session.images)
    renderer.controlMemo = nil
    let reference = try renderer.render(result, background: nil)
    guard let memo else { return "chrome memo off: every control drawn from scratch" }
    memo.removeAll()
    renderer.controlMemo = memo
    let start = Bench.now()
    let cold = try renderer.render(result, background: nil)
    let coldDraw = Bench.now() - start
    let warm = try renderer.render(result, background: nil)
    guard cold.pixels == reference.pixels, warm.pixels == reference.pixels else {
      print("controls: the chrome memo changed pixels (cold: \(cold.pixels == reference.pixels ? "same" : "differs"), "
        + "warm: \(warm.pixels == reference.pixels ? "same" : "differs"))")
      return nil
    }
    let stats = memo.statistics
    return "chrome memo: pixels identical to drawing from scratch (cold and warm); cold render's draw \(Bench.format(coldDraw * 1000)) ms; "
      + "\(stats.entries) entries, \(Bench.format(Double(stats.bytes) / 1_048_576)) MB, \(stats.hits) hits / \(stats.misses) misses"
  }

  static func controlScene() -> Layout.Scene {
    var nodes: [Layout.Node] = []
    for index in 0..<50 {
      let control: Layout.Control
      switch index % 10 {
      case 0: control = .button(Layout.Button(title: "Button \(index)"))
      case 1: control = .button(Layout.Button(title: "Filled \(index)", configuration: Layout.ButtonConfiguration(style: .filled)))
      case 2: control = .textField(Layout.TextField(placeholder: "Field \(index)", borderStyle: .roundedRect))
      case 3: control = .switch(Layout.Switch(isOn: index % 20 == 3))
      case 4: control = .segmentedControl(Layout.SegmentedControl(segments: ["One", "Two", "Three"], selectedSegmentIndex: 1))
      case 5: control = .slider(Layout.Slider(value: 0.4))
      case 6: control = .progressView(Layout.ProgressView(progress: 0.6))
      case 7: control = .activityIndicator(Layout.ActivityIndicator(style: index % 20 == 7 ? .medium : .large))
      case 8: control = .stepper(Layout.Stepper(value: 1))
      default: control = .pageControl(Layout.PageControl(numberOfPages: 4, currentPage: 1))
      }
      nodes.append(Layout.Node(id: "c\(index)", kind: .control(control)))
    }
    return column(nodes, name: "controls")
  }

  /// Plain views with a background, each placed at its control's frame (position and size fixed).
  static func plainScene(matching result: Layout.Result) -> Layout.Scene {
    func anchor(_ id: String, _ attribute: Layout.Attribute) -> Layout.AnchorRef { Layout.AnchorRef(item: id, attribute: attribute) }
    var nodes: [Layout.Node] = []
    var constraints: [Layout.ConstraintSpec] = []
    for view in result.views {
      var node = Layout.Node(id: view.id, intrinsic: Layout.IntrinsicSize(width: view.frame.width, height: view.frame.height))
      node.appearance.background = .system(.systemGray5)
      nodes.append(node)
      constraints.append(Layout.ConstraintSpec(first: anchor(view.id, .left), second: anchor("root", .left), constant: view.frame.minX))
      constraints.append(Layout.ConstraintSpec(first: anchor(view.id, .top), second: anchor("root", .top), constant: view.frame.minY))
    }
    constraints.append(Layout.ConstraintSpec(first: anchor("root", .height), constant: result.canvasSize.height))
    return Layout.Scene(name: "plain", canvas: Layout.Canvas(width: 390, height: .fit, scale: 2), views: nodes, constraints: constraints)
  }

  /// A column: each view below the previous one, 8 apart, at the leading margin (full width for those
  /// without an intrinsic width).
  static func column(_ nodes: [Layout.Node], name: String) -> Layout.Scene {
    var constraints: [Layout.ConstraintSpec] = []
    func anchor(_ id: String, _ attribute: Layout.Attribute) -> Layout.AnchorRef { Layout.AnchorRef(item: id, attribute: attribute) }
    for (index, node) in nodes.enumerated() {
      constraints.append(Layout.ConstraintSpec(first: anchor(node.id, .leading), second: anchor("root", .leadingMargin)))
      if index == 0 {
        constraints.append(Layout.ConstraintSpec(first: anchor(node.id, .top), second: anchor("root", .top), constant: 16))
      } else {
        constraints.append(Layout.ConstraintSpec(first: anchor(node.id, .top), second: anchor(nodes[index - 1].id, .bottom), constant: 8))
      }
      constraints.append(Layout.ConstraintSpec(first: anchor(node.id, .trailing), relation: .lessThanOrEqual, second: anchor("root", .trailingMargin)))
      constraints.append(Layout.ConstraintSpec(first: anchor(node.id, .trailing), second: anchor("root", .trailingMargin), priority: 200))
    }
    if let last = nodes.last {
      constraints.append(Layout.ConstraintSpec(first: anchor("root", .bottom), second: anchor(last.id, .bottom), constant: 16))
    }
    return Layout.Scene(name: name, canvas: Layout.Canvas(width: 390, height: .fit, scale: 2), views: nodes, constraints: constraints)
  }
}
