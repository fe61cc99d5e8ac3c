// Removing a constraint: take its errors out of the objective, then eliminate its marker from the
// equations (pivoting it into a row if needed) and drop the equation that holds it.

extension Tableau {
  mutating func remove(_ tag: Tag) throws(TableauFailure) {
    // A required equality has no marker: the solver rebuilds instead (see `Tag`).
    guard tag.marker >= 0 else { throw .internalError("A required equality cannot be removed from the tableau.") }
    // Eliminating the marker can take a user symbol's definition away under definitions that refer to it.
    reachIsExact = false
    if let priority = tag.priority {
      let level = levelIndex(for: priority)
      for symbol in [tag.marker, tag.other ?? -1] where symbol >= 0 && kinds[symbol] == .error {
        if isCanonicalBasic(symbol), let row = rows[symbol] {
          addToObjective(level, row, times: -tag.weight)
        } else {
          addToObjective(level, symbol, -tag.weight)
        }
        errorWeight[symbol] = 0
      }
    }
    eliminate(tag.marker)
    try optimize()
  }

  /// Removes the equation holding `marker` after eliminating `marker` from every other equation.
  mutating func eliminate(_ marker: Int) {
    if !isBasic(marker), let leaving = markerLeavingRow(marker) {
      pivot(leaving: leaving, entering: marker)
    }
    if isBasic(marker) {
      let row = takeRow(marker)
      substituteInDefinitions(marker, row)
      return
    }
    // The marker only appears in definitions: use one of them (lowest id) to eliminate it.
    guard let defined = definitionColumns[marker].keys.min() else { return }
    var definition = takeRow(defined)
    let a = definition.remove(marker)
    // defined = rest + a·marker  ⇒  marker = (defined - rest) / a
    let rest = canonicalize(definition)
    var markerRow = Row(constant: -rest.constant / a)
    markerRow.add(defined, 1 / a)
    for i in 0..<rest.cells.count { markerRow.add(rest.cells.keys[i], -rest.cells.values[i] / a) }
    substituteInDefinitions(marker, markerRow)
    substituteInObjective(marker, markerRow)
  }

  /// kiwi's choice of the row to pivot a marker into before removal: a canonical row with a negative
  /// coefficient and the smallest ratio, else one with a positive coefficient and the smallest ratio.
  func markerLeavingRow(_ marker: Int) -> Int? {
    var first: Int?
    var second: Int?
    var r1 = Double.infinity
    var r2 = Double.infinity
    for basic in columns[marker].keys {
      guard let row = rows[basic] else { continue }
      let c = row.coefficient(marker)
      if c < 0 {
        let r = -row.constant / c
        if first == nil || r < r1 || (r == r1 && basic < (first ?? basic)) { r1 = r; first = basic }
      } else if c > 0 {
        let r = row.constant / c
        if second == nil || r < r2 || (r == r2 && basic < (second ?? basic)) { r2 = r; second = basic }
      }
    }
    return first ?? second
  }
}
