extension Layout {
  /// What the layout engine needs from a constraint solver, in the engine's own solver-neutral terms.
  ///
  /// One adapter (`PlumbSolverBackend`) binds it to PlumbSolver; nothing else in PlumbLayout touches the
  /// solver. Constraints are named by ids the engine chooses; variables are `VariableID`s 0..<n.
  protocol SolverBackend: AnyObject {
    /// Makes variables so that ids `0 ..< count` exist (called again when guides add variables).
    func reserveVariables(_ names: [String])
    /// Adds a constraint. A required constraint that cannot hold with the ones already added is not added:
    /// the answer is `.rejected` with the ids of a minimal set of added constraints it contradicts.
    func add(_ id: Int, _ constraint: LinearConstraint) -> AddOutcome
    /// Removes a constraint that was added.
    func remove(_ id: Int)
    /// Removes several added constraints at once (one tableau rebuild at most).
    func remove(_ ids: [Int])
    /// Moves an added constraint's expression constant to `constant` in place and re-solves
    /// incrementally; `false` (nothing changed, or the constraint was removed) when that cannot be done.
    func changeConstant(_ id: Int, to constant: Double) -> Bool
    /// Makes `variable` an edit variable at an optional `priority` (above every constraint's).
    func addEditVariable(_ variable: VariableID, priority: Double)
    /// Suggests a value for an edit variable; the next `solve` honours it as far as priorities allow.
    func suggestValue(_ variable: VariableID, _ value: Double)
    /// Brings every variable's value up to date.
    func solve()
    /// A variable's value after `solve`.
    func value(_ variable: VariableID) -> Double
    /// The values `variable` can take without making any priority level worse, or `nil` when it is fixed.
    func ambiguity(_ variable: VariableID) -> ClosedRange<Double>?
    /// `ambiguity` for many variables in one go (one copy of the solver's state for all of them).
    func ambiguities(_ variables: [VariableID]) -> [ClosedRange<Double>?]
    /// A quick screen before asking `ambiguity` variable by variable: `false` only when no combination of
    /// `variables` can move without making a priority level worse.
    func mayBeAmbiguous(_ variables: [VariableID]) -> Bool
    /// A cheaper, stricter screen read off the solved state: `true` only when every optimal solution gives
    /// `variables` their current values (a `false` may still be a unique optimum, held by a degenerate row).
    func isFixedAtOptimum(_ variables: [VariableID]) -> Bool
  }

  /// The answer to adding a constraint.
  enum AddOutcome: Equatable {
    case added
    /// A required constraint that conflicts with the listed (added) constraint ids.
    case rejected(conflictingWith: [Int])
  }
}
