// Whether an expression is fixed over the optimal face, read off the solved tableau without pivoting:
// rewritten over the non-basic symbols, every symbol it keeps must be restricted with a lexicographically
// positive reduced cost (0 in every optimal solution, see `restrictToOptimalFace`). A free variable, or a
// restricted symbol at zero cost, may move; it may also be held by a degenerate row, so `false` is
// "maybe not fixed", never a proof of ambiguity.

extension Solver {
  /// Whether `expression` takes its current value in every optimal solution. A sufficient test, as cheap
  /// as expanding one row; a generic combination of several variables (distinct irrational-like
  /// coefficients) tests them all at once.
  ///
  /// ```swift
  /// try solver.add(x == 10)
  /// solver.isFixedAtOptimum(Expression([Term(x, 1)]))   // true
  /// try solver.add(y >= 0)
  /// solver.isFixedAtOptimum(Expression([Term(y, 1)]))   // false: y may be anything from 0 up
  /// ```
  public func isFixedAtOptimum(_ expression: Expression) -> Bool {
    var row = Row()
    for term in expression.terms {
      // A variable no constraint mentions is free.
      guard let symbol = existingSymbol(for: term.variable) else { return false }
      row.add(symbol, term.coefficient)
    }
    let expansion = tableau.canonicalize(row)
    for i in 0..<expansion.cells.count where abs(expansion.cells.values[i]) >= epsilon {
      let symbol = expansion.cells.keys[i]
      guard tableau.kinds[symbol] != .external, tableau.isPinnedAtOptimum(symbol) else { return false }
    }
    return true
  }
}
