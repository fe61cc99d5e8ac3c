/// A named unknown of a constraint system; the solver writes its value in `updateVariables()`.
///
/// Variables are reference types: two variables with the same name are two unknowns.
///
/// ```swift
/// let width = Variable("box.width")
/// try solver.add(width == 120)
/// solver.updateVariables()
/// width.value   // 120
/// ```
public final class Variable {
  /// The name used in error messages and dumps.
  public let name: String
  /// The value from the last `Solver.updateVariables()` (0 before the first solve).
  ///
  /// Stored inline without dynamic exclusivity checks: `updateVariables` may write every variable,
  /// and a checked class property would pay a runtime access-set insertion on each write.
  @exclusivity(unchecked) public internal(set) var value: Double = 0

  /// A shortcut for the solver that last looked this variable up (its `identity`, 0: none): the
  /// variable's symbol there. Other solvers use their own tables; this saves the one in use a hash
  /// lookup per term, a cache miss each on large systems.
  @exclusivity(unchecked) var cachedSolver: UInt64 = 0
  @exclusivity(unchecked) var cachedSymbol: Int = -1

  /// Creates a variable with a name and an initial value of 0.
  ///
  /// ```swift
  /// let x = Variable("x")
  /// ```
  public init(_ name: String = "") {
    self.name = name
  }
}

extension Variable: CustomStringConvertible {
  /// The variable's name.
  ///
  /// ```swift
  /// "\(Variable("left"))"   // "left"
  /// ```
  public var description: String { name }
}
