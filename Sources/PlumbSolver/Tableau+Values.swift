// Reading the solution: every defined variable's value, from its definition, in one pass.

extension Tableau {
  /// Writes the value of every defined symbol into `values` (indexed by symbol id; grown as needed):
  /// definitions in dependency order, each `constant + Σ coefficient·value`, where a basic canonical
  /// symbol's value is its row constant and a non-basic symbol's is 0. Every other entry of `values`
  /// is 0 (the array is cleared whenever the set of definitions changes), so `values[symbol]` is the
  /// value of any user variable.
  ///
  /// ```swift
  /// var values: [Double] = []
  /// tableau.evaluateDefinitions(into: &values)   // values[symbol] for every defined symbol
  /// ```
  mutating func evaluateDefinitions(into values: inout [Double]) {
    if definitionPlan == nil {
      definitionPlan = makeDefinitionPlan()
      values = Array(repeating: 0, count: kinds.count)
    } else if values.count < kinds.count {
      values += Array(repeating: 0, count: kinds.count - values.count)
    }
    guard let plan = definitionPlan else { return }
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
              values[symbol] = sum
              start = end
            }
          }
        }
      }
    }
  }
}
