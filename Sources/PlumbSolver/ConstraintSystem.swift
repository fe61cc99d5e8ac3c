/// A whole constraint system described by variable names, replayed on a fresh `Solver`: the model
/// behind solver fixtures and `plumb solve`.
///
/// Replay: add the constraints in order (a required one that cannot hold is rejected, leaves no
/// trace, and is reported with its conflict set); add every edit variable; suggest every edit's
/// value and read all variables (`values`); then for each step suggest its value and read again.
///
/// ```swift
/// var system = ConstraintSystem(variables: ["x"])
/// system.constraints.append(.init(terms: [("x", 1)], constant: -100, relation: .greaterOrEqual))
/// system.constraints.append(.init(terms: [("x", 1)], constant: -50, relation: .lessOrEqual))
/// let outcome = try system.replay()
/// outcome.rejected    // [1]
/// outcome.values      // [100] (x)
/// ```
public struct ConstraintSystem {
  /// One constraint: `Σ coefficient·variable + constant (relation) 0`.
  public struct Entry {
    /// `(variable name, coefficient)` pairs.
    public var terms: [(name: String, coefficient: Double)]
    /// The constant added to the terms.
    public var constant: Double
    /// `==`, `<=` or `>=` against 0.
    public var relation: Relation
    /// Its strength.
    public var strength: Strength
    /// An optional label (used in error messages).
    public var label: String?

    /// Creates an entry.
    ///
    /// ```swift
    /// ConstraintSystem.Entry(terms: [("w", 1)], constant: -10, relation: .greaterOrEqual)   // w >= 10
    /// ```
    public init(
      terms: [(name: String, coefficient: Double)], constant: Double, relation: Relation,
      strength: Strength = .required, label: String? = nil
    ) {
      self.terms = terms; self.constant = constant; self.relation = relation
      self.strength = strength; self.label = label
    }
  }

  /// An edit variable with its strength and first suggested value.
  public struct Edit {
    /// The variable's name.
    public var variable: String
    /// Its (optional) strength.
    public var strength: Strength
    /// The value suggested before `values` are read.
    public var value: Double

    /// Creates an edit.
    ///
    /// ```swift
    /// ConstraintSystem.Edit(variable: "rootWidth", strength: Strength(priority: 999), value: 640)
    /// ```
    public init(variable: String, strength: Strength, value: Double) {
      self.variable = variable; self.strength = strength; self.value = value
    }
  }

  /// A later suggestion for an edit variable.
  public struct Step {
    /// The edit variable's name.
    public var variable: String
    /// The suggested value.
    public var value: Double

    /// Creates a step.
    ///
    /// ```swift
    /// ConstraintSystem.Step(variable: "rootWidth", value: 320)
    /// ```
    public init(variable: String, value: Double) { self.variable = variable; self.value = value }
  }

  /// What a replay produced; values are in the order of `variables`.
  public struct Outcome {
    /// Every variable after all edits were suggested.
    public var values: [Double]
    /// Every variable after each step.
    public var steps: [[Double]]
    /// Indices of the rejected required constraints, in order.
    public var rejected: [Int]
    /// For each rejected constraint, the indices of a minimal set of accepted ones it contradicts.
    public var conflicts: [(constraint: Int, with: [Int])]
  }

  /// The variable names; values are reported in this order.
  public var variables: [String]
  /// The constraints, added in this order.
  public var constraints: [Entry] = []
  /// The edit variables.
  public var edits: [Edit] = []
  /// Suggestions applied after the edits, in order.
  public var steps: [Step] = []

  /// Creates a system over the named variables.
  ///
  /// ```swift
  /// var system = ConstraintSystem(variables: ["left", "width"])
  /// ```
  public init(variables: [String]) { self.variables = variables }

  /// Replays the system on a fresh solver (see the type's documentation).
  ///
  /// - Throws: `SolverError` for an edit on an unknown name, a duplicate or required edit, or an
  ///   internal failure. A name not in `variables` is an unknown edit variable.
  ///
  /// ```swift
  /// let outcome = try system.replay()
  /// ```
  public func replay() throws -> Outcome {
    let solver = Solver()
    var byName: [String: Variable] = [:]
    let variableObjects = variables.map { name -> Variable in
      let variable = byName[name] ?? Variable(name)
      byName[name] = variable
      return variable
    }
    func variable(_ name: String) -> Variable {
      if let existing = byName[name] { return existing }
      let created = Variable(name)
      byName[name] = created
      return created
    }
    var indexOf: [ObjectIdentifier: Int] = [:]
    var outcome = Outcome(values: [], steps: [], rejected: [], conflicts: [])
    for (index, entry) in constraints.enumerated() {
      let expression = Expression(entry.terms.map { Term(variable($0.name), $0.coefficient) }, constant: entry.constant)
      let constraint = Constraint(expression, entry.relation, strength: entry.strength, label: entry.label)
      indexOf[ObjectIdentifier(constraint)] = index
      do {
        try solver.add(constraint)
      } catch SolverError.unsatisfiable(_, let conflicts) {
        outcome.rejected.append(index)
        outcome.conflicts.append((index, conflicts.compactMap { indexOf[ObjectIdentifier($0)] }))
      }
    }
    for edit in edits {
      try solver.addEditVariable(variable(edit.variable), strength: edit.strength)
    }
    for edit in edits {
      try solver.suggestValue(edit.value, for: variable(edit.variable))
    }
    solver.updateVariables()
    outcome.values = variableObjects.map(\.value)
    for step in steps {
      try solver.suggestValue(step.value, for: variable(step.variable))
      solver.updateVariables()
      outcome.steps.append(variableObjects.map(\.value))
    }
    return outcome
  }
}
