/// The definitions of basic user variables, flattened in dependency order (every definition after
/// the definitions it mentions) so that reading the solution is one pass over plain arrays.
///
/// A cell refers either to another definition (`values[child]`, computed earlier in the pass) or to
/// a canonical symbol (its row constant if basic, else 0: checked live, pivots change it). Cells
/// over non-basic user variables are left out (their value is 0). The row constants of the
/// definitions are read live too, so suggestions, which only move constants, keep the plan valid.
///
/// ```swift
/// let plan = tableau.makeDefinitionPlan()
/// plan.symbols   // e.g. [b0.l, b0.w, b1.l, …]: each after the ones it refers to
/// ```
struct DefinitionPlan {
  /// Defined symbols in dependency order.
  var symbols: [Int32] = []
  /// For each of `symbols`, the end of its cells in `children` / `coefficients`.
  var ends: [Int32] = []
  /// A child `c >= 0` is the canonical symbol `c`; `c < 0` is the definition `~c`.
  var children: [Int32] = []
  var coefficients: [Double] = []
  /// Each symbol's index in `symbols` (-1: not a definition), for every symbol that existed when
  /// the plan was made.
  var positions: [Int32] = []
}

extension Tableau {
  /// The plan of the current definitions (see `DefinitionPlan`), computed by an iterative
  /// depth-first walk (chains of definitions can be long).
  func makeDefinitionPlan() -> DefinitionPlan {
    var plan = DefinitionPlan()
    plan.positions = Array(repeating: -1, count: kinds.count)
    var visited = [Bool](repeating: false, count: kinds.count)
    var stack: [(symbol: Int, next: Int)] = []
    for root in 0..<kinds.count where isDefinition(root) && !visited[root] {
      visited[root] = true
      stack.append((root, 0))
      while let (symbol, next) = stack.last {
        guard let cells = rows[symbol]?.cells else { stack.removeLast(); continue }
        var i = next
        var pushed = false
        while i < cells.count {
          let child = cells.keys[i]
          i += 1
          if isDefinition(child) && !visited[child] {
            visited[child] = true
            stack[stack.count - 1].next = i
            stack.append((child, 0))
            pushed = true
            break
          }
        }
        if !pushed {
          plan.positions[symbol] = Int32(plan.symbols.count)
          plan.symbols.append(Int32(symbol))
          for j in 0..<cells.count {
            let child = cells.keys[j]
            if kinds[child] != .slack && kinds[child] != .error && !isBasic(child) { continue }
            plan.children.append(kinds[child] == .external ? ~Int32(child) : Int32(child))
            plan.coefficients.append(cells.values[j])
          }
          plan.ends.append(Int32(plan.children.count))
          stack.removeLast()
        }
      }
    }
    return plan
  }
}
