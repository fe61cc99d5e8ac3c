extension Layout.Engine {
  /// Brings the solver up to date after the intrinsic sizes of some items moved (a fixpoint round, or
  /// the return to the unwrapped sizes for a new width), making exactly the solver calls a full `relower`
  /// would make — the same removals in one batch, the same additions in the same order — but lowering and
  /// comparing only the size constraints of the items that moved.
  ///
  /// That is exact when nothing but an item's own hugging, compression-resistance and tie-rule
  /// constraints depends on its intrinsic size: no `fillProportionally` stack (it splits by intrinsic
  /// lengths) and no baseline anchor (a baseline sits at the measured text's offset). Otherwise, or when
  /// an axis gains or loses its intrinsic size, it is a full `relower`. A state that checks each solve for
  /// a unique optimum (`resolveTypeSize`) moves the constants in place instead.
  ///
  /// ```swift
  /// let before = state.intrinsics
  /// state.intrinsics[item] = wrapped
  /// relower(state, from: before)
  /// ```
  func relower(_ state: State, from previous: Layout.IntrinsicTable) {
    guard updatesIntrinsicSizesInPlace, let updates = intrinsicUpdates(state, from: previous) else {
      relower(state)
      return
    }
    if state.checksUniqueOptimum {
      // Every solve is checked to have one optimum, which any sequence of solver calls reaches: each
      // constant moves in place (the dual simplex from the current solution), nothing is removed.
      for (key, constraint) in updates { state.session.replace(key: key, with: constraint) }
    } else {
      state.session.update(updates)
    }
  }

  /// The re-lowered size constraints of the items whose intrinsic size changed, in lowering order, or
  /// `nil` when a full re-lowering is needed.
  private func intrinsicUpdates(
    _ state: State, from previous: Layout.IntrinsicTable
  ) -> [(key: String, constraint: Layout.LinearConstraint)]? {
    guard let positions = state.localIntrinsicPositions else { return nil }
    let table = state.lowerer.table
    var moved: [Int] = []
    for item in table.nodeItems {
      let old = previous[item], new = state.intrinsics[item]
      if old == new { continue }
      for axis in Layout.Axis.allCases where (old[axis] == nil) != (new[axis] == nil) { return nil }
      moved.append(item)
    }
    var changed: [(position: Int, constraint: Layout.AnchorConstraint)] = []
    for item in moved {
      for position in positions[item] ?? [] {
        var lowered = state.lowerer.output[position]
        let axis: Layout.Axis = lowered.first.attribute == .width ? .horizontal : .vertical
        guard let value = state.intrinsics[item][axis], value != lowered.constant else { continue }
        lowered.constant = value
        lowered.origin.text = table.describe(
          first: lowered.first, relation: lowered.relation, second: lowered.second,
          multiplier: lowered.multiplier, constant: value, priority: lowered.strength.priority)
        state.lowerer.output[position] = lowered
        changed.append((position, lowered))
      }
    }
    changed.sort { $0.position < $1.position }
    let anchors = Layout.Anchors(table: table, intrinsics: state.intrinsics)
    return changed.map { ($0.constraint.key, table.linearize($0.constraint, anchors: anchors)) }
  }

  /// Per item, the positions in `output` of its size constraints that carry its intrinsic value — or
  /// `nil` when an intrinsic size reaches other constraints (a `fillProportionally` stack, a baseline).
  static func localIntrinsicPositions(_ lowerer: Layout.Lowerer) -> [Int: [Int]]? {
    for item in lowerer.table.nodeItems {
      if let node = lowerer.table.items[item].node, case .stack(let stack) = node.kind,
        stack.distribution == .fillProportionally
      {
        return nil
      }
    }
    let baselines: Set<Layout.Attribute> = [.firstBaseline, .lastBaseline]
    var positions: [Int: [Int]] = [:]
    for (position, constraint) in lowerer.output.enumerated() {
      if baselines.contains(constraint.first.attribute) || constraint.second.map({ baselines.contains($0.attribute) }) == true {
        return nil
      }
      guard constraint.origin.kind == .intrinsic, let identifier = constraint.origin.identifier,
        Self.intrinsicValueIdentifiers.contains(identifier)
      else { continue }
      positions[constraint.first.item, default: []].append(position)
    }
    return positions
  }

  /// The generated constraints whose constant is an intrinsic size (`Lowerer.lowerIntrinsicSizes`).
  static let intrinsicValueIdentifiers: Set<String> = [
    "content-hugging-h", "compression-resistance-h", "plumb-tie-break-h",
    "content-hugging-v", "compression-resistance-v", "plumb-tie-break-v",
  ]
}

extension Layout.SolveSession {
  /// `sync` for a list that differs from the installed one only in `changes` (in the list's order): the
  /// same solver calls `sync` would make for the whole list, without looking at the rest.
  func update(_ changes: [(key: String, constraint: Layout.LinearConstraint)]) {
    guard !changes.isEmpty else { return }
    var wanted: [String: Layout.LinearConstraint] = [:]
    for (key, constraint) in changes { wanted[key] = constraint }
    let stale = Set(changes.compactMap { key, constraint in
      installed[key].flatMap { $0.constraint != constraint ? key : nil }
    })
    uninstall(installOrder.filter { stale.contains($0) })
    forgetRejections { key, constraint in wanted[key].map { $0 != constraint } ?? false }
    for (key, constraint) in changes where !isInstalledOrRejected(key) { install(key: key, constraint) }
  }
}
