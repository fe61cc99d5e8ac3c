import PlumbLayout

/// Parses the scene notation used in tests: `a.leading == 2 * b.trailing + 8 @750` or `a.width >= 150`.
/// (Only for building test scenes; the real parser is PlumbScene's.)
func c(_ text: String, id: String? = nil, when condition: Layout.Condition? = nil) -> Layout.ConstraintSpec {
  var tokens = text.split(separator: " ").map(String.init)
  var priority = 1000.0
  if let last = tokens.last, last.hasPrefix("@") {
    priority = Double(last.dropFirst())!
    tokens.removeLast()
  }
  func anchor(_ token: String) -> Layout.AnchorRef {
    let parts = token.split(separator: ".")
    return Layout.AnchorRef(item: String(parts[0]), attribute: Layout.Attribute(rawValue: String(parts[1]))!)
  }
  let first = anchor(tokens[0])
  let relation = Layout.Relation(rawValue: tokens[1])!
  var rest = Array(tokens.dropFirst(2))
  var multiplier = 1.0, constant = 0.0
  var second: Layout.AnchorRef?
  if rest.count >= 2, rest[1] == "*" {
    multiplier = Double(rest[0])!
    rest.removeFirst(2)
  }
  if let token = rest.first, Double(token) == nil {
    second = anchor(token)
    rest.removeFirst()
  }
  if rest.count == 2 {
    constant = Double(rest[1])! * (rest[0] == "-" ? -1 : 1)
  } else if rest.count == 1 {
    constant = Double(rest[0])!
  }
  return Layout.ConstraintSpec(
    first: first, relation: relation, second: second, multiplier: multiplier, constant: constant, priority: priority,
    identifier: id, condition: condition, text: text)
}

/// A plain view with an optional explicit intrinsic size.
func view(_ id: String, width: Double? = nil, height: Double? = nil, hidden: Bool = false,
          subviews: [Layout.Node] = [], constraints: [Layout.ConstraintSpec] = []) -> Layout.Node {
  Layout.Node(id: id, kind: .view, subviews: subviews, constraints: constraints,
              appearance: Layout.Appearance(hidden: hidden), intrinsic: Layout.IntrinsicSize(width: width, height: height))
}

/// A label with a fixed font of `size` points (the fake measurer makes each character size/2 wide).
func label(_ id: String, _ text: String, size: Double = 20, lines: Int = 1, hugging: Double = 250,
           compression: Double = 750, hidden: Bool = false) -> Layout.Node {
  var node = Layout.Node(
    id: id, kind: .label(Layout.Label(text: text, font: .fixed(FontSpec(size: size)), numberOfLines: lines)),
    appearance: Layout.Appearance(hidden: hidden))
  node.hugging.horizontal = hugging
  node.compression.horizontal = compression
  return node
}

/// A stack with arranged views (overloads so that axis, distribution and alignment may be left out in order).
func stack(_ id: String, _ axis: Layout.Axis, _ distribution: Layout.Stack.Distribution,
           _ alignment: Layout.Stack.Alignment, spacing: Double = 0, margins: Bool = false,
           baselineRelative: Bool = false, _ arranged: [Layout.Node]) -> Layout.Node {
  Layout.Node(id: id, kind: .stack(Layout.Stack(
    axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
    isLayoutMarginsRelativeArrangement: margins, isBaselineRelativeArrangement: baselineRelative,
    arranged: arranged)))
}

func stack(_ id: String, _ axis: Layout.Axis, _ distribution: Layout.Stack.Distribution, spacing: Double = 0,
           margins: Bool = false, baselineRelative: Bool = false, _ arranged: [Layout.Node]) -> Layout.Node {
  stack(id, axis, distribution, .fill, spacing: spacing, margins: margins, baselineRelative: baselineRelative, arranged)
}

func stack(_ id: String, _ axis: Layout.Axis, spacing: Double = 0, margins: Bool = false,
           baselineRelative: Bool = false, _ arranged: [Layout.Node]) -> Layout.Node {
  stack(id, axis, .fill, .fill, spacing: spacing, margins: margins, baselineRelative: baselineRelative, arranged)
}

func stack(_ id: String, spacing: Double = 0, margins: Bool = false, baselineRelative: Bool = false,
           _ arranged: [Layout.Node]) -> Layout.Node {
  stack(id, .horizontal, .fill, .fill, spacing: spacing, margins: margins, baselineRelative: baselineRelative, arranged)
}

/// A scene with the cookbook's frame assumptions by default: margins 16, status bar 20 (safe area top).
func scene(_ views: [Layout.Node], _ constraints: [Layout.ConstraintSpec], width: Double = 375,
           height: Layout.CanvasHeight = .points(667), safeTop: Double = 20, scale: Double = 2,
           strings: [String: [String: String]] = [:]) -> Layout.Scene {
  Layout.Scene(
    name: "test", canvas: Layout.Canvas(width: width, height: height, scale: scale,
                                        safeArea: DirectionalInsets(top: safeTop)),
    views: views, constraints: constraints, strings: strings)
}

/// Lays a scene out at a width with the fake measurer.
func layout(_ scene: Layout.Scene, width: Double? = nil, height: Layout.CanvasHeight? = nil,
            direction: LayoutDirection = .leftToRight, language: String? = nil,
            pseudo: Layout.Pseudolocalization? = nil, type: ContentSizeCategory = .large) -> Layout.Result {
  let engine = Layout.Engine(scene: scene, measurer: FakeTextMeasurer(), images: FakeImageSizing())
  return engine.layout(Layout.Variant(
    width: width ?? scene.canvas.width, height: height ?? scene.canvas.height, direction: direction, type: type,
    scale: scene.canvas.scale, language: language, pseudo: pseudo))
}

extension Layout.Result {
  /// The rounded frame of a view (fails loudly for unknown ids).
  func frame(_ id: String) -> Rect { self[id]!.frame }
}
