import PlumbSolver
import Testing

/// Edit variables: suggestions re-solve incrementally; the answers match a fresh solve.
@Suite struct EditTests {
  func build(edit: Bool, width: Double) throws -> (Solver, Variable, [Variable]) {
    let solver = Solver()
    let root = Variable("root")
    let widths = (0..<6).map { Variable("w\($0)") }
    let lefts = (0..<6).map { Variable("l\($0)") }
    try solver.add(lefts[0] == 0)
    for i in 0..<6 {
      if i > 0 { try solver.add(lefts[i] == lefts[i - 1] + widths[i - 1] + 8) }
      try solver.add(widths[i] >= 10)
      try solver.add((widths[i] == 40).with(priority: 750, weight: 1 + Double(i) / 10))
    }
    try solver.add(lefts[5] + widths[5] <= root)
    if edit {
      try solver.addEditVariable(root, strength: Strength(priority: 999))
      try solver.suggestValue(width, for: root)
    } else {
      try solver.add((root == width).with(priority: 999))
    }
    return (solver, root, widths + lefts)
  }

  @Test func suggestionsMatchFreshSolves() throws {
    for width in [400.0, 200, 90, 1000, 287, 400] {
      let (editing, rootVariable, values) = try build(edit: true, width: 400)
      try editing.suggestValue(width, for: rootVariable)
      editing.updateVariables()
      let (fresh, _, expected) = try build(edit: false, width: width)
      fresh.updateVariables()
      for (got, want) in zip(values, expected) { #expect(abs(got.value - want.value) < 1e-9, "width \(width): \(got)") }
    }
  }

  @Test func consecutiveSuggestionsOnOneSolver() throws {
    let (solver, root, variables) = try build(edit: true, width: 400)
    for width in [200.0, 90, 1000, 287, 400] {
      try solver.suggestValue(width, for: root)
      solver.updateVariables()
      let (fresh, _, expected) = try build(edit: false, width: width)
      fresh.updateVariables()
      for (got, want) in zip(variables, expected) { #expect(abs(got.value - want.value) < 1e-9, "width \(width): \(got)") }
    }
  }

  @Test func removingTheEditVariableReleasesIt() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add((x == 10).with(priority: 250))
    try solver.addEditVariable(x, strength: Strength(priority: 750))
    try solver.suggestValue(99, for: x)
    solver.updateVariables()
    #expect(x.value == 99)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    solver.updateVariables()
    #expect(x.value == 10)
  }
}
