// Reading the solution: every defined variable's value, from its definition, in one pass.

extension Tableau {
  /// Writes the value of every defined symbol into `values` (indexed by symbol id; grown as needed):
  /// definitions in dependency order, each `constant + Σ coefficient·value`, where a basic canonical
  /// symbol's value is its row constant and a non-basic symbol's is 0.
  ///
  /// ```swift
  /// var values: [Double] = []
  /// tableau.evaluateDefinitions(into: &values)   // values[symbol] for every defined symbol
  /// ```
  mutating func evaluateDefinitions(into values: inout [Double]) {
    if values.count < kinds.count { values += Array(repeating: 0, count: kinds.count - values.count) }
    if definitionPlan == nil { definitionPlan = makeDefinitionPlan() }
    guard let plan = definitionPlan else { return }
    rows.withUnsafeBufferPointer { rows in
      values.withUnsafeMutableBufferPointer { values in
        plan.children.withUnsafeBufferPointer { children in
          plan.coefficients.withUnsafeBufferPointer { coefficients in
            plan.childIsDefinition.withUnsafeBufferPointer { childIsDefinition in
              var start = 0
              for k in 0..<plan.symbols.count {
                let symbol = plan.symbols[k]
                let end = plan.ends[k]
                var sum = rows[symbol]?.constant ?? 0
                for i in start..<end {
                  let child = children[i]
                  if childIsDefinition[i] {
                    sum += coefficients[i] * values[child]
                  } else if let constant = rows[child]?.constant {
                    sum += coefficients[i] * constant
                  }
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
}
