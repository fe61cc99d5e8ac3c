import PlumbSolver
import Testing

/// Ambiguity: the interval a variable may take without making any level worse.
@Suite struct IntervalTests {
  @Test func anUnderConstrainedVariableHasItsRange() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.add(x >= 0)
    try solver.add(x <= 100)
    try solver.add(y == x + 5)
    #expect(try solver.interval(of: x) == Interval(lower: 0, upper: 100))
    #expect(try solver.interval(of: y) == Interval(lower: 5, upper: 105))
    #expect(try solver.isAmbiguous(x))
  }

  /// One batched query gives each variable the interval a query of its own gives, in any order, and
  /// leaves the solver's values alone.
  @Test func batchedIntervalsEqualSingleQueries() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b"), c = Variable("c"), fixed = Variable("fixed"), unused = Variable("unused")
    try solver.add(a >= 0)
    try solver.add(a <= 50)
    try solver.add(b == 2 * a + 10)
    try solver.add((c >= 20).with(priority: 750))
    try solver.add(c <= 80)
    try solver.add((c <= b).with(priority: 250))
    try solver.add(fixed == 7)
    solver.updateVariables()
    let before = [a, b, c, fixed].map(\.value)
    let variables = [c, fixed, a, unused, b]
    let single = try variables.map { try solver.interval(of: $0) }
    #expect(try solver.intervals(of: variables) == single)
    #expect(try solver.intervals(of: variables.reversed()) == single.reversed())
    #expect(single[1].isUnique && single[3] == Interval(lower: -.infinity, upper: .infinity))
    solver.updateVariables()
    #expect([a, b, c, fixed].map(\.value) == before)
  }

  @Test func levelsNarrowTheRange() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 0)
    try solver.add(x <= 100)
    try solver.add((x >= 30).with(priority: 750))
    #expect(try solver.interval(of: x) == Interval(lower: 30, upper: 100))
    try solver.add((x <= 60).with(priority: 250))
    #expect(try solver.interval(of: x) == Interval(lower: 30, upper: 60))
    try solver.add((x == 45).with(priority: 50))
    let range = try solver.interval(of: x)
    #expect(range.isUnique && abs(range.lower - 45) < 1e-9)
  }

  @Test func equalHuggingSharesSpaceAmbiguously() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b")
    try solver.add(a + b + 8 == 300)
    try solver.add(a >= 0)
    try solver.add(b >= 0)
    try solver.add((a <= 50).with(priority: 250))
    try solver.add((b <= 50).with(priority: 250))
    let range = try solver.interval(of: a)
    #expect(abs(range.lower - 50) < 1e-9 && abs(range.upper - 242) < 1e-9)
    solver.updateVariables()
    let before = (a.value, b.value)
    _ = try solver.interval(of: b)
    solver.updateVariables()
    #expect(a.value == before.0 && b.value == before.1)
  }

  @Test func anUnconstrainedVariableIsUnbounded() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.add(x + y >= 10)
    let range = try solver.interval(of: x)
    #expect(range.lower == -.infinity && range.upper == .infinity)
    #expect(try solver.interval(of: Variable("unseen")) == Interval(lower: -.infinity, upper: .infinity))
  }
}
