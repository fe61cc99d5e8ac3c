// The lexicographic objective and the primal simplex loop (adds and removals; the dual loop for
// edits is in Tableau+Dual.swift). Every choice takes the lowest symbol id among equals (Bland's
// rule), so results never depend on storage order.

extension Tableau {
  /// The index of the level for `priority`, inserting an empty level in descending order if needed.
  mutating func levelIndex(for priority: Double) -> Int {
    var index = 0
    while index < levels.count && levels[index].priority > priority { index += 1 }
    if index < levels.count && levels[index].priority == priority { return index }
    levels.insert(ObjectiveLevel(priority: priority), at: index)
    return index
  }

  /// Adds `coefficient · symbol` to a level's row.
  mutating func addToObjective(_ level: Int, _ symbol: Int, _ coefficient: Double) {
    levels[level].row.add(symbol, coefficient)
    noteObjectiveChange(symbol)
  }

  /// Adds `factor · source` to a level's row.
  mutating func addToObjective(_ level: Int, _ source: Row, times factor: Double) {
    levels[level].row.constant += factor * source.constant
    let keys = source.cells.keys
    let values = source.cells.values
    for i in 0..<keys.count {
      levels[level].row.add(keys[i], factor * values[i])
      noteObjectiveChange(keys[i])
    }
  }

  @inline(__always) mutating func noteObjectiveChange(_ symbol: Int) {
    if !flipping && reducedCostSign(symbol) < 0 { candidates.push(symbol) }
  }

  /// The sign of a symbol's reduced-cost vector: that of its coefficient in the highest level that has one.
  func reducedCostSign(_ symbol: Int) -> Int {
    for level in levels {
      let c = level.row.coefficient(symbol)
      if c < 0 { return -1 }
      if c > 0 { return 1 }
    }
    return 0
  }

  /// Primal simplex on the lexicographic objective: enters the lowest-id symbol whose reduced cost
  /// is lexicographically negative until there is none.
  mutating func optimize() throws(TableauFailure) {
    while let entering = nextEntering() {
      guard let leaving = leavingRow(for: entering) else { throw .internalError("The objective is unbounded.") }
      pivot(leaving: leaving, entering: entering)
    }
  }

  mutating func nextEntering() -> Int? {
    while let symbol = candidates.pop() {
      if rows[symbol] == nil && reducedCostSign(symbol) < 0 { return symbol }
    }
    return nil
  }

  /// The ratio test: the canonical row with a negative coefficient for `entering` and the smallest
  /// `-constant / coefficient` (lowest id on ties). `excluded`: a row known not to qualify (the
  /// dual step's infeasible row, which has a positive coefficient), skipped without reading it.
  func leavingRow(for entering: Int, excluding excluded: Int = -1) -> Int? {
    var best: Int?
    var bestRatio = Double.infinity
    for basic in columns[entering].keys where basic != excluded {
      // Read through the store: binding the row would retain (and release) its buffers.
      guard let c = rows[basic]?.coefficient(entering), c < 0 else { continue }
      let ratio = -(rows[basic]?.constant ?? 0) / c
      if best == nil || ratio < bestRatio || (ratio == bestRatio && basic < (best ?? basic)) {
        bestRatio = ratio
        best = basic
      }
    }
    return best
  }

  /// Primal simplex on the phase-1 objective `artificial` (a single row).
  mutating func optimizeArtificial() throws(TableauFailure) {
    while true {
      guard let objective = artificial else { return }
      var entering: Int?
      for i in 0..<objective.cells.count {
        let symbol = objective.cells.keys[i]
        if objective.cells.values[i] < 0 && (entering == nil || symbol < entering!) {
          entering = symbol
        }
      }
      guard let entering else { return }
      guard let leaving = leavingRow(for: entering) else { throw .internalError("The objective is unbounded.") }
      pivot(leaving: leaving, entering: entering)
    }
  }
}

/// Why a tableau operation failed (the `Solver` turns it into a `SolverError`).
enum TableauFailure: Error {
  case unsatisfiable
  case internalError(String)
}
