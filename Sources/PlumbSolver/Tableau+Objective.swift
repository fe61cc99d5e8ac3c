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
  ///
  /// Every level is `Σ weight·error` with weights and errors >= 0, so it is bounded below: a symbol
  /// with a negative reduced cost always has a row that bounds it, in exact arithmetic. In floating
  /// point the incrementally kept objective can drift from the rows (a coefficient under `epsilon` is
  /// erased from a row while the objective, weighted up to 1e9, keeps its product), and a symbol then
  /// looks improving with no row to bound it: kiwi reports "The objective is unbounded" there. Plumb
  /// recomputes the objective from the rows instead (`rebuildObjective`), where such a symbol's
  /// reduced cost is a sum of non-negative terms; if it still has no row, its reduced cost is taken as 0.
  mutating func optimize() throws(TableauFailure) {
    var rebuilds = 0
    while let entering = nextEntering() {
      guard let leaving = leavingRow(for: entering) else {
        if rebuilds < 8 {
          rebuilds += 1
          rebuildObjective()
        } else {
          for level in levels.indices { levels[level].row.remove(entering) }
        }
        continue
      }
      pivot(leaving: leaving, entering: entering)
    }
  }

  /// Recomputes every objective level from the rows: `Σ weight·error` with each basic error replaced
  /// by its row (see `optimize`), and queues every symbol whose reduced cost is negative.
  mutating func rebuildObjective() {
    for level in levels.indices { levels[level].row = Row() }
    for symbol in errorWeight.indices where errorWeight[symbol] > 0 {
      let level = levelIndex(for: errorPriority[symbol])
      let weight = errorWeight[symbol]
      if let row = rows[symbol] {
        levels[level].row.constant += weight * row.constant
        for i in 0..<row.cells.count { levels[level].row.add(row.cells.keys[i], weight * row.cells.values[i]) }
      } else {
        levels[level].row.add(symbol, weight)
      }
    }
    for level in levels {
      for symbol in level.row.cells.keys where rows[symbol] == nil && reducedCostSign(symbol) < 0 {
        candidates.push(symbol)
      }
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
    var rebuilds = 0
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
      guard let leaving = leavingRow(for: entering) else {
        // Drift between the phase-1 objective and the rows (see `optimize`): the objective is the
        // artificial symbol's value, so read it again from its row (or the symbol, once non-basic).
        if rebuilds < 8, let art = artificialSymbol {
          rebuilds += 1
          var objective = Row(constant: 0)
          if let row = rows[art] { objective = row } else { objective.add(art, 1) }
          artificial = objective
        } else {
          artificial?.remove(entering)
        }
        continue
      }
      pivot(leaving: leaving, entering: entering)
    }
  }
}

/// Why a tableau operation failed (the `Solver` turns it into a `SolverError`).
enum TableauFailure: Error {
  case unsatisfiable
  case internalError(String)
}
