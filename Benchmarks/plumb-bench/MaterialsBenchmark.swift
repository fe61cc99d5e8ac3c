import PlumbGraphics
import PlumbLayout
import PlumbRender

/// `plumb-bench materials [--reps 20] [--rounds 5] [--scale 3]`
///
/// What blurring costs: a 390 × 844 screen of 40 coloured stripes under six visual effect views — a
/// 100-point top bar and an 83-point bottom bar in the chrome material, four 170 × 120 cards in the thin
/// one — against the same screen whose six views are plain fills of the materials' tints (no blur), at
/// 3× as on a phone. Each round times `reps` renders (layout, draw, PNG encode) of both scenes and keeps the
/// best; the ratio blurred / plain is reported for the draw stage and the whole render, by the wall clock
/// and by the thread's CPU time.
enum MaterialsBenchmark {
  static func main(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments)
    let reps = max(1, options.int("reps", 20)), rounds = max(1, options.int("rounds", 5))
    let scale = Double(max(1, min(3, options.int("scale", 3))))
    do {
      let blurred = try RenderSession(scene: screen(blurred: true, scale: scale))
      let plain = try RenderSession(scene: screen(blurred: false, scale: scale))
      try PairedRenders(feature: ("blurred", blurred), plain: ("plain", plain)).run(
        Layout.Variant(width: 390, height: .points(844), scale: scale), reps: reps, rounds: rounds,
        heading: "materials: six visual effect views over 40 stripes vs the same views as plain fills, 390×844 pt @\(Bench.format(scale))x")
    } catch {
      print("materials: \(error)")
      return 65
    }
    return 0
  }

  /// The screen: stripes in eight system colours, then the six effect views (blurred, or filled with their
  /// materials' tints).
  static func screen(blurred: Bool, scale: Double) -> Layout.Scene {
    func anchor(_ id: String, _ attribute: Layout.Attribute) -> Layout.AnchorRef { Layout.AnchorRef(item: id, attribute: attribute) }
    var nodes: [Layout.Node] = []
    var constraints: [Layout.ConstraintSpec] = []
    func place(_ node: Layout.Node, x: Double, y: Double, width: Double, height: Double) {
      nodes.append(node)
      constraints += [
        Layout.ConstraintSpec(first: anchor(node.id, .left), second: anchor("root", .left), constant: x),
        Layout.ConstraintSpec(first: anchor(node.id, .top), second: anchor("root", .top), constant: y),
        Layout.ConstraintSpec(first: anchor(node.id, .width), constant: width),
        Layout.ConstraintSpec(first: anchor(node.id, .height), constant: height),
      ]
    }
    let colours: [SystemColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPink]
    for stripe in 0..<40 {
      var node = Layout.Node(id: "stripe\(stripe)")
      node.appearance.background = .system(colours[stripe % colours.count])
      place(node, x: 0, y: Double(stripe) * 21.1, width: 390, height: 21.1)
    }
    let effects: [(String, Layout.BlurStyle, Rect, Double)] = [
      ("top", .systemChromeMaterial, Rect(x: 0, y: 0, width: 390, height: 100), 0),
      ("bottom", .systemChromeMaterial, Rect(x: 0, y: 761, width: 390, height: 83), 0),
      ("card0", .systemThinMaterial, Rect(x: 16, y: 140, width: 170, height: 120), 16),
      ("card1", .systemThinMaterial, Rect(x: 204, y: 140, width: 170, height: 120), 16),
      ("card2", .systemThinMaterial, Rect(x: 16, y: 400, width: 170, height: 120), 16),
      ("card3", .systemThinMaterial, Rect(x: 204, y: 400, width: 170, height: 120), 16),
    ]
    for (id, style, frame, radius) in effects {
      var node = Layout.Node(id: id)
      if blurred { node.appearance.blurEffect = style } else { node.appearance.background = style.material.tint }
      node.appearance.cornerRadius = radius
      place(node, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
    }
    return Layout.Scene(name: blurred ? "materials" : "fills", canvas: Layout.Canvas(width: 390, height: .points(844), scale: scale),
                        views: nodes, constraints: constraints)
  }
}
