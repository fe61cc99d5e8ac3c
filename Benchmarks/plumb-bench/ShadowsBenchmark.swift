import PlumbGraphics
import PlumbLayout
import PlumbRender

/// `plumb-bench shadows [--reps 20] [--rounds 5] [--scale 3] [--radius 8]`
///
/// What layer shadows cost: a 390 × 844 screen of eight 358 × 84 rounded cards on a grouped background,
/// each with CALayer's shadow (opacity 0.15, offset (0, 4), radius 8 by default), against the same cards
/// without one, at 3× as on a phone. Each round times `reps` renders (layout, draw, PNG encode) of both and
/// keeps the best; the ratio shadowed / plain is reported for the draw stage and the whole render, by the
/// wall clock and by the thread's CPU time.
enum ShadowsBenchmark {
  static func main(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments)
    let reps = max(1, options.int("reps", 20)), rounds = max(1, options.int("rounds", 5))
    let scale = Double(max(1, min(3, options.int("scale", 3))))
    let radius = Double(max(0, min(100, options.int("radius", 8))))
    do {
      let shadowed = try RenderSession(scene: screen(shadowRadius: radius, scale: scale))
      let plain = try RenderSession(scene: screen(shadowRadius: nil, scale: scale))
      for session in [shadowed, plain] { session.engine.reportsAmbiguity = false }
      let variant = Layout.Variant(width: 390, height: .points(844), scale: scale)
      var best = (shadowed: ControlsBenchmark.Stages.worst, plain: ControlsBenchmark.Stages.worst)
      for _ in 0..<rounds {
        best.shadowed = best.shadowed.best(with: try ControlsBenchmark.time(shadowed, variant, reps: reps, memo: nil))
        best.plain = best.plain.best(with: try ControlsBenchmark.time(plain, variant, reps: reps, memo: nil))
      }
      print("shadows: eight cards with a radius-\(Bench.format(radius)) shadow vs the same cards without, 390×844 pt @\(Bench.format(scale))x, "
        + "best of \(rounds) rounds × \(reps) renders; \(Bench.loadNote())")
      print(Bench.pad("scene", 16, left: true) + Bench.pad("layout ms", 11) + Bench.pad("draw ms", 10) + Bench.pad("PNG ms", 9)
        + Bench.pad("render ms", 11) + Bench.pad("render CPU ms", 15))
      for (name, stages) in [("no shadows", best.plain), ("shadowed", best.shadowed)] {
        print(Bench.pad(name, 16, left: true) + Bench.pad(Bench.format(stages.layout * 1000), 11) + Bench.pad(Bench.format(stages.draw * 1000), 10)
          + Bench.pad(Bench.format(stages.encode * 1000), 9) + Bench.pad(Bench.format(stages.total * 1000), 11)
          + Bench.pad(Bench.format(stages.cpu * 1000), 15))
      }
      print("ratio shadowed/plain: draw \(Bench.format(best.shadowed.draw / best.plain.draw)), whole render "
        + "\(Bench.format(best.shadowed.total / best.plain.total)), whole render CPU \(Bench.format(best.shadowed.cpu / best.plain.cpu))")
    } catch {
      print("shadows: \(error)")
      return 65
    }
    return 0
  }

  /// The screen: eight cards down a grouped background, shadowed with `shadowRadius` or not at all (`nil`).
  static func screen(shadowRadius: Double?, scale: Double) -> Layout.Scene {
    func anchor(_ id: String, _ attribute: Layout.Attribute) -> Layout.AnchorRef { Layout.AnchorRef(item: id, attribute: attribute) }
    var nodes: [Layout.Node] = []
    var constraints: [Layout.ConstraintSpec] = []
    for index in 0..<8 {
      var card = Layout.Node(id: "card\(index)")
      card.appearance.background = .white
      card.appearance.cornerRadius = 12
      if let shadowRadius {
        card.appearance.shadow = Layout.LayerShadow(opacity: 0.15, offset: Size(width: 0, height: 4), radius: shadowRadius)
      }
      nodes.append(card)
      constraints += [
        Layout.ConstraintSpec(first: anchor(card.id, .left), second: anchor("root", .left), constant: 16),
        Layout.ConstraintSpec(first: anchor(card.id, .top), second: anchor("root", .top), constant: 60 + Double(index) * 96),
        Layout.ConstraintSpec(first: anchor(card.id, .width), constant: 358),
        Layout.ConstraintSpec(first: anchor(card.id, .height), constant: 84),
      ]
    }
    var scene = Layout.Scene(name: shadowRadius == nil ? "cards" : "shadowed-cards",
                             canvas: Layout.Canvas(width: 390, height: .points(844), scale: scale), views: nodes, constraints: constraints)
    scene.canvas.background = .system(.systemGroupedBackground)
    return scene
  }
}
