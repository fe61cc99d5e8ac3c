// Edit variables: a suggestion shifts the constant of the edit constraint, which only moves row
// constants; the dual simplex then restores feasibility. Nothing is rebuilt.

extension Tableau {
  /// Moves the edit constraint `variable == c` (tag) to `variable == c + delta` and re-solves.
  mutating func shiftEdit(_ tag: Tag, by delta: Double) throws(TableauFailure) {
    // Equivalent to replacing the positive error e⁺ by e⁺ + delta everywhere (or e⁻ by e⁻ - delta).
    let plus = tag.marker
    if isCanonicalBasic(plus) {
      shiftBasic(plus, by: delta)
    } else if let minus = tag.other, isCanonicalBasic(minus) {
      shiftBasic(minus, by: -delta)
    } else {
      for basic in columns[plus].keys {
        guard var row = rows[basic] else { continue }
        row.constant += delta * row.coefficient(plus)
        rows[basic] = row
        if row.constant < 0 { infeasible.push(basic) }
      }
      shiftDefinitions(plus, by: delta)
    }
    try dualOptimize()
  }

  /// `symbol → symbol + delta` for a basic canonical symbol: its row constant drops by delta, and
  /// definitions that mention it gain `coefficient · delta`.
  private mutating func shiftBasic(_ symbol: Int, by delta: Double) {
    if var row = rows[symbol] {
      row.constant -= delta
      rows[symbol] = row
      if row.constant < 0 { infeasible.push(symbol) }
    }
    shiftDefinitions(symbol, by: delta)
  }

  private mutating func shiftDefinitions(_ symbol: Int, by delta: Double) {
    for basic in definitionColumns[symbol].keys {
      guard var row = rows[basic] else { continue }
      row.constant += delta * row.coefficient(symbol)
      rows[basic] = row
    }
  }
}
