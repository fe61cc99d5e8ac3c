import PlumbSolver

/// The one place PlumbLayout meets PlumbSolver: the engine's solver-neutral constraints become
/// `PlumbSolver.Constraint`s (priority and weight carried over; lexicographic levels), engine ids map to
/// constraint objects, and the solver's minimal conflict sets come back as engine ids.
final class PlumbSolverBackend: Layout.SolverBackend {
  private let solver = Solver()
  private var variables: [Variable] = []
  private var constraints: [Int: Constraint] = [:]
  private var ids: [ObjectIdentifier: Int] = [:]
  /// How many added constraints use each variable. A variable no constraint uses is free on both sides;
  /// the adapter answers for it itself (the solver's `interval(of:)` reports [0, ∞) for a variable whose
  /// constraints were all removed).
  private var uses: [Int] = []
  private var variableIndex: [ObjectIdentifier: Int] = [:]
  /// Required equalities whose constant was changed: each is held as `e ≥ 0` and `e ≤ 0` from then on,
  /// two inequalities whose slacks let later constant changes re-solve in place (an equality has no
  /// marker, so changing it in place is impossible and removing it rebuilds the tableau).
  private var splitEqualities: [Int: (atLeast: Constraint, atMost: Constraint)] = [:]

  /// The size of the solver's tableau (for tests that check a layout's cost).
  var statistics: Solver.Statistics { solver.statistics }

  func reserveVariables(_ names: [String]) {
    while variables.count < names.count {
      let variable = Variable(names[variables.count])
      variableIndex[ObjectIdentifier(variable)] = variables.count
      variables.append(variable)
    }
    while uses.count < variables.count { uses.append(0) }
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
      for term in constraint.expression.terms { uses[term.variable.index] += 1 }
      constraints[id] = object
      ids[ObjectIdentifier(object)] = id
      return .added
    } catch SolverError.unsatisfiable(_, let conflicts) {
      var seen = Set<Int>()
      return .rejected(conflictingWith: conflicts.compactMap { ids[ObjectIdentifier($0)] }.filter { seen.insert($0).inserted })
    } catch {
      // Not expected from a fresh constraint object; report it as a rejection without a set.
      return .rejected(conflictingWith: [])
    }
  }

  func remove(_ id: Int) {
    if let pair = splitEqualities.removeValue(forKey: id) {
      for object in [pair.atLeast, pair.atMost] { forget(object) }
      return
    }
    guard let object = constraints.removeValue(forKey: id) else { return }
    forget(object)
  }

  func remove(_ ids: [Int]) {
    var objects: [Constraint] = []
    for id in ids {
      if let pair = splitEqualities.removeValue(forKey: id) {
        objects += [pair.atLeast, pair.atMost]
      } else if let object = constraints.removeValue(forKey: id) {
        objects.append(object)
      }
    }
    for object in objects { release(object) }
    try? solver.remove(objects)
  }

  private func forget(_ object: Constraint) {
    release(object)
    try? solver.remove(object)
  }

  /// Drops the adapter's own records of `object` (its id and its variables' use counts).
  private func release(_ object: Constraint) {
    ids[ObjectIdentifier(object)] = nil
    for term in object.expression.terms {
      if let index = variableIndex[ObjectIdentifier(term.variable)] { uses[index] -= 1 }
    }
  }

  private func hold(_ id: Int, _ object: Constraint) {
    for term in object.expression.terms {
      if let index = variableIndex[ObjectIdentifier(term.variable)] { uses[index] += 1 }
    }
    ids[ObjectIdentifier(object)] = id
  }

  /// Moves the constant of an added constraint in place (see `Solver.changeConstant`). A required
  /// equality is split into two inequalities on its first change (one tableau rebuild, as removing it
  /// would cost); every later change of it, and any change of another constraint, re-solves
  /// incrementally. `false` when the change cannot be made in place (the caller removes and re-adds,
  /// which reports a conflict the new constant causes).
  func changeConstant(_ id: Int, to constant: Double) -> Bool {
    if let pair = splitEqualities[id] {
      // Relax first, then tighten, so that every step is feasible: a higher constant lowers the
      // bound of `e ≥ 0`'s variable side, so `e ≥ 0` moves first; a lower one moves `e ≤ 0` first.
      let raising = constant > pair.atLeast.expression.constant
      var atLeast = pair.atLeast, atMost = pair.atMost
      for first in raising ? [true, false] : [false, true] {
        let object = first ? atLeast : atMost
        guard let moved = try? solver.changeConstant(of: object, to: constant) else { return false }
        ids[ObjectIdentifier(object)] = nil
        ids[ObjectIdentifier(moved)] = id
        if first { atLeast = moved } else { atMost = moved }
        splitEqualities[id] = (atLeast, atMost)
      }
      return true
    }
    guard let object = constraints[id] else { return false }
    if object.strength.isRequired && object.relation == .equal {
      let expression = Expression(object.expression.terms, constant: constant)
      let atLeast = Constraint(expression, .greaterOrEqual, strength: .required, label: object.label)
      let atMost = Constraint(expression, .lessOrEqual, strength: .required, label: object.label)
      remove(id)
      guard (try? solver.add(atLeast)) != nil else { return false }
      guard (try? solver.add(atMost)) != nil else {
        try? solver.remove(atLeast)
        return false
      }
      hold(id, atLeast)
      hold(id, atMost)
      splitEqualities[id] = (atLeast, atMost)
      return true
    }
    guard let moved = try? solver.changeConstant(of: object, to: constant) else { return false }
    ids[ObjectIdentifier(object)] = nil
    ids[ObjectIdentifier(moved)] = id
    constraints[id] = moved
    return true
  }

  func addEditVariable(_ variable: Layout.VariableID, priority: Double) {
    try? solver.addEditVariable(variables[variable.index], strength: Strength(priority: priority))
  }

  func suggestValue(_ variable: Layout.VariableID, _ value: Double) {
    try? solver.suggestValue(value, for: variables[variable.index])
  }

  func solve() { solver.updateVariables() }

  func value(_ variable: Layout.VariableID) -> Double { variables[variable.index].value }

  /// The screen: pull a generic combination `Σ cᵢ·xᵢ` up, then down, at a level below every other
  /// (so only the optimal face of the real levels is explored). The face is a single point in these
  /// variables exactly when both pulls end at the same value — a direction in the face would have to be
  /// orthogonal to c, and the cᵢ = 1 + frac(i·φ) are pairwise distinct and irrational-like, so no direction
  /// built from the small multiples layouts use is. Costs two adds and two removes instead of two
  /// optimisations per variable.
  func mayBeAmbiguous(_ variables: [Layout.VariableID]) -> Bool {
    guard !variables.isEmpty else { return false }
    if variables.contains(where: { uses[$0.index] == 0 }) { return true }
    let combination = genericCombination(variables)
    let reach = 1e7
    func extreme(_ relation: Relation, _ target: Double) -> Double? {
      let pull = Constraint(
        combination - target, relation, strength: Strength(priority: Self.screenPriority), label: "ambiguity screen")
      guard (try? solver.add(pull)) != nil else { return nil }
      solver.updateVariables()
      let value = combination.value
      try? solver.remove(pull)
      return value
    }
    guard let high = extreme(.greaterOrEqual, reach), let low = extreme(.lessOrEqual, -reach) else { return true }
    solver.updateVariables()
    return abs(high - low) > 1e-7 * max(1, abs(high), abs(low))
  }

  /// `Σ cᵢ·xᵢ` with cᵢ = 1 + frac(i·φ): pairwise distinct and irrational-like, so no direction built from
  /// the small multiples layouts use is orthogonal to it.
  private func genericCombination(_ variables: [Layout.VariableID]) -> Expression {
    let golden = 0.6180339887498949
    var terms: [Term] = []
    for (index, variable) in variables.enumerated() {
      let phase = Double(index + 1) * golden
      terms.append(Term(self.variables[variable.index], 1 + (phase - phase.rounded(.down))))
    }
    return Expression(terms)
  }

  /// The generic combination's expansion over the solved tableau's non-basic symbols keeps only symbols
  /// every optimum holds at 0 (`Solver.isFixedAtOptimum`); a variable no constraint uses is free.
  func isFixedAtOptimum(_ variables: [Layout.VariableID]) -> Bool {
    if variables.contains(where: { uses[$0.index] == 0 }) { return false }
    return solver.isFixedAtOptimum(genericCombination(variables))
  }

  /// Below Plumb's tie rule (0.001) and every scene priority.
  static let screenPriority = 1e-4

  func ambiguity(_ variable: Layout.VariableID) -> ClosedRange<Double>? {
    ambiguities([variable])[0]
  }

  func ambiguities(_ ids: [Layout.VariableID]) -> [ClosedRange<Double>?] {
    let asked = ids.filter { uses[$0.index] > 0 }
    guard let intervals = try? solver.intervals(of: asked.map { variables[$0.index] }) else {
      return ids.map { uses[$0.index] == 0 ? -Double.infinity ... Double.infinity : nil }
    }
    var answers = intervals[...]
    return ids.map { id in
      if uses[id.index] == 0 { return -Double.infinity ... Double.infinity }
      let interval = answers.removeFirst()
      // `Interval.isUnique` compares the width with a bound-relative tolerance, which an infinite bound
      // satisfies; an unbounded side is always ambiguous.
      let unbounded = interval.lower.isInfinite || interval.upper.isInfinite
      guard unbounded || !interval.isUnique else { return nil }
      return interval.lower...interval.upper
    }
  }

}
