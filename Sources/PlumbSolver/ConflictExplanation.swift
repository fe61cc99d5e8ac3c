// Explaining a rejected required constraint: a minimal set of accepted required constraints that
// contradict it. Only constraints connected to it through shared variables can take part; among
// those a deletion filter (trying to drop halves, then quarters, … then single constraints) keeps
// exactly the ones whose removal would make the system feasible.

extension Solver {
  /// A minimal subset of the accepted required constraints that, with `rejected`, cannot hold.
  func explainConflict(_ rejected: Constraint) -> [Constraint] {
    let candidates = connectedRequired(to: rejected)
    guard !Solver.isFeasible(candidates + [rejected]) else { return [] }
    var keep = candidates
    var chunk = max(1, keep.count / 2)
    while true {
      var start = 0
      while start < keep.count {
        let end = min(keep.count, start + chunk)
        let trial = Array(keep[..<start]) + Array(keep[end...])
        if Solver.isFeasible(trial + [rejected]) {
          start = end
        } else {
          keep = trial
        }
      }
      if chunk == 1 { break }
      chunk = max(1, chunk / 2)
    }
    return keep
  }

  /// Whether the constraints (all required) can hold together.
  static func isFeasible(_ constraints: [Constraint]) -> Bool {
    let probe = Solver(explainsConflicts: false)
    for constraint in constraints {
      do {
        try probe.add(constraint)
      } catch SolverError.unsatisfiable {
        return false
      } catch {
        return true
      }
    }
    return true
  }

  /// The accepted required constraints linked to `constraint` through chains of shared variables,
  /// in the order they were added (union-find over variables).
  func connectedRequired(to constraint: Constraint) -> [Constraint] {
    var parent: [ObjectIdentifier: ObjectIdentifier] = [:]
    func find(_ x: ObjectIdentifier) -> ObjectIdentifier {
      var root = x
      while let p = parent[root], p != root { root = p }
      var node = x
      while let p = parent[node], p != root {
        parent[node] = root
        node = p
      }
      return root
    }
    func union(_ terms: [Term]) {
      guard let first = terms.first else { return }
      let a = find(ObjectIdentifier(first.variable))
      if parent[a] == nil { parent[a] = a }
      for term in terms.dropFirst() {
        let b = find(ObjectIdentifier(term.variable))
        if parent[b] == nil { parent[b] = b }
        if a != b { parent[b] = a }
      }
    }
    let required = requiredConstraints
    for candidate in required { union(candidate.expression.terms) }
    union(constraint.expression.terms)
    guard let anchor = constraint.expression.terms.first else { return [] }
    let root = find(ObjectIdentifier(anchor.variable))
    return required.filter { candidate in
      guard let first = candidate.expression.terms.first else { return false }
      return find(ObjectIdentifier(first.variable)) == root
    }
  }
}
