// Changing an added constraint's constant in place: the constraint's marker column records where its
// row went in the tableau, so moving its constant is moving the marker (as an edit suggestion moves its
// error), followed by the dual simplex. Nothing is rebuilt.

extension Solver {
  /// Replaces an added constraint by a copy whose expression has another constant, and re-solves
  /// incrementally (dual simplex), as `suggestValue` does for an edit variable.
  ///
  /// This works for every constraint with a marker: inequalities (required or not) and optional
  /// equalities. It returns `nil`, and changes nothing, for a required equality (it has no marker, see
  /// `Tag`: remove it and add the new one), for an edit variable's constraint (use `suggestValue`), and for
  /// a required inequality the other required constraints no longer allow (remove it and add the new one
  /// to get the conflict reported).
  ///
  /// - Returns: the new constraint object, now held in place of `constraint` (same position, strength,
  ///   label), or `nil` as above.
  /// - Throws: `.unknownConstraint` if `constraint` was not added; `.nonFiniteConstraint` for an
  ///   infinite or NaN constant.
  ///
  /// ```swift
  /// var gap = (y - x >= 8)
  /// try solver.add(gap)
  /// gap = try solver.changeConstant(of: gap, to: -12) ?? gap   // now y - x >= 12
  /// solver.updateVariables()
  /// ```
  public func changeConstant(of constraint: Constraint, to constant: Double) throws -> Constraint? {
    guard let position = position(of: constraint), let entry = entries[position] else {
      throw SolverError.unknownConstraint(constraint)
    }
    let updated = Constraint(
      Expression(constraint.expression.terms, constant: constant), constraint.relation, strength: constraint.strength,
      label: constraint.label)
    guard constant.isFinite else { throw SolverError.nonFiniteConstraint(updated) }
    let required = constraint.strength.isRequired
    if required && constraint.relation == .equal { return nil }
    if edits.values.contains(where: { $0.constraint === constraint }) { return nil }
    guard entry.tag.marker >= 0 else { return nil }
    // The row is `expression + μ·marker (…) = 0`; a constant δ higher is the marker replaced by
    // `marker + δ/μ` everywhere (μ: +1 for a slack of ≤, −1 for a slack of ≥ and for an equality's e⁺).
    let mu: Double = constraint.relation == .lessOrEqual ? 1 : -1
    let shift = (constant - constraint.expression.constant) / mu
    let saved = required ? tableau : nil
    do {
      try tableau.shiftEdit(entry.tag, by: shift)
      if required && tableau.leavesMarkerInfeasible(entry.tag) { throw TableauFailure.unsatisfiable }
    } catch {
      guard let saved else { throw SolverError.internalError(Solver.message(error)) }
      tableau = saved
      return nil
    }
    forgetPosition(of: constraint)
    entries[position] = Entry(constraint: updated, tag: entry.tag)
    setPosition(position, of: updated)
    return updated
  }
}

extension Tableau {
  /// Whether a marker of the tag is basic in a row without cells whose constant is negative: a slack
  /// the other rows pin below zero (the dual simplex skips such rows as drift; after a constant change
  /// it means the inequality no longer holds).
  func leavesMarkerInfeasible(_ tag: Tag) -> Bool {
    for symbol in [tag.marker, tag.other ?? -1] where symbol >= 0 && isCanonicalBasic(symbol) {
      if let row = rows[symbol], row.cells.isEmpty, row.constant < 0, !nearZero(row.constant) { return true }
    }
    return false
  }
}
