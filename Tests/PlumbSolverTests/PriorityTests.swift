import PlumbSolver
import Testing

/// Lexicographic priorities: what kiwi's weighted sum cannot do.
@Suite struct PriorityTests {
  @Test func oneConstraintAt251BeatsAHundredAt250() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add((x == 0).with(priority: 251))
    for _ in 0..<100 { try solver.add((x == 10).with(priority: 250)) }
    solver.updateVariables()
    #expect(x.value == 0)
  }

  @Test func aHundredAt250StillDecideWhen251IsIndifferent() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add((x >= 0).with(priority: 251))
    for _ in 0..<100 { try solver.add((x == 10).with(priority: 250)) }
    try solver.add((x == 3).with(priority: 249))
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test func priority999NeverOverridesRequired() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x <= 100)
    for _ in 0..<50 { try solver.add((x == 1000).with(priority: 999, weight: 1e9)) }
    solver.updateVariables()
    #expect(x.value == 100)
  }

  static let stackViewPriorities: [Double] = [1000, 999.999, 999.5, 999, 750, 251, 250, 150, 51, 49, 25]

  /// For every adjacent pair, the higher level wins however heavily the lower one is weighted, and
  /// the lower one still decides what the higher one leaves open; all levels live in one solver.
  @Test func stackViewPrioritiesAreDistinctLevels() throws {
    let solver = Solver()
    let levels = Self.stackViewPriorities
    var pulls: [Variable] = []
    var fills: [Variable] = []
    for k in 0..<(levels.count - 1) {
      let high = levels[k], low = levels[k + 1]
      let x = Variable("x\(k)"), y = Variable("y\(k)")
      try solver.add(Constraint(x - 0, .equal, strength: Strength(priority: high)))
      try solver.add(Constraint(x - 10, .equal, strength: Strength(priority: low, weight: 1e6)))
      try solver.add(Constraint(y - 0, .greaterOrEqual, strength: Strength(priority: high)))
      try solver.add(Constraint(y - 5, .equal, strength: Strength(priority: low, weight: 1e-3)))
      pulls.append(x)
      fills.append(y)
    }
    solver.updateVariables()
    for k in pulls.indices {
      #expect(pulls[k].value == 0, "level \(levels[k]) must beat \(levels[k + 1])")
      #expect(fills[k].value == 5, "level \(levels[k + 1]) must act below \(levels[k])")
    }
  }

  @Test func withinALevelTheWeightedSumIsMinimised() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add((x == 0).with(priority: 500, weight: 2))
    try solver.add((x == 10).with(priority: 500, weight: 1))
    solver.updateVariables()
    #expect(x.value == 0)
  }

  @Test func kiwiStrengthsAreOneWeightedLevel() {
    #expect(Strength.kiwi(strong: 1, medium: 0, weak: 0) == Strength(priority: Strength.kiwiPriority, weight: 1e6))
    #expect(Strength.kiwi(strong: 1000, medium: 1000, weak: 1000).isRequired)
    #expect(!Strength.kiwi(strong: 2000, medium: 0, weak: 0).isRequired)
    #expect(Strength.kiwi(strong: 2000, medium: 0, weak: 0).weight == 1e9)
  }
}
