/// A named unknown of a constraint system; the solver writes its value in `updateVariables()`.
///
/// Variables are reference types: two variables with the same name are two unknowns. Solvers write
/// their values and keep bookkeeping in them, so use a variable from one thread at a time.
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

  /// The first solver that gave this variable a symbol (its `identity`; 0: none yet) keeps the
  /// symbol here instead of in its table; other solvers use their tables. That saves a hash lookup
  /// per term, a likely cache miss on a large system.
  @exclusivity(unchecked) var owner: UInt64 = 0
  @exclusivity(unchecked) var ownerSymbol: Int = -1

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
