/// One tableau equation `basic = constant + Σ coefficient·symbol`, or an objective row
/// `objective = constant + Σ coefficient·symbol`. Cells are a sparse `SymbolMap`; a cell whose
/// coefficient comes within `epsilon` of zero is erased.
///
/// The algebra, as in kiwi's `row.h`: a row `a·x + b·y + c = 0` solved for `x` is
/// `x = -b/a·y - c/a`.
struct Row {
  var constant: Double
  var cells = SymbolMap<Double>()

  init(constant: Double = 0) { self.constant = constant }

  /// An empty row with room for `capacity` cells (one allocation per buffer instead of a series
  /// of doublings).
  init(constant: Double, capacity: Int) {
    self.constant = constant
    cells.reserveCapacity(capacity)
  }

  func coefficient(_ symbol: Int) -> Double { cells[symbol] ?? 0 }

  /// What happened to one cell in `add`.
  enum CellChange { case inserted, updated, removed, unchanged }

  /// Adds `coefficient` to the cell of `symbol`, erasing it when the result is near zero.
  @discardableResult mutating func add(_ symbol: Int, _ coefficient: Double) -> CellChange {
    if let i = cells.index(of: symbol) {
      let sum = cells.values[i] + coefficient
      if nearZero(sum) {
        cells.remove(at: i)
        return .removed
      }
      cells.setValue(at: i, sum)
      return .updated
    }
    if nearZero(coefficient) { return .unchanged }
    cells.append(symbol, coefficient)
    return .inserted
  }

  /// Removes a cell and returns its coefficient (0 if absent).
  @discardableResult mutating func remove(_ symbol: Int) -> Double { cells.remove(symbol) ?? 0 }

  /// Multiplies everything by -1.
  mutating func negate() {
    constant = -constant
    for i in 0..<cells.count { cells.setValue(at: i, -cells.values[i]) }
  }

  /// Rewrites `0 = constant + a·symbol + rest` as `symbol = -constant/a - rest/a` (the cell of
  /// `symbol` is removed).
  mutating func solve(for symbol: Int) {
    let a = remove(symbol)
    let factor = -1 / a
    constant *= factor
    for i in 0..<cells.count { cells.setValue(at: i, cells.values[i] * factor) }
  }

  /// Rewrites `lhs = row` (with `rhs` in the row) as `rhs = …` (with `lhs` in the row).
  mutating func solve(for rhs: Int, replacing lhs: Int) {
    add(lhs, -1)
    solve(for: rhs)
  }
}
