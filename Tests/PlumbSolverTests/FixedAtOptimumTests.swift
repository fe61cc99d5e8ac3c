import PlumbSolver
import Testing

/// `isFixedAtOptimum`: read off the solved tableau, `true` only where every optimum agrees, and it agrees
/// with `interval(of:)` on these systems.
@Suite struct FixedAtOptimumTests {
  @Test func levelsFixAVariableStepByStep() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 0)
    try solver.add(x <= 100)
    #expect(!solver.isFixedAtOptimum(Expression([Term(x, 1)])))
    try solver.add((x >= 30).with(priority: 750))
    try solver.add((x <= 60).with(priority: 250))
    #expect(!solver.isFixedAtOptimum(Expression([Term(x, 1)])))
    try solver.add((x == 45).with(priority: 50))
    #expect(solver.isFixedAtOptimum(Expression([Term(x, 1)])))
    #expect(try solver.interval(of: x).isUnique)
  }

  /// (A preference at the end of the tied range, `a <= 50 @1`, also fixes `a`, but on a degenerate vertex
  /// the tableau alone cannot tell: there the engine asks the ambiguity screen.)
  @Test func equalPrioritiesSharingSpaceAreNotFixedUntilATieRule() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b"), unused = Variable("unused")
    try solver.add(a + b + 8 == 300)
    try solver.add((a <= 50).with(priority: 250))
    try solver.add((b <= 50).with(priority: 250))
    let both = Expression([Term(a, 1), Term(b, 1.618)])
    #expect(!solver.isFixedAtOptimum(both))
    #expect(try solver.isAmbiguous(a))
    try solver.add((a == 100).with(priority: 1))
    #expect(solver.isFixedAtOptimum(both))
    #expect(try !solver.isAmbiguous(a) && !solver.isAmbiguous(b))
    #expect(!solver.isFixedAtOptimum(Expression([Term(a, 1), Term(unused, 1)])))
  }

  @Test func requiredEqualitiesAndEditsFix() throws {
    let solver = Solver()
    let width = Variable("width"), left = Variable("left"), right = Variable("right")
    try solver.addEditVariable(width, strength: Strength(priority: 999))
    try solver.suggestValue(320, for: width)
    try solver.add(left == 16)
    try solver.add(right == width - 16)
    #expect(solver.isFixedAtOptimum(Expression([Term(left, 1), Term(right, 1.618), Term(width, 1.236)])))
  }
}
