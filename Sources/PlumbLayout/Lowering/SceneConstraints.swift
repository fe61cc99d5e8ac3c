extension Layout.Lowerer {
  /// The scene's constraints in order: top level, then each node's, nodes in preorder.
  var sceneConstraints: [Layout.ConstraintSpec] {
    scene.constraints + scene.allNodes.flatMap { $0.constraints }
  }

  mutating func lowerSceneConstraints() {
    for (index, spec) in sceneConstraints.enumerated() {
      if let condition = spec.condition, !condition.holds(in: variant) { continue }
      var origin = Layout.ConstraintOrigin(
        kind: .scene, identifier: spec.identifier, text: spec.text, source: spec.source, sceneIndex: index)
      if origin.text.isEmpty { origin.text = Self.describe(spec) }
      guard let first = resolve(spec.first.item, origin: origin) else { continue }
      var second: Layout.AnchorConstraint.End?
      if let ref = spec.second {
        guard let item = resolve(ref.item, origin: origin) else { continue }
        second = Layout.AnchorConstraint.End(item: item, attribute: ref.attribute)
      }
      if let problem = Layout.Validation.problem(
        first: spec.first.attribute, second: spec.second?.attribute, multiplier: spec.multiplier,
        constant: spec.constant, priority: spec.priority)
      {
        warn(Layout.Warning(kind: .invalidConstraint, view: spec.first.item, message: problem, constraint: origin))
        continue
      }
      output.append(Layout.AnchorConstraint(
        key: "scene:\(index)", first: Layout.AnchorConstraint.End(item: first, attribute: spec.first.attribute),
        relation: spec.relation, second: second, multiplier: spec.multiplier, constant: spec.constant,
        strength: Layout.Strength(priority: min(spec.priority, 1000)), origin: origin))
    }
  }

  private mutating func resolve(_ id: String, origin: Layout.ConstraintOrigin) -> Int? {
    if let index = table.indexByID[id] {
      switch table.items[index].role {
      case .root, .safeArea, .node: return index
      case .marginsGuide, .stackGuide: break
      }
    }
    let known = table.nodeItems.map { table.items[$0].id } + ["root", "safeArea"]
    var message = "unknown view '\(id)'"
    if let suggestion = Suggestion.closest(to: id, in: known) { message += " (did you mean '\(suggestion)'?)" }
    warn(Layout.Warning(kind: .invalidConstraint, view: id, message: message, constraint: origin))
    return nil
  }

  /// The scene notation of a spec that came without text.
  static func describe(_ spec: Layout.ConstraintSpec) -> String { spec.notation }
}
