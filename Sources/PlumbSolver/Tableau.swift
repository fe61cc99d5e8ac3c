import CPlumbPrefetch

/// The simplex tableau: rows keyed by their basic symbol, column indexes, and the objective levels.
///
/// Two kinds of rows are kept:
/// - **canonical rows** for restricted basic symbols (slack, error): in terms of non-basic
///   symbols only, kept that way by substitution after every pivot, indexed by `columns`;
/// - **definitions** for basic external symbols (user variables): `x = constant + Σ a·s`, where `s`
///   may itself be basic. They are never rewritten by pivots (that is what keeps them sparse: a long
///   chain of `left_i = left_{i-1} + width_{i-1} + 8` stays one short row per box instead of rows
///   over all earlier widths), indexed by `definitionColumns`, and expanded on demand (acyclic).
///
/// External symbols never appear in canonical rows or the objective except, after a removal, as
/// free non-basic symbols; external rows never leave the basis in a ratio test.
struct Tableau {
  var kinds: [SymbolKind] = []
  var rows = RowStore()
  var columns: [SymbolSet] = []
  var definitionColumns: [SymbolSet] = []
  var levels: [ObjectiveLevel] = []
  /// Symbols that may have a lexicographically negative reduced cost (lowest id first).
  var candidates = MinHeap()
  /// Canonical rows that may have a negative constant (lowest id first).
  var infeasible = MinHeap()
  /// The phase-1 objective while a constraint is added through an artificial variable, and that variable.
  var artificial: Row?
  var artificialSymbol: Int?
  // Scratch space for expansions (generation stamps avoid clearing), and the queue of definitions.
  var stamp: [UInt32] = []
  var scratch: [Double] = []
  var generation: UInt32 = 0
  var expansionQueue = MinHeap()
  /// Each definition's level, above those of the definitions it refers to (see Tableau+Expansion).
  var definitionLevels: [Int32] = []
  /// Whether some definition may no longer be above one it refers to (then levels are recomputed).
  var levelsAreStale = false
  /// Per definition: whether expanding it may reach a non-basic user symbol (see `shortDefinition`).
  /// An over-approximation, set when the definition is stored; `false` only means it cannot.
  var reachesFree: [Bool] = []
  /// Whether `reachesFree` can be trusted and no canonical row holds a user symbol: true until a
  /// removal (which can make a defined user symbol non-basic again under definitions that refer to it).
  var reachIsExact = true
  /// Whether the last partial expansion left a definition unexpanded (if not, it was the full one).
  var expansionSkipped = false
  /// Scratch queue of the dual ratio test (kept to reuse its storage).
  var ratioQueue = RatioQueue()
  /// Set during a bound flip of the dual step: reduced costs it makes negative need no candidate
  /// (see `Tableau.repair`).
  var flipping = false
  /// The row the dual step is repairing (-1: none): it stays negative through every flip, and
  /// queueing it again after each would fill the queue with copies of it.
  var repairing = -1
  /// The definitions flattened in dependency order, for reading values (`nil`: recompute; any
  /// change to a definition's cells resets it, constants are read live).
  var definitionPlan: DefinitionPlan?
  /// Scratch of the incremental evaluation: queued plan positions, and which are queued.
  var planQueue = MinHeap()
  var planQueued: [Bool] = []
  /// Pivots made (for measuring how much work a query does; wraps, never traps).
  var pivots = 0
  /// Each error symbol's priority and weight in the objective (weight 0: none, or its constraint was
  /// removed), so the objective can be recomputed from the rows (see `rebuildObjective`).
  var errorPriority: [Double] = []
  var errorWeight: [Double] = []

  mutating func newSymbol(_ kind: SymbolKind) -> Int {
    kinds.append(kind)
    rows.append(nil)
    columns.append(SymbolSet())
    definitionColumns.append(SymbolSet())
    stamp.append(0)
    scratch.append(0)
    definitionLevels.append(0)
    reachesFree.append(false)
    errorPriority.append(0)
    errorWeight.append(0)
    return kinds.count - 1
  }

  @inline(__always) func isBasic(_ symbol: Int) -> Bool { rows[symbol] != nil }
  @inline(__always) func isDefinition(_ symbol: Int) -> Bool { kinds[symbol] == .external && rows[symbol] != nil }
  @inline(__always) func isCanonicalBasic(_ symbol: Int) -> Bool { kinds[symbol] != .external && rows[symbol] != nil }

  /// Stores `row` as the row of `basic` and indexes its cells.
  mutating func insertRow(_ basic: Int, _ row: Row) {
    if kinds[basic] == .external {
      definitionPlan = nil
      assignLevel(basic, row)
      var reaches = false
      for symbol in row.cells.keys {
        definitionColumns[symbol].insert(basic)
        if kinds[symbol] == .external && (rows[symbol] == nil || reachesFree[symbol]) { reaches = true }
      }
      reachesFree[basic] = reaches
    } else {
      for symbol in row.cells.keys { columns[symbol].insert(basic) }
    }
    rows[basic] = row
  }

  /// Removes and returns the row of `basic`, un-indexing its cells.
  mutating func takeRow(_ basic: Int) -> Row {
    guard let row = rows[basic] else { return Row() }
    rows[basic] = nil
    if kinds[basic] == .external {
      definitionPlan = nil
      for symbol in row.cells.keys { definitionColumns[symbol].remove(basic) }
    } else {
      for symbol in row.cells.keys { columns[symbol].remove(basic) }
    }
    return row
  }

  /// `target += factor · source` for the canonical row of `basic` while it is taken out of `rows`.
  @inline(__always) mutating func merge(into target: inout Row, _ basic: Int, _ source: Row, times factor: Double) {
    target.constant += factor * source.constant
    let keys = source.cells.keys
    let values = source.cells.values
    for i in 0..<keys.count {
      switch target.add(keys[i], factor * values[i]) {
      case .inserted: columns[keys[i]].insert(basic)
      case .removed: columns[keys[i]].remove(basic)
      default: break
      }
    }
  }

  /// `target += factor · source` for the definition of `basic` while it is taken out of `rows`.
  mutating func mergeDefinition(into target: inout Row, _ basic: Int, _ source: Row, times factor: Double) {
    definitionPlan = nil
    target.constant += factor * source.constant
    let keys = source.cells.keys
    let values = source.cells.values
    for i in 0..<keys.count {
      switch target.add(keys[i], factor * values[i]) {
      case .inserted:
        definitionColumns[keys[i]].insert(basic)
        if isDefinition(keys[i]) && definitionLevels[keys[i]] >= definitionLevels[basic] { levelsAreStale = true }
      case .removed: definitionColumns[keys[i]].remove(basic)
      default: break
      }
    }
  }

  /// Replaces `symbol` by `row` in every canonical row, the objective levels and the artificial
  /// objective (not in definitions, which may refer to basic symbols). Rows that become infeasible
  /// are queued.
  mutating func substitute(_ symbol: Int, _ row: Row) {
    let containing = columns[symbol].keys
    for (k, basic) in containing.enumerated() {
      // A long row on a large tableau: load the next target while this one is merged (on a
      // stack tree of 10,000 leaves this saves a tenth of a re-solve; in cache it costs nothing).
      if k + 1 < containing.count, row.cells.count >= 32, let next = rows[containing[k + 1]],
         next.cells.count <= 4 * row.cells.count {
        next.cells.prefetch()
      }
      guard var target = rows[basic] else { continue }
      rows[basic] = nil
      let coefficient = target.remove(symbol)
      merge(into: &target, basic, row, times: coefficient)
      let negative = target.constant < 0
      rows[basic] = target
      if negative && basic != repairing { infeasible.push(basic) }
    }
    columns[symbol].removeAll()
    substituteInObjective(symbol, row)
  }

  /// Replaces `symbol` by `row` in the objective levels and the artificial objective.
  mutating func substituteInObjective(_ symbol: Int, _ row: Row) {
    for level in levels.indices {
      let coefficient = levels[level].row.remove(symbol)
      if coefficient != 0 { addToObjective(level, row, times: coefficient) }
    }
    if var objective = artificial {
      artificial = nil
      let coefficient = objective.remove(symbol)
      if coefficient != 0 {
        objective.constant += coefficient * row.constant
        for i in 0..<row.cells.count { objective.add(row.cells.keys[i], coefficient * row.cells.values[i]) }
      }
      artificial = objective
    }
  }

  /// Replaces `symbol` by `row` in every definition that mentions it.
  mutating func substituteInDefinitions(_ symbol: Int, _ row: Row) {
    for basic in definitionColumns[symbol].keys {
      guard var target = rows[basic] else { continue }
      rows[basic] = nil
      let coefficient = target.remove(symbol)
      mergeDefinition(into: &target, basic, row, times: coefficient)
      rows[basic] = target
    }
    definitionColumns[symbol].removeAll()
  }

  /// Exchanges the basic symbol `leaving` for the non-basic `entering`.
  mutating func pivot(leaving: Int, entering: Int) {
    pivots &+= 1
    guard kinds[entering] != .external, kinds[leaving] != .external, var row = rows[leaving] else {
      var row = takeRow(leaving)
      row.solve(for: entering, replacing: leaving)
      substitute(entering, row)
      insertRow(entering, row)
      return
    }
    rows[leaving] = nil
    row.solve(for: entering, replacing: leaving)
    // The row's cells now belong to `entering`: re-index them in place (one touch per column).
    columns[entering].remove(leaving)
    for symbol in row.cells.keys where symbol != leaving { columns[symbol].replace(leaving, with: entering) }
    columns[leaving].insert(entering)
    substitute(entering, row)
    rows[entering] = row
  }
}
