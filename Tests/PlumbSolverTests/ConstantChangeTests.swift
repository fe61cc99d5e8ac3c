import PlumbSolver
import Testing

/// `Solver.changeConstant`: a constraint's constant moved in place gives the values of a fresh solve with
/// that constant; what cannot move in place (required equalities, required inequalities that would
/// conflict) is refused without changing anything.
@Suite struct SolverConstantChangeTests {
  /// A row of six boxes: lefts chained with gaps, widths ≥ 10 wanting 40 (750), the last right edge
  /// ≤ `limit` (required), a minimum gap `gap` between box 2 and 3 (required ≥), box 0 wanting `pull` (250).
  func build(limit: Double, gap: Double, pull: Double) throws -> (Solver, [Variable], limit: Constraint, gap: Constraint, pull: Constraint) {
    let solver = Solver()
    let widths = (0..<6).map { Variable("w\($0)") }
    let lefts = (0..<6).map { Variable("l\($0)") }
    try solver.add(lefts[0] == 0)
    for i in 1..<6 where i != 3 { try solver.add(lefts[i] == lefts[i - 1] + widths[i - 1] + 8) }
    let gapConstraint = lefts[3] - lefts[2] - widths[2] >= gap
    try solver.add(gapConstraint)
    try solver.add((lefts[3] == lefts[2] + widths[2] + 8).with(priority: 500))
    for i in 0..<6 {
      try solver.add(widths[i] >= 10)
      try solver.add((widths[i] == 40).with(priority: 750, weight: 1 + Double(i) / 10))
    }
    let limitConstraint = lefts[5] + widths[5] <= limit
    try solver.add(limitConstraint)
    let pullConstraint = (widths[0] == pull).with(priority: 800)
    try solver.add(pullConstraint)
    return (solver, widths + lefts, limitConstraint, gapConstraint, pullConstraint)
  }

  @Test func movedConstantsMatchFreshSolves() throws {
    var (solver, variables, limit, gap, pull) = try build(limit: 400, gap: 8, pull: 40)
    solver.updateVariables()
    let steps: [(Double, Double, Double)] = [(300, 8, 40), (120, 8, 40), (120, 20, 40), (400, 20, 90), (400, 2, 12), (94, 2, 12), (400, 8, 40)]
    for (limitValue, gapValue, pullValue) in steps {
      limit = try #require(try solver.changeConstant(of: limit, to: -limitValue))
      gap = try #require(try solver.changeConstant(of: gap, to: -gapValue))
      pull = try #require(try solver.changeConstant(of: pull, to: -pullValue))
      solver.updateVariables()
      let (fresh, expected, _, _, _) = try build(limit: limitValue, gap: gapValue, pull: pullValue)
      fresh.updateVariables()
      for (got, want) in zip(variables, expected) {
        #expect(abs(got.value - want.value) < 1e-9, "\(limitValue) \(gapValue) \(pullValue): \(got.name) \(got.value) vs \(want.value)")
      }
    }
    #expect(solver.contains(limit) && solver.contains(gap) && solver.contains(pull))
    #expect(solver.constraints.count == 21)
  }

  @Test func requiredEqualitiesAndConflictsAreRefusedAndChangeNothing() throws {
    let (solver, variables, limit, _, _) = try build(limit: 400, gap: 8, pull: 40)
    solver.updateVariables()
    let before = variables.map(\.value)
    let x = Variable("x")
    let pin = x == 5
    try solver.add(pin)
    #expect(try solver.changeConstant(of: pin, to: -7) == nil)
    // Six widths ≥ 10 and five gaps of ≥ 8 need 100: a limit of 50 conflicts (94 is the least with a gap of 2).
    #expect(try solver.changeConstant(of: limit, to: -50) == nil)
    #expect(solver.contains(limit))
    solver.updateVariables()
    #expect(variables.map(\.value) == before)
    #expect(x.value == 5)
  }
}
