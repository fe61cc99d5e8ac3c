// Reading the solution: every defined variable's value, from its definition, in one pass; after a
// small edit, only the definitions that depend on a changed row constant.

extension Tableau {
  /// Writes the value of every defined symbol into `values` (indexed by symbol id; grown as needed):
  /// definitions in dependency order, each `constant + Σ coefficient·value`, where a basic canonical
  /// symbol's value is its row constant and a non-basic symbol's is 0. Every other entry of `values`
  /// is 0 (the array is cleared whenever the set of definitions changes), so `values[symbol]` is the
  /// value of any user variable.
  ///
  /// `values` must be what the previous call left (the caller keeps it between calls). When the
  /// definitions are unchanged since then and few row constants moved, only the definitions that
  /// depend on those constants are re-evaluated (the same sums in the same order, so the values are
  /// bit-identical to a full pass); otherwise a full pass compares each new value with the old one.
  /// Returns true when `changed` lists every defined symbol whose value changed (bit for bit); false
  /// when the definitions were re-planned and anything may have changed.
  ///
  /// ```swift
  /// var values: [Double] = [], changed: [Int32] = []
  /// _ = tableau.evaluateDefinitions(into: &values, changed: &changed)   // values[symbol] for every defined symbol
  /// ```
  mutating func evaluateDefinitions(into values: inout [Double], changed: inout [Int32]) -> Bool {
    changed.removeAll(keepingCapacity: true)
    let (dirty, listed) = rows.takeChanges()
    var fresh = false
    if definitionPlan == nil {
      definitionPlan = makeDefinitionPlan()
      values = Array(repeating: 0, count: kinds.count)
      fresh = true
    } else if values.count < kinds.count {
      values += Array(repeating: 0, count: kinds.count - values.count)
    }
    guard let plan = definitionPlan else { return false }
    // Few changed constants: follow them (stops once it has evaluated a sixteenth of the plan,
    // where one sequential pass is cheaper than the queue and its scattered reads).
    if !fresh && listed && evaluateChanged(plan, dirty, into: &values, changed: &changed) { return true }
    rows.constants.withUnsafeBufferPointer { constants in
      values.withUnsafeMutableBufferPointer { values in
        plan.children.withUnsafeBufferPointer { children in
          plan.coefficients.withUnsafeBufferPointer { coefficients in
            var start = 0
            for k in 0..<plan.symbols.count {
              let symbol = Int(plan.symbols[k])
              let end = Int(plan.ends[k])
              var sum = constants[symbol]
              for i in start..<end {
                let child = Int(children[i])
                sum += coefficients[i] * (child < 0 ? values[~child] : constants[child])
              }
              if !fresh && sum.bitPattern != values[symbol].bitPattern { changed.append(Int32(truncatingIfNeeded: symbol)) }
              values[symbol] = sum
              start = end
            }
          }
        }
      }
    }
    return !fresh
  }

  /// Re-evaluates, in plan order, the definitions that read a symbol of `dirty` (or are one), and
  /// then those that read a definition whose value changed. Returns false if it gave up after
  /// `plan.symbols.count / 16 + 64` evaluations (what it did is right, and listed in `changed`; a
  /// full pass finishes the job).
  private mutating func evaluateChanged(_ plan: DefinitionPlan, _ dirty: [Int32], into values: inout [Double], changed: inout [Int32]) -> Bool {
    var queue = MinHeap()
    swap(&queue, &planQueue)
    defer { swap(&queue, &planQueue) }
    queue.removeAll()
    if planQueued.count != plan.symbols.count { planQueued = Array(repeating: false, count: plan.symbols.count) }
    for s in dirty {
      let symbol = Int(s)
      guard symbol < plan.positions.count else { continue }
      enqueue(plan.positions[symbol], &queue)
      for reader in definitionColumns[symbol].keys where reader < plan.positions.count {
        enqueue(plan.positions[reader], &queue)
      }
    }
    var budget = plan.symbols.count / 16 + 64
    while let k = queue.pop() {
      planQueued[k] = false
      budget -= 1
      if budget < 0 {
        while let rest = queue.pop() { planQueued[rest] = false }
        return false
      }
      let symbol = Int(plan.symbols[k])
      let start = k == 0 ? 0 : Int(plan.ends[k - 1])
      let end = Int(plan.ends[k])
      var sum = rows.constants[symbol]
      for i in start..<end {
        let child = Int(plan.children[i])
        sum += plan.coefficients[i] * (child < 0 ? values[~child] : rows.constants[child])
      }
      if sum.bitPattern == values[symbol].bitPattern { continue }
      values[symbol] = sum
      changed.append(Int32(truncatingIfNeeded: symbol))
      for reader in definitionColumns[symbol].keys where reader < plan.positions.count {
        enqueue(plan.positions[reader], &queue)
      }
    }
    return true
  }

  @inline(__always) private mutating func enqueue(_ position: Int32, _ queue: inout MinHeap) {
    guard position >= 0, !planQueued[Int(position)] else { return }
    planQueued[Int(position)] = true
    queue.push(Int(position))
  }
}
