// The dual simplex for edits, with a long-step ratio test ("bound flipping").
//
// A suggestion only moves row constants, so the tableau stays optimal but some rows go negative.
// For such a row r = c + Σ α_j·x_j (c < 0) the plain dual step enters the candidate (α_j > 0) of
// smallest ratio d_j / α_j (d: its reduced-cost vector). When x_j is bounded by another row b (the
// primal ratio test of x_j, ignoring r, stops at x_j = u) and r would still be negative with
// x_j = u, the plain method would enter x_j, drive b negative, and repair b next, each step
// rewriting the long row r. Instead x_j is pivoted into b (a short primal step, cheap) and the walk
// goes on with the next ratio; the first candidate that cannot be flipped enters in place of r.
//
// Why it stays optimal: with t the current ratio, the shifted costs D = d − t·α_r are ≥ 0 for every
// non-basic symbol; a flip leaves D unchanged at t (the new non-basic b gets D = 0), t only grows,
// and the final pivot makes the objective exactly D. Each flip raises r's constant by α·u > 0, so
// the walk cannot cycle. A flip may leave a plain reduced cost d negative, but only where α_r ≠ 0
// (elsewhere d = D ≥ 0): in r's cells, which the final pivot substitutes into the objective and
// checks. So flips queue no candidates (`flipping`), and the primal loop after the walk only sees
// what the final pivot queued. On the chain (a row of N widths, shrunk below its natural size) this turns
// ~0.4·N pivots through an N-cell row into ~0.4·N short flips and one long pivot.

extension Tableau {
  /// Dual simplex: repairs queued rows with negative constants while keeping the objective optimal.
  /// An infeasible row without cells (its ~0 constant drifted) is skipped (kiwi#15).
  mutating func dualOptimize() throws(TableauFailure) {
    while let basic = infeasible.pop() {
      guard kinds[basic] != .external, let row = rows[basic], row.constant < 0, !nearZero(row.constant) else { continue }
      try repair(basic)
    }
    // Symbols the final pivots left with a negative reduced cost (none, in exact arithmetic).
    if !candidates.isEmpty { try optimize() }
  }

  /// Makes the row of `basic` feasible (see the file comment): flips candidates in ratio order,
  /// then pivots the first one that cannot be flipped in place of `basic`.
  mutating func repair(_ basic: Int) throws(TableauFailure) {
    var queue = RatioQueue()
    swap(&queue, &ratioQueue)
    repairing = basic
    defer {
      swap(&queue, &ratioQueue)
      repairing = -1
    }
    queue.reset(width: levels.count)
    guard let row = rows[basic] else { return }
    for i in 0..<row.cells.count {
      let symbol = row.cells.keys[i]
      let a = row.cells.values[i]
      if a > 0 { appendRatio(&queue, symbol, a) }
    }
    queue.seal()
    var flips = 0
    while let (entering, entry, firstKey) = queue.pop() {
      // Read through the store (no copy held across the pivots below, which rewrite these rows).
      guard rows[basic] != nil else { return }
      let a = rows[basic]?.coefficient(entering) ?? 0
      let constant = rows[basic]?.constant ?? 0
      guard a > 0, rows[entering] == nil else { continue }
      if !matchesRatio(queue, entry, firstKey, entering, a) {
        appendRatio(&queue, entering, a)
        queue.commit()
        continue
      }
      if flips < kinds.count, kinds[entering] != .external, let bound = leavingRow(for: entering, excluding: basic) {
        let gain = a * (-(rows[bound]?.constant ?? 0) / (rows[bound]?.coefficient(entering) ?? -1))
        if gain > epsilon && constant + gain < -epsilon {
          flipping = true
          pivot(leaving: bound, entering: entering)
          flipping = false
          flips += 1
          // The flipped row's symbols changed their coefficients in r and their reduced costs.
          guard let changed = rows[entering], let updated = rows[basic] else { continue }
          for symbol in changed.cells.keys where rows[symbol] == nil {
            let c = updated.coefficient(symbol)
            if c > 0 {
              appendRatio(&queue, symbol, c)
              queue.commit()
            }
          }
          continue
        }
      }
      pivot(leaving: basic, entering: entering)
      return
    }
    if rows[basic]?.cells.isEmpty ?? true { return }
    throw .internalError("Dual optimize failed.")
  }

  /// Adds `symbol` with its ratio vector `d / a` (one entry per level; 0 without levels).
  private func appendRatio(_ queue: inout RatioQueue, _ symbol: Int, _ a: Double) {
    queue.begin(symbol)
    if levels.isEmpty {
      queue.appendKey(0)
      return
    }
    for level in levels.indices { queue.appendKey(levels[level].row.coefficient(symbol) / a) }
  }

  /// Whether a popped entry's stored key is still `symbol`'s ratio vector.
  private func matchesRatio(_ queue: RatioQueue, _ entry: Int, _ firstKey: Double, _ symbol: Int, _ a: Double) -> Bool {
    if levels.isEmpty { return true }
    if firstKey != levels[0].row.coefficient(symbol) / a { return false }
    for level in levels.indices.dropFirst() where queue.key(entry, level) != levels[level].row.coefficient(symbol) / a {
      return false
    }
    return true
  }
}
