extension Layout {
  /// Lowers a scene in one variant to anchor constraints: the scene's own constraints (top level first,
  /// then each view's in preorder; inactive conditions skipped, invalid ones reported), then every stack's
  /// generated constraints (stacks in preorder), then intrinsic sizes (views in preorder).
  ///
  /// The lowerer is kept for a layout: it is run again whenever intrinsic sizes change (the multi-line
  /// fixpoint) and produces the same keys, so a solver session replaces only what changed.
  struct Lowerer {
    let scene: Scene
    /// The variant; a width sweep changes `width` (and a fixed `height`) in place.
    var variant: Variant
    var table: ItemTable
    /// Warnings met while lowering, each once, in order.
    private(set) var warnings: [Warning] = []
    private var output: [AnchorConstraint] = []
    private var keyCounts: [String: Int] = [:]

    /// The priority level of Plumb's tie rule, below every priority a scene can reasonably use.
    ///
    /// Tie rule: each content-hugging and compression-resistance constraint is repeated at this lowest
    /// level with weight `N − i` (N views, i = the view's preorder index). Being the last level, it only
    /// chooses among layouts that are equally good for every real priority — exactly Apple's "ambiguous"
    /// cases — and there it keeps earlier views (in preorder, so in arrangement order inside a stack) at
    /// their intrinsic size: the LAST view of equal priority stretches or compresses first.
    static let tieBreakPriority = 0.001

    init(scene: Scene, variant: Variant) {
      self.scene = scene
      self.variant = variant
      self.table = ItemTable(scene: scene, variant: variant)
    }

    /// All active anchor constraints for the given intrinsic sizes, in a fixed order.
    mutating func lower(intrinsics: IntrinsicTable) -> [AnchorConstraint] {
      output = []
      keyCounts = [:]
      lowerRoot()
      lowerSceneConstraints()
      for item in table.nodeItems {
        if let node = table.items[item].node, case .stack(let stack) = node.kind {
          lowerStack(item, stack, intrinsics: intrinsics)
        }
      }
      lowerIntrinsicSizes(intrinsics)
      return output
    }

    mutating func warn(_ warning: Warning) {
      if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// Appends a generated constraint; its key is `<prefix>:<identifier>:<n>` with n counting per prefix
    /// and identifier, so keys are stable for the same scene.
    mutating func emit(
      kind: ConstraintOrigin.Kind, identifier: String, owner: Int, keyPrefix: String,
      _ first: AnchorConstraint.End, _ relation: Relation, _ second: AnchorConstraint.End? = nil,
      multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, weight: Double = 1
    ) {
      let base = "\(keyPrefix):\(identifier)"
      let count = keyCounts[base, default: 0]
      keyCounts[base] = count + 1
      let text = table.describe(
        first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
        priority: priority)
      output.append(AnchorConstraint(
        key: "\(base):\(count)", first: first, relation: relation, second: second, multiplier: multiplier,
        constant: constant, strength: Strength(priority: priority, weight: weight),
        origin: ConstraintOrigin(kind: kind, identifier: identifier, owner: table.items[owner].id, text: text)))
    }

    // MARK: Root

    /// `canvas.height: fit` — the root height is pulled toward 0 at fittingSizeLevel (50), as
    /// `systemLayoutSizeFitting` does, so it settles at the smallest height every constraint of priority
    /// above 50 allows. (Fixed sizes are the session's edit variables, not constraints.)
    private mutating func lowerRoot() {
      if case .fit = variant.height {
        emit(
          kind: .root, identifier: "UIView-Encapsulated-Layout-Height-fitting", owner: 0, keyPrefix: "root",
          AnchorConstraint.End(item: 0, attribute: .height), .equal, constant: 0, priority: 50)
      }
    }

    // MARK: Scene constraints

    /// The scene's constraints in order: top level, then each node's, nodes in preorder.
    var sceneConstraints: [ConstraintSpec] {
      scene.constraints + scene.allNodes.flatMap { $0.constraints }
    }

    private mutating func lowerSceneConstraints() {
      for (index, spec) in sceneConstraints.enumerated() {
        if let condition = spec.condition, !condition.holds(in: variant) { continue }
        var origin = ConstraintOrigin(
          kind: .scene, identifier: spec.identifier, text: spec.text, source: spec.source, sceneIndex: index)
        if origin.text.isEmpty { origin.text = Self.describe(spec) }
        guard let first = resolve(spec.first.item, origin: origin) else { continue }
        var second: AnchorConstraint.End?
        if let ref = spec.second {
          guard let item = resolve(ref.item, origin: origin) else { continue }
          second = AnchorConstraint.End(item: item, attribute: ref.attribute)
        }
        if let problem = Validation.problem(
          first: spec.first.attribute, second: spec.second?.attribute, multiplier: spec.multiplier,
          constant: spec.constant, priority: spec.priority)
        {
          warn(Warning(kind: .invalidConstraint, view: spec.first.item, message: problem, constraint: origin))
          continue
        }
        output.append(AnchorConstraint(
          key: "scene:\(index)", first: AnchorConstraint.End(item: first, attribute: spec.first.attribute),
          relation: spec.relation, second: second, multiplier: spec.multiplier, constant: spec.constant,
          strength: Strength(priority: min(spec.priority, 1000)), origin: origin))
      }
    }

    private mutating func resolve(_ id: String, origin: ConstraintOrigin) -> Int? {
      if let index = table.indexByID[id] {
        switch table.items[index].role {
        case .root, .safeArea, .node: return index
        case .marginsGuide, .stackGuide: break
        }
      }
      let known = table.nodeItems.map { table.items[$0].id } + ["root", "safeArea"]
      var message = "unknown view '\(id)'"
      if let suggestion = Suggestion.closest(to: id, in: known) { message += " (did you mean '\(suggestion)'?)" }
      warn(Warning(kind: .invalidConstraint, view: id, message: message, constraint: origin))
      return nil
    }

    /// The scene notation of a spec that came without text.
    static func describe(_ spec: ConstraintSpec) -> String {
      var text = "\(spec.first) \(spec.relation.rawValue) "
      if let second = spec.second {
        if spec.multiplier != 1 { text += "\(formatPoints(spec.multiplier)) * " }
        text += "\(second)"
        if spec.constant > 0 { text += " + \(formatPoints(spec.constant))" }
        if spec.constant < 0 { text += " - \(formatPoints(-spec.constant))" }
      } else {
        text += formatPoints(spec.constant)
      }
      if spec.priority < 1000 { text += " @\(formatPoints(spec.priority))" }
      return text
    }

    // MARK: Intrinsic content size

    /// Per axis with an intrinsic size: hugging `dimension <= intrinsic` and compression resistance
    /// `dimension >= intrinsic` at the view's priorities, plus the tie rule's copies (see `tieBreakPriority`).
    private mutating func lowerIntrinsicSizes(_ intrinsics: IntrinsicTable) {
      let count = Double(table.nodeItems.count)
      for item in table.nodeItems {
        guard let node = table.items[item].node else { continue }
        let tieWeight = count - Double(table.items[item].preorderIndex ?? 0)
        for axis in Axis.allCases {
          guard let value = intrinsics[item][axis] else { continue }
          let attribute: Attribute = axis == .horizontal ? .width : .height
          let end = AnchorConstraint.End(item: item, attribute: attribute)
          let suffix = axis == .horizontal ? "h" : "v"
          emit(
            kind: .intrinsic, identifier: "content-hugging-\(suffix)", owner: item, keyPrefix: node.id,
            end, .lessThanOrEqual, constant: value, priority: node.hugging[axis])
          emit(
            kind: .intrinsic, identifier: "compression-resistance-\(suffix)", owner: item, keyPrefix: node.id,
            end, .greaterThanOrEqual, constant: value, priority: node.compression[axis])
          emit(
            kind: .intrinsic, identifier: "plumb-tie-break-\(suffix)", owner: item, keyPrefix: node.id,
            end, .equal, constant: value, priority: Self.tieBreakPriority, weight: tieWeight)
        }
      }
    }
  }
}
