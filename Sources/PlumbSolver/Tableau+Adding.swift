// Adding a constraint: markers and errors, the definition shortcut for fresh variables, subject
// choice, and phase 1 through an artificial variable that leaves no trace when it fails.

extension Tableau {
  /// Adds `row (relation) 0` (cells over any symbols) with a strength; returns the symbols it introduced.
  /// Throws `.unsatisfiable` for a required constraint that cannot hold; the tableau then represents
  /// exactly the constraints it had before (possibly in another basis, re-optimised).
  mutating func add(_ raw: Row, _ relation: Relation, _ strength: Strength) throws(TableauFailure) -> Tag {
    var row = raw
    var tag = Tag(marker: -1, other: nil, priority: strength.isRequired ? nil : strength.priority, weight: strength.weight)
    let level = strength.isRequired ? nil : levelIndex(for: strength.priority)
    switch relation {
    case .lessOrEqual, .greaterOrEqual:
      let sign: Double = relation == .lessOrEqual ? 1 : -1
      let slack = newSymbol(.slack)
      row.add(slack, sign)
      tag.marker = slack
      if let level {
        let error = newSymbol(.error)
        row.add(error, -sign)
        tag.other = error
        noteError(error, strength)
        addToObjective(level, error, strength.weight)
      }
    case .equal:
      if let level {
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        row.add(plus, -1)
        row.add(minus, 1)
        tag.marker = plus
        tag.other = minus
        noteError(plus, strength)
        noteError(minus, strength)
        addToObjective(level, plus, strength.weight)
        addToObjective(level, minus, strength.weight)
      }
    }

    // A variable seen nowhere else: the constraint just defines it, nothing else changes.
    if let fresh = freshExternal(in: row) {
      row.solve(for: fresh)
      // A definition over other definitions stays unexpanded (a chain of lefts stays one short row
      // per box), unless expanding it reaches at most two definitions and gives at most four cells
      // (or no more than it had): then expanding this one later stops here. A column of equal
      // widths `w_r == w_{r-1}` thus defines every `w_r` over the first one's symbols, instead of
      // a chain that each `w_r ≥ 10` would walk to the top.
      if let expanded = canonicalize(row, limit: 2), expanded.cells.count <= max(4, row.cells.count) {
        row = expanded
      }
      insertRow(fresh, row)
      return tag
    }

    var expanded: Row?
    if reachIsExact, let partial = canonicalize(row, limit: Int.max, partially: true) {
      if let (subject, definition) = shortDefinition(partial) {
        insertRow(subject, definition)
        try optimize()
        return tag
      }
      // Nothing was left unexpanded: the partial expansion is the canonical row, bit for bit.
      if !expansionSkipped { expanded = partial }
    }
    var canonical = expanded ?? canonicalize(row)
    if canonical.constant < 0 { canonical.negate() }
    if let subject = chooseSubject(canonical, tag) {
      canonical.solve(for: subject)
      substitute(subject, canonical)
      insertRow(subject, canonical)
    } else if canonical.cells.isEmpty {
      // Only a required equality can lose every cell: redundant if it holds, else contradictory.
      guard nearZero(canonical.constant) else { throw .unsatisfiable }
    } else if try !addWithArtificialVariable(canonical) {
      try optimize()
      throw .unsatisfiable
    }
    try optimize()
    return tag
  }

  /// Records an error symbol's priority and weight (for `rebuildObjective`).
  mutating func noteError(_ error: Int, _ strength: Strength) {
    errorPriority[error] = strength.priority
    errorWeight[error] = strength.weight
  }

  /// The lowest-id external symbol of `row` that appears in no other row, no definition and no objective.
  func freshExternal(in row: Row) -> Int? {
    var best: Int?
    for symbol in row.cells.keys where kinds[symbol] == .external {
      guard rows[symbol] == nil, columns[symbol].isEmpty, definitionColumns[symbol].isEmpty else { continue }
      if levels.contains(where: { $0.row.cells.contains(symbol) }) { continue }
      if symbol < (best ?? Int.max) { best = symbol }
    }
    return best
  }

  /// The subject of a new canonical row: an external symbol (the one in the fewest rows, then the
  /// lowest id); else the constraint's own slack with a negative coefficient; else a quiet slack
  /// (see `quietSlack`); else the constraint's own error with a negative coefficient; else a restricted
  /// symbol that no canonical row holds (see `unsharedRestricted`).
  func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
    if let external = externalSubject(row) { return external }
    if tag.marker >= 0 && kinds[tag.marker] == .slack && row.coefficient(tag.marker) < 0 { return tag.marker }
    if let slack = quietSlack(row) { return slack }
    for symbol in [tag.marker, tag.other ?? -1] where symbol >= 0 {
      let kind = kinds[symbol]
      if (kind == .slack || kind == .error) && row.coefficient(symbol) < 0 { return symbol }
    }
    return unsharedRestricted(row)
  }

  /// The non-basic user symbol of `row` in the fewest canonical rows, then the lowest id (in a canonical
  /// row every user symbol is non-basic).
  func externalSubject(_ row: Row) -> Int? {
    var best: Int?
    for symbol in row.cells.keys where kinds[symbol] == .external && rows[symbol] == nil {
      if let current = best {
        let a = columns[symbol].count
        let b = columns[current].count
        if a < b || (a == b && symbol < current) { best = symbol }
      } else {
        best = symbol
      }
    }
    return best
  }

  /// The subject and definition of a new constraint that makes a user symbol basic, from its partial
  /// expansion (`canonicalize(row, limit:, partially: true)`, only while `reachIsExact`): the definitions
  /// it refers to stay unexpanded; `nil` when the constraint's subject is not a user symbol.
  ///
  /// Fully expanded, a chain `x_{i+1} = x_i + w_i + 1` with `w_i ≥ 0` and the like defines each `x_{i+1}`
  /// over the symbols of every earlier constraint, and installing it is quadratic. Only the definitions
  /// that may reach a non-basic user symbol (`reachesFree`) need expanding: the subject chosen from the
  /// result is the one `chooseSubject` takes from the canonical row (the others add no user symbol), and
  /// since the subject is in no canonical row and no objective, the canonical rows do not change.
  /// The definitions left as cells cannot reach the subject, so definitions stay acyclic; they are
  /// expanded when read. So `x_{i+1} = x_i + 1 + s − e`: one short row per view.
  mutating func shortDefinition(_ partial: Row) -> (subject: Int, definition: Row)? {
    guard let subject = externalSubject(partial), columns[subject].isEmpty,
          !levels.contains(where: { $0.row.cells.contains(subject) }) else { return nil }
    var definition = partial
    definition.solve(for: subject)
    return (subject, definition)
  }

  /// A restricted symbol of `row` (constant >= 0) with a negative coefficient that is in no canonical
  /// row: as the row's basic symbol its value `constant / -coefficient` is >= 0 and no other row
  /// changes value, so the tableau stays feasible without phase 1 (the objective is re-optimised after).
  /// The one with the highest id (the newest: on a chain it is the symbol the constraint brought).
  ///
  /// Without it, a required equality over errors only (`x_{i+1} == x_i + 1` after soft pins
  /// `x_i == c_i` made every `x_i` a definition over its errors) went through an artificial variable
  /// whose phase 1 entered the oldest symbols first and chained the rows into each other: 500 pins and
  /// links took 5.5 s, cubic in the chain's length.
  func unsharedRestricted(_ row: Row) -> Int? {
    var best: Int?
    for i in 0..<row.cells.count {
      let symbol = row.cells.keys[i]
      guard kinds[symbol] != .external, row.cells.values[i] < 0, columns[symbol].isEmpty else { continue }
      if symbol > (best ?? -1) { best = symbol }
    }
    return best
  }

  /// A slack of `row` (any constraint's) that can become its basic symbol without moving anything
  /// the objective sees: it has no reduced cost in any level (so the tableau stays optimal and no
  /// pivot follows), and its new value `-constant / coefficient` is 0, or it is >= 0 and the slack
  /// is in no other row (so no row changes value). The one in the fewest rows, then the lowest id.
  ///
  /// This keeps an edit constraint added at the current value (constant 0) from entering the
  /// objective: kiwi's choice, its error symbol, would bring the edit row into the objective and
  /// pay for a series of degenerate pivots that fill rows in.
  func quietSlack(_ row: Row) -> Int? {
    var best: Int?
    for i in 0..<row.cells.count {
      let symbol = row.cells.keys[i]
      guard kinds[symbol] == .slack else { continue }
      let a = row.cells.values[i]
      guard row.constant == 0 || (a < 0 && columns[symbol].isEmpty) else { continue }
      if levels.contains(where: { $0.row.cells.contains(symbol) }) { continue }
      if let current = best {
        let x = columns[symbol].count, y = columns[current].count
        if x < y || (x == y && symbol < current) { best = symbol }
      } else {
        best = symbol
      }
    }
    return best
  }

  /// Phase 1: adds `row` under a fresh artificial symbol and minimises it. Succeeds iff it reaches
  /// 0; on failure the artificial row (the new constraint) is simply dropped, so nothing of it stays.
  mutating func addWithArtificialVariable(_ row: Row) throws(TableauFailure) -> Bool {
    let art = newSymbol(.slack)
    insertRow(art, row)
    artificial = row
    artificialSymbol = art
    try optimizeArtificial()
    let success = nearZero(artificial?.constant ?? 0)
    artificial = nil
    artificialSymbol = nil
    if rows[art] != nil {
      var artRow = takeRow(art)
      if !success { return false }
      if artRow.cells.isEmpty { return true }
      var entering: Int?
      for symbol in artRow.cells.keys where kinds[symbol] == .slack || kinds[symbol] == .error {
        if symbol < (entering ?? Int.max) { entering = symbol }
      }
      guard let entering else { return false }
      artRow.solve(for: entering, replacing: art)
      substitute(entering, artRow)
      insertRow(entering, artRow)
    }
    for basic in columns[art].keys {
      guard var target = rows[basic] else { continue }
      rows[basic] = nil
      target.remove(art)
      rows[basic] = target
    }
    columns[art].removeAll()
    if !definitionColumns[art].isEmpty { definitionPlan = nil }
    for basic in definitionColumns[art].keys {
      guard var target = rows[basic] else { continue }
      rows[basic] = nil
      target.remove(art)
      rows[basic] = target
    }
    definitionColumns[art].removeAll()
    for level in levels.indices { levels[level].row.remove(art) }
    return success
  }
}
