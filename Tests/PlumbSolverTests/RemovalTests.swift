import PlumbSolver
import Testing

/// Removing a constraint gives the solution as if it had never been added.
@Suite struct RemovalTests {
  func layout() throws -> (Solver, [Variable]) {
    let solver = Solver()
    let root = Variable("root"), a = Variable("a.w"), b = Variable("b.w"), gap = Variable("gap")
    try solver.add(root == 300)
    try solver.add(a + gap + b == root)
    try solver.add(gap >= 8)
    try solver.add((a == 100).with(priority: 250))
    try solver.add((b == 120).with(priority: 250, weight: 2))
    try solver.add((gap == 8).with(priority: 750))
    return (solver, [root, a, b, gap])
  }

  @Test(arguments: [0, 1, 2, 3])
  func removingRestoresTheEarlierSolution(variant: Int) throws {
    let (solver, variables) = try layout()
    solver.updateVariables()
    let before = variables.map(\.value)
    let (a, b, gap) = (variables[1], variables[2], variables[3])
    let extra: Constraint = [
      (a == 200).with(priority: 750),
      a >= 180,
      (gap == 20).with(priority: 999),
      b <= 50,
    ][variant]
    try solver.add(extra)
    solver.updateVariables()
    #expect(variables.map(\.value) != before)
    try solver.remove(extra)
    solver.updateVariables()
    for (got, want) in zip(variables.map(\.value), before) { #expect(abs(got - want) < 1e-9) }
  }

  @Test func removingAndReAddingRequiredConstraints() throws {
    let solver = Solver()
    let l = (0..<5).map { Variable("l\($0)") }, w = (0..<5).map { Variable("w\($0)") }
    var links: [Constraint] = []
    try solver.add(l[0] == 0)
    for i in 1..<5 {
      let link = l[i] == l[i - 1] + w[i - 1] + 8
      links.append(link)
      try solver.add(link)
    }
    for i in 0..<5 {
      try solver.add(w[i] >= 10)
      try solver.add((w[i] == 40).with(priority: 750))
    }
    try solver.remove(links[1])
    try solver.add((l[2] == 500).with(priority: 251))
    solver.updateVariables()
    #expect(l[2].value == 500)
    #expect(l[4].value == 500 + 96)
    #expect(l[1].value == 48)
  }
}
