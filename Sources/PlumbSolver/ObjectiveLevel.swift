/// One priority level of the lexicographic objective: the weighted errors of every optional
/// constraint at that priority, as a row over non-basic symbols. Levels are kept in descending
/// priority, and a symbol's reduced cost is the vector of its coefficients in them, compared
/// lexicographically: the highest level with a non-zero coefficient decides.
struct ObjectiveLevel {
  /// The constraints' priority (< 1000).
  let priority: Double
  /// `Σ weight·error`, kept in terms of non-basic symbols.
  var row = Row()

  init(priority: Double) { self.priority = priority }
}
