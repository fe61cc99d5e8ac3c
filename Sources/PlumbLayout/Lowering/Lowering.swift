extension Layout {
  /// Lowers a scene in one variant to anchor constraints: the scene's own constraints (top level first,
  /// then each view's in preorder; inactive conditions skipped, invalid ones reported), then every stack's
  /// generated constraints (stacks in preorder), then intrinsic sizes (views in preorder).
  ///
  /// The lowerer is kept for a layout: it is run again whenever intrinsic sizes change (the multi-line
  /// fixpoint) and produces the same keys, so a solver session replaces only what changed.
  struct Lowerer {
    var scene: Scene
    /// The variant; a width sweep changes `width` (and a fixed `height`) in place.
    var variant: Variant
    var table: ItemTable
    /// Warnings met while lowering, each once, in order.
    private(set) var warnings: [Warning] = []
    var output: [AnchorConstraint] = []
    private var keyCounts: [String: Int] = [:]

    /// The priority level of Plumb's tie rule, below every priority a scene can reasonably use.
    ///
    /// Tie rule: each content-hugging and compression-resistance constraint is repeated at this lowest
    /// level with weight `N − i` (N views, i = the view's preorder index). Being the last level, it only
    /// chooses among layouts that are equally good for every real priority — exactly Apple's "ambiguous"
    /// cases — and there it keeps earlier views (in preorder, so in arrangement order inside a stack) at
    /// their intrinsic size: the LAST view of equal priority stretches or compresses first.
    static let tieBreakPriority = 0.001

    /// The level just above the tie rule at which every view prefers a width and height of at least 0.
    ///
    /// Apple's engine does not forbid negative sizes, and a tie can include them: a row squeezing two views
    /// of equal compression resistance is equally bad whichever shrinks, even below zero. This level, below
    /// every real priority, only picks among such equally good layouts one where no view is turned inside
    /// out; the tie rule then decides among those.
    static let nonNegativePriority = 0.002

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
    mutating func lowerRoot() {
      if case .fit = variant.height {
        emit(
          kind: .root, identifier: "UIView-Encapsulated-Layout-Height-fitting", owner: 0, keyPrefix: "root",
          AnchorConstraint.End(item: 0, attribute: .height), .equal, constant: 0, priority: 50)
      }
    }

  }
}
