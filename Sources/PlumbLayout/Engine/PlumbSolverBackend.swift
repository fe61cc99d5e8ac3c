import PlumbSolver

/// The one place PlumbLayout meets PlumbSolver: the engine's solver-neutral constraints become
/// `PlumbSolver.Constraint`s (priority and weight carried over; lexicographic levels), engine ids map to
/// constraint objects, and the solver's minimal conflict sets come back as engine ids.
final class PlumbSolverBackend: Layout.SolverBackend {
  private let solver = Solver()
  private var variables: [Variable] = []
  private var constraints: [Int: Constraint] = [:]
  private var ids: [ObjectIdentifier: Int] = [:]

  func reserveVariables(_ names: [String]) {
    while variables.count < names.count { variables.append(Variable(names[variables.count])) }
  }

  func add(_ id: Int, _ constraint: Layout.LinearConstraint) -> Layout.AddOutcome {
    let terms = constraint.expression.terms.map { Term(variables[$0.variable.index], $0.coefficient) }
    let relation: Relation
    switch constraint.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessOrEqual
    case .greaterThanOrEqual: relation = .greaterOrEqual
    }
    let strength = constraint.strength.isRequired
      ? Strength.required : Strength(priority: constraint.strength.priority, weight: constraint.strength.weight)
    let object = Constraint(
      Expression(terms, constant: constraint.expression.constant), relation, strength: strength,
      label: constraint.origin.description)
    do {
      try solver.add(object)
      constraints[id] = object
      ids[ObjectIdentifier(object)] = id
      return .added
    } catch SolverError.unsatisfiable(_, let conflicts) {
      return .rejected(conflictingWith: conflicts.compactMap { ids[ObjectIdentifier($0)] })
    } catch {
      // Not expected from a fresh constraint object; report it as a rejection without a set.
      return .rejected(conflictingWith: [])
    }
  }

  func remove(_ id: Int) {
    guard let object = constraints.removeValue(forKey: id) else { return }
    ids[ObjectIdentifier(object)] = nil
    try? solver.remove(object)
  }

  func addEditVariable(_ variable: Layout.VariableID, priority: Double) {
    try? solver.addEditVariable(variables[variable.index], strength: Strength(priority: priority))
  }

  func suggestValue(_ variable: Layout.VariableID, _ value: Double) {
    try? solver.suggestValue(value, for: variables[variable.index])
  }

  func solve() { solver.updateVariables() }

  func value(_ variable: Layout.VariableID) -> Double { variables[variable.index].value }

  func ambiguity(_ variable: Layout.VariableID) -> ClosedRange<Double>? {
    guard let interval = try? solver.interval(of: variables[variable.index]) else { return nil }
    // `Interval.isUnique` compares the width with a bound-relative tolerance, which an infinite bound
    // satisfies; an unbounded side is always ambiguous.
    let unbounded = interval.lower.isInfinite || interval.upper.isInfinite
    guard unbounded || !interval.isUnique else { return nil }
    return interval.lower...interval.upper
  }
}
