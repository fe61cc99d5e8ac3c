// Ambiguity: the range of a variable over all optimal solutions. On a copy of the tableau, every
// priority level's optimal value is fixed as a required constraint (`level objective <= optimum`,
// which with the levels above optimal means `==`), then the variable is minimised and maximised.

extension Solver {
  /// The interval of values `variable` can take without making any priority level worse.
  ///
  /// The solver itself is not changed (the work happens on a copy of its tableau).
  ///
  /// ```swift
  /// try solver.add(x >= 0)
  /// try solver.add(x <= 100)
  /// try solver.interval(of: x)   // Interval(lower: 0, upper: 100): ambiguous
  /// ```
  public func interval(of variable: Variable) throws -> Interval {
    try intervals(of: [variable])[0]
  }

  /// The intervals of several variables at once: the copy of the tableau and the fixed priority levels
  /// are made once, then each variable is minimised and maximised in turn on that copy (every optimum
  /// stays feasible for the next query), so asking for many variables costs far less than one call each.
  ///
  /// ```swift
  /// let ranges = try solver.intervals(of: [x, y])   // [Interval(lower: 0, upper: 100), …]
  /// ```
  public func intervals(of variables: [Variable]) throws -> [Interval] {
    var copy = tableau
    let levelRows = copy.levels.map(\.row)
    copy.levels = []
    copy.candidates.removeAll()
    do {
      for levelRow in levelRows where !levelRow.cells.isEmpty {
        var bound = levelRow
        bound.constant = 0
        _ = try copy.add(bound, .lessOrEqual, .required)
      }
      return try variables.map { variable in
        guard let symbol = existingSymbol(for: variable) else { return Interval(lower: -.infinity, upper: .infinity) }
        var target = Row()
        target.add(symbol, 1)
        let expansion = copy.canonicalize(target)
        let lower = try copy.minimum(of: expansion)
        var negated = expansion
        negated.negate()
        let upper = -(try copy.minimum(of: negated))
        return Interval(lower: lower, upper: max(lower, upper))
      }
    } catch {
      throw SolverError.internalError(Solver.message(error))
    }
  }

  /// Whether some optimal solution gives `variable` another value (see `interval(of:)`).
  ///
  /// ```swift
  /// try solver.isAmbiguous(x)   // true when x could move without hurting any priority
  /// ```
  public func isAmbiguous(_ variable: Variable) throws -> Bool { !(try interval(of: variable).isUnique) }
}

extension Tableau {
  /// Minimises a canonical row over the current feasible region; `-infinity` when unbounded.
  mutating func minimum(of objective: Row) throws(TableauFailure) -> Double {
    var level = ObjectiveLevel(priority: 1)
    level.row = canonicalize(objective)
    levels = [level]
    candidates.removeAll()
    for symbol in level.row.cells.keys { noteObjectiveChange(symbol) }
    while let entering = nextEntering() {
      guard let leaving = leavingRow(for: entering) else { return -.infinity }
      pivot(leaving: leaving, entering: entering)
    }
    return levels[0].row.constant
  }
}
