/// Everything that can go wrong in a `Solver`, each case naming the offending object.
///
/// ```swift
/// do {
///   try solver.add(x <= 50)
/// } catch SolverError.unsatisfiable(let constraint, let conflicts) {
///   print("\(constraint) conflicts with \(conflicts)")   // e.g. [x >= 100]
/// }
/// ```
public enum SolverError: Error {
  /// A required constraint cannot hold together with the accepted required constraints; it was not
  /// added. `conflicts` is a minimal set of accepted required constraints that contradict it (in the
  /// order they were added): drop any one of them and it could be satisfied.
  case unsatisfiable(Constraint, conflicts: [Constraint])
  /// The constraint was not added to this solver.
  case unknownConstraint(Constraint)
  /// The constraint object was already added.
  case duplicateConstraint(Constraint)
  /// The variable is not an edit variable of this solver.
  case unknownEditVariable(Variable)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// Edit variables must be optional: a required edit could never be moved.
  case requiredEditStrength(Variable)
  /// The constraint has a coefficient or constant that is infinite or NaN; it was not added.
  case nonFiniteConstraint(Constraint)
  /// The suggested value is infinite or NaN; nothing changed.
  case nonFiniteSuggestion(Variable, Double)
  /// A bug in the solver (it should never happen); the message says where.
  case internalError(String)
}

extension SolverError: CustomStringConvertible {
  /// One sentence naming the offending object.
  ///
  /// ```swift
  /// "\(SolverError.unknownEditVariable(width))"   // "'width' is not an edit variable."
  /// ```
  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let conflicts):
      let list = conflicts.map { "'\($0)'" }.joined(separator: ", ")
      return conflicts.isEmpty
        ? "Required constraint '\(constraint)' cannot be satisfied."
        : "Required constraint '\(constraint)' cannot be satisfied together with \(list)."
    case .unknownConstraint(let constraint): return "Constraint '\(constraint)' was not added to this solver."
    case .duplicateConstraint(let constraint): return "Constraint '\(constraint)' was already added."
    case .unknownEditVariable(let variable): return "'\(variable)' is not an edit variable."
    case .duplicateEditVariable(let variable): return "'\(variable)' is already an edit variable."
    case .requiredEditStrength(let variable): return "Edit variable '\(variable)' cannot be required."
    case .nonFiniteConstraint(let constraint): return "Constraint '\(constraint)' has a coefficient or constant that is not finite."
    case .nonFiniteSuggestion(let variable, let value): return "Cannot suggest \(value) for '\(variable)': not a finite number."
    case .internalError(let message): return "Internal solver error: \(message)"
    }
  }
}
