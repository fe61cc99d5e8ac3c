// Ambiguity: the range of a variable over all optimal solutions. At the lexicographic optimum every
// non-basic symbol whose reduced-cost vector is lexicographically positive is 0 in every optimal
// solution (the objective grows with it at the first level it appears in, and the levels above are
// already optimal); the others (zero reduced cost) may move freely. So the optimal face is the
// tableau with those symbols fixed at 0: on a copy their columns are dropped, the objective levels
// are dropped, and the variable is minimised and maximised over what remains. A layout that is not
// ambiguous has almost nothing left to move, so a query costs an expansion of the variable's
// definition, not a pivot through dense "level ≤ optimum" rows (which made `plumb check` cubic).

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
    do {
      try copy.optimize()   // a no-op on a solved tableau
      copy.restrictToOptimalFace()
      copy.pivots = 0
      defer { lastIntervalPivots = copy.pivots }
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
  /// Fixes at 0 every non-basic restricted symbol whose reduced cost is lexicographically positive
  /// (coefficients below `epsilon` count as zero), by dropping it from every row and definition, and
  /// drops the objective levels: what remains is exactly the set of optimal solutions.
  mutating func restrictToOptimalFace() {
    for symbol in kinds.indices where kinds[symbol] != .external && rows[symbol] == nil && isPinnedAtOptimum(symbol) {
      for basic in columns[symbol].keys { dropCell(symbol, ofRow: basic) }
      columns[symbol].removeAll()
      if !definitionColumns[symbol].keys.isEmpty {
        definitionPlan = nil
        for basic in definitionColumns[symbol].keys { dropCell(symbol, ofRow: basic) }
        definitionColumns[symbol].removeAll()
      }
    }
    levels = []
    candidates.removeAll()
  }

  private mutating func dropCell(_ symbol: Int, ofRow basic: Int) {
    guard var row = rows[basic] else { return }
    rows[basic] = nil   // edited alone, not as a copy
    row.remove(symbol)
    rows[basic] = row
  }

  /// Whether the first level that has a (non-negligible) coefficient for `symbol` has a positive one.
  func isPinnedAtOptimum(_ symbol: Int) -> Bool {
    for level in levels {
      let c = level.row.coefficient(symbol)
      if abs(c) >= epsilon { return c > 0 }
    }
    return false
  }

  /// Minimises a canonical row over the current feasible region; `-infinity` when unbounded.
  mutating func minimum(of objective: Row) throws(TableauFailure) -> Double {
    var level = ObjectiveLevel(priority: 1)
    level.row = canonicalize(objective)
    // A free non-basic user variable in no canonical row can move either way without touching any
    // restricted symbol: with a non-zero coefficient the objective is unbounded (the simplex below
    // treats every non-basic symbol as ≥ 0, and would stop at its current value).
    for i in 0..<level.row.cells.count {
      let symbol = level.row.cells.keys[i]
      if kinds[symbol] == .external, rows[symbol] == nil, columns[symbol].keys.isEmpty,
         abs(level.row.cells.values[i]) >= epsilon {
        return -.infinity
      }
    }
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
