extension Layout.Engine {
  /// Changes the constants of top-level scene constraints (by index in `scene.constraints`) and lays
  /// the same variant out again, re-solving incrementally: each changed constraint is lowered alone and
  /// moved in the kept solver (`Solver.changeConstant`: the dual simplex from the current solution), and
  /// multi-line labels start from the sizes they settled at, so labels whose width did not change are
  /// measured once and not re-solved. This is how UIKit treats `NSLayoutConstraint.constant`.
  ///
  /// When there is no kept solver for `variant` (first layout, another variant) or a changed constraint is
  /// not one the last lowering used (a false size-class condition, an invalid constraint), it falls back
  /// to `replaceConstraints` and `layout(variant)`. A constraint whose new constant conflicts is rejected
  /// and reported as in a fresh layout.
  ///
  /// ```swift
  /// let result = engine.layout(variant)
  /// let moved = engine.changeConstants([(index: 3, constant: 24)], in: variant)
  /// ```
  public func changeConstants(_ changes: [(index: Int, constant: Double)], in variant: Layout.Variant) -> Layout.Result {
    var constraints = scene.constraints
    for change in changes where constraints.indices.contains(change.index) {
      constraints[change.index].constant = change.constant
      constraints[change.index].text = constraints[change.index].notation
    }
    guard let state, state.session.mode == .edit, state.variant == variant,
      changes.allSatisfy({ constraints.indices.contains($0.index) })
    else {
      replaceConstraints(constraints)
      return layout(variant)
    }
    var positions: [Int: Int] = [:]
    for (position, lowered) in state.lowerer.output.enumerated() where lowered.key.hasPrefix("scene:") {
      if let index = Int(lowered.key.dropFirst("scene:".count)) { positions[index] = position }
    }
    guard changes.allSatisfy({ positions[$0.index] != nil }) else {
      replaceConstraints(constraints)
      return layout(variant)
    }
    replaceConstraints(constraints)
    let table = state.lowerer.table
    let anchors = Layout.Anchors(table: table, intrinsics: state.intrinsics)
    for change in changes {
      guard let position = positions[change.index] else { continue }
      var lowered = state.lowerer.output[position]
      lowered.constant = change.constant
      lowered.origin.text = constraints[change.index].text
      state.lowerer.output[position] = lowered
      state.session.replace(key: lowered.key, with: table.linearize(lowered, anchors: anchors))
    }
    solve(state, fromSettledSizes: true)
    if !rootHolds(state, width: variant.width, height: Self.fixedHeight(variant)) {
      let pinned = makeState(variant, mode: .pinned(width: variant.width, height: Self.fixedHeight(variant)))
      solve(pinned)
      self.state = pinned
      return makeResult(pinned)
    }
    return makeResult(state)
  }
}
