import PlumbLayout
@testable import PlumbScene

/// A scene file around `views` and `constraints` (JSON5 fragments), with a 375-point canvas.
func sceneText(views: String = "", constraints: String = "", extra: String = "") -> String {
  """
  {
    plumb: 1,
    canvas: { width: 375 },
    views: [\(views)],
    constraints: [\(constraints)],\(extra.isEmpty ? "" : "\n  " + extra)
  }
  """
}

/// Decodes `text` as `test.json`.
func decode(_ text: String) throws -> Layout.Scene {
  try SceneLoader.parse(text: text, file: "test.json")
}

/// The error message `text` produces, or "no error".
func errorMessage(_ text: String, file: String = "test.json") -> String {
  do {
    _ = try SceneLoader.parse(text: text, file: file)
    return "no error"
  } catch {
    return "\(error)"
  }
}

/// Every constraint of the scene (nodes' first, in preorder, then the top level), in Apple's notation.
func constraintLines(_ scene: Layout.Scene) -> [String] {
  (scene.allNodes.flatMap(\.constraints) + scene.constraints).map(notation)
}

/// `first rel [m *] second [+ c] [@p]`, with `@p` only for optional constraints.
func notation(_ spec: Layout.ConstraintSpec) -> String {
  var text = "\(spec.first) \(spec.relation.rawValue) "
  if let second = spec.second {
    if spec.multiplier != 1 { text += "\(formatPoints(spec.multiplier)) * " }
    text += second.description
    if spec.constant > 0 { text += " + \(formatPoints(spec.constant))" }
    if spec.constant < 0 { text += " - \(formatPoints(-spec.constant))" }
  } else {
    text += formatPoints(spec.constant)
  }
  if !spec.isRequired { text += " @\(formatPoints(spec.priority))" }
  return text
}

/// A canonical text of a whole scene, to compare decoded scenes with scenes built in Swift.
func dump(_ scene: Layout.Scene) -> String {
  var lines: [String] = []
  lines.append("name \(scene.name) file \(scene.file ?? "-")")
  let c = scene.canvas
  lines.append("canvas \(formatPoints(c.width)) \(c.height) \(formatPoints(c.scale)) \(c.background?.description ?? "-") \(c.margins) \(c.safeArea)")
  lines.append("variants \(scene.variants)")
  lines.append("strings \(scene.strings.keys.sorted().map { "\($0)=\(scene.strings[$0]!.sorted { $0.key < $1.key })" })")
  func visit(_ node: Layout.Node, depth: Int) {
    let indent = String(repeating: "  ", count: depth)
    var kind = node.kindName
    switch node.kind {
    case .label(let label): kind += " \(label)"
    case .image(let image): kind += " \(image)"
    case .stack(let stack):
      kind += " \(stack.axis) \(stack.distribution) \(stack.alignment) \(stack.spacing) \(stack.isLayoutMarginsRelativeArrangement) \(stack.isBaselineRelativeArrangement)"
    default: break
    }
    lines.append("\(indent)\(node.id): \(kind) \(node.appearance) \(String(describing: node.margins)) \(node.semanticContentAttribute) \(node.hugging) \(node.compression) \(node.intrinsic) \(String(describing: node.spacingAfter))")
    for spec in node.constraints { lines.append("\(indent)  ! \(specDump(spec))") }
    if case .stack(let stack) = node.kind { stack.arranged.forEach { visit($0, depth: depth + 1) } }
    node.subviews.forEach { visit($0, depth: depth + 1) }
  }
  scene.views.forEach { visit($0, depth: 0) }
  for spec in scene.constraints { lines.append("! \(specDump(spec))") }
  return lines.joined(separator: "\n")
}

private func specDump(_ spec: Layout.ConstraintSpec) -> String {
  "\(notation(spec)) id=\(spec.identifier ?? "-") when=\(String(describing: spec.condition)) text=\(spec.text)"
}
