/// A variable times a coefficient: one summand of an `Expression`.
///
/// ```swift
/// let term = Term(x, 2)          // 2·x
/// let expression = Expression([term], constant: -5)
/// ```
public struct Term {
  /// The variable.
  public var variable: Variable
  /// Its coefficient.
  public var coefficient: Double

  /// Creates `coefficient · variable`.
  ///
  /// ```swift
  /// Term(x, -1)   // -x
  /// ```
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}
