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
  public internal(set) var value: Double {
    get { storage.pointee }
    set { storage.pointee = newValue }
  }
  /// Where the value lives: writing through a constant pointer needs no dynamic exclusivity check,
  /// which a stored class property would pay on every write (`updateVariables` writes them all).
  private let storage: UnsafeMutablePointer<Double>

  /// Creates a variable with a name and an initial value of 0.
  ///
  /// ```swift
  /// let x = Variable("x")
  /// ```
  public init(_ name: String = "") {
    self.name = name
    storage = .allocate(capacity: 1)
    storage.initialize(to: 0)
  }

  deinit { storage.deallocate() }
}

extension Variable: CustomStringConvertible {
  /// The variable's name.
  ///
  /// ```swift
  /// "\(Variable("left"))"   // "left"
  /// ```
  public var description: String { name }
}
