/// A linear relation `expression (==|<=|>=) 0` with a strength and an optional label.
///
/// Constraints have identity: two constraints with the same content are two constraints, and the
/// solver adds, removes and reports them by object. A constraint may belong to several solvers, but
/// use it from one thread at a time: the first solver that holds it keeps its bookkeeping in it.
///
/// ```swift
/// let c = (x + 10 <= y).with(Strength(priority: 750)).labeled("gap")
/// try solver.add(c)
/// try solver.remove(c)
/// ```
public final class Constraint {
  /// The left side minus the right side, merged per variable.
  public let expression: Expression
  /// How `expression` relates to 0.
  public let relation: Relation
  /// Its priority and weight.
  public let strength: Strength
  /// A name for error messages and conflict reports.
  public let label: String?
  /// A solver that holds this constraint (its `identity`; 0: none) may keep its position here
  /// instead of in its table (see `Solver.position(of:)`).
  @exclusivity(unchecked) var owner: UInt64 = 0
  @exclusivity(unchecked) var ownerPosition: Int = -1

  /// Creates `expression relation 0`.
  ///
  /// ```swift
  /// Constraint(x - 10, .greaterOrEqual, strength: .required, label: "min width")
  /// ```
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required, label: String? = nil) {
    self.expression = expression.reduced
    self.relation = relation
    self.strength = strength
    self.label = label
  }

  /// A copy with another strength (a new constraint object).
  ///
  /// ```swift
  /// let soft = (x == 10).with(Strength(priority: 250))
  /// ```
  public func with(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength, label: label)
  }

  /// A copy with another priority, weight 1 (a new constraint object).
  ///
  /// ```swift
  /// let soft = (x == 10).with(priority: 250)
  /// ```
  public func with(priority: Double, weight: Double = 1) -> Constraint {
    with(Strength(priority: priority, weight: weight))
  }

  /// A copy with a label (a new constraint object).
  ///
  /// ```swift
  /// let c = (x >= 0).labeled("x non-negative")
  /// ```
  public func labeled(_ label: String) -> Constraint {
    Constraint(expression, relation, strength: strength, label: label)
  }

  /// How far the constraint is from holding with the variables' current values, in the units of its
  /// expression (0 when it holds).
  ///
  /// ```swift
  /// solver.updateVariables()
  /// c.violation   // e.g. 12.5
  /// ```
  public var violation: Double {
    let v = expression.value
    switch relation {
    case .equal: return abs(v)
    case .lessOrEqual: return max(0, v)
    case .greaterOrEqual: return max(0, -v)
    }
  }
}

extension Constraint: CustomStringConvertible {
  /// The label, or the constraint written out: `x - 10 >= 0 @250`.
  ///
  /// ```swift
  /// "\((x >= 10).labeled("min"))"   // "min"
  /// ```
  public var description: String {
    if let label { return label }
    return "\(expression) \(relation.symbol) 0" + (strength.isRequired ? "" : " @\(strength)")
  }
}
