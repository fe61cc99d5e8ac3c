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
      try PairedRenders(feature: ("shadowed", shadowed), plain: ("plain", plain)).run(
        Layout.Variant(width: 390, height: .points(844), scale: scale), reps: reps, rounds: rounds,
        heading: "shadows: eight cards with a radius-\(Bench.format(radius)) shadow vs the same cards without, 390×844 pt @\(Bench.format(scale))x")
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
