/// The values a variable can take without making any priority level worse: `[lower, upper]` over
/// every optimal solution. A single point means the layout determines the variable.
///
/// ```swift
/// let range = try solver.interval(of: x)
/// if !range.isUnique { print("x is ambiguous: \(range.lower)...\(range.upper)") }
/// ```
public struct Interval: Equatable, Sendable {
  /// The smallest optimal value (`-infinity` when unbounded).
  public var lower: Double
  /// The largest optimal value (`+infinity` when unbounded).
  public var upper: Double

  /// Creates `[lower, upper]`.
  ///
  /// ```swift
  /// Interval(lower: 0, upper: 100).isUnique   // false
  /// ```
  public init(lower: Double, upper: Double) {
    self.lower = lower
    self.upper = upper
  }

  /// Whether the optimum fixes the value (within 1e-7 relative).
  ///
  /// ```swift
  /// Interval(lower: 5, upper: 5).isUnique   // true
  /// ```
  public var isUnique: Bool {
    upper - lower <= 1e-7 * max(1, abs(lower), abs(upper))
  }
}
