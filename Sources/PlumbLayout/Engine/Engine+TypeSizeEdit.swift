extension Layout.Engine {
  /// Lays `variant` out in the solver of `previous`, a layout that differs from it only in type size and
  /// width (or a fixed height), as a fresh layout would, or `nil` when that cannot be promised (then the
  /// caller lays out afresh; `previous` is spent either way).
  ///
  /// The texts are measured at the new size and the intrinsic sizes replaced in place (only the size
  /// constraints whose constant moved, as the multi-line fixpoint does); the fixpoint starts from the
  /// unwrapped sizes, as a fresh layout's does. A fresh layout solves the same constraints in the same
  /// sequence, so it reaches the same frames when every solve of the sequence has one optimum in them:
  /// each solve is screened (`SolverBackend.isFixedAtOptimum`, then `mayBeAmbiguous`, over every frame
  /// variable) and the first that could end elsewhere gives `nil`. Also `nil`: a `typeSizes` or
  /// size-class condition switches (the constraint set changes), or a constraint is rejected (a fresh
  /// layout might reject another one).
  ///
  /// ```swift
  /// engine.resolvesTypeSizesInPlace = true
  /// _ = engine.layout(Layout.Variant(width: 375, height: .fit))              // fresh
  /// _ = engine.layout(Layout.Variant(width: 375, height: .fit, type: .ax1))  // through resolveTypeSize
  /// ```
  func resolveTypeSize(_ previous: State, to variant: Layout.Variant) -> State? {
    guard previous.session.mode == .edit, previous.session.conflicts.isEmpty, previous.variant.type != variant.type
    else { return nil }
    var retyped = previous.variant
    retyped.type = variant.type
    guard Self.canReuse(retyped, for: variant), sameConditions(previous.variant, variant) else { return nil }
    var lowerer = previous.lowerer
    lowerer.variant = variant
    let table = lowerer.table
    let requests = sizer.textRequests(table: table, scene: scene, variant: variant)
    let controlRequests = sizer.controlRequests(table: table, scene: scene, variant: variant)
    let initial = sizer.initialTable(table: table, requests: requests, controlRequests: controlRequests, variant: variant)
    let state = State(
      variant: variant, lowerer: lowerer, session: previous.session, requests: requests,
      controlRequests: controlRequests, initial: initial)
    state.intrinsics = previous.intrinsics
    state.localIntrinsicPositions = previous.localIntrinsicPositions
    state.checksUniqueOptimum = true
    // `solve` returns to `initial` first: in place when only intrinsic sizes moved.
    solve(state)
    guard state.optimumIsUnique, state.session.conflicts.isEmpty else { return nil }
    state.checksUniqueOptimum = false
    return state
  }

  /// Whether the solution just read is the only optimum in every frame variable (and a fitted root's
  /// height), so that a solver that added the same constraints in another order or from another start
  /// reads the same.
  func hasUniqueOptimum(_ state: State) -> Bool {
    let table = state.lowerer.table
    var variables: [Layout.VariableID] = Self.fixedHeight(state.variant) == nil ? [table.rootHeight] : []
    var seen = Set(variables.map(\.index))
    for item in table.nodeItems {
      let box = table.items[item].box
      for expression in [box.left, box.width, box.top, box.height] {
        for term in expression.terms where seen.insert(term.variable.index).inserted { variables.append(term.variable) }
      }
    }
    let backend = state.session.backend
    // The tableau read first (no solve); the screen's two extra solves only when that cannot tell.
    return backend.isFixedAtOptimum(variables) || !backend.mayBeAmbiguous(variables)
  }
}
