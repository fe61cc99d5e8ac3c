import PlumbSolver
import Testing

/// Rejected required constraints: no trace, and a minimal explanation.
@Suite struct ConflictTests {
  @Test func aRejectedConstraintLeavesNoTrace() throws {
    let solver = Solver()
    let x = Variable("x")
    let floor = (x >= 100).labeled("floor")
    try solver.add(floor)
    let ceiling = (x <= 50).labeled("ceiling")
    #expect(throws: SolverError.self) { try solver.add(ceiling) }
    #expect(!solver.contains(ceiling))
    try solver.add((x == 75).with(Strength.kiwi(strong: 0, medium: 0, weak: 1)))
    solver.updateVariables()
    #expect(x.value == 100)
    try solver.remove(floor)
    solver.updateVariables()
    #expect(x.value == 75)
  }

  @Test func theConflictSetOfAThreeConstraintContradictionIsExact() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let others = (0..<4).map { Variable("o\($0)") }
    let a = (x >= 10).labeled("A"), b = (y >= x + 10).labeled("B"), c = (z >= y + 10).labeled("C")
    let unrelated: [Constraint] = [
      x <= 500, y <= 600, z <= 700, x >= 0, others[0] == 3, others[1] >= others[0] + 1,
      others[2] <= 40, others[3] == others[2] * 2, y + others[0] <= 900, z - others[3] >= -1000,
    ]
    for (i, constraint) in unrelated.enumerated() {
      try solver.add(constraint)
      if i == 3 { try solver.add(a) }
      if i == 5 { try solver.add(b) }
      if i == 7 { try solver.add(c) }
    }
    let cap = (z <= 25).labeled("cap")
    do {
      try solver.add(cap)
      Issue.record("z <= 25 must be rejected")
    } catch SolverError.unsatisfiable(let rejected, let conflicts) {
      #expect(rejected === cap)
      #expect(conflicts.map(\.description) == ["A", "B", "C"])
    }
  }

  @Test func anEqualityContradictionNamesBothSides() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b")
    let sum = (a + b == 10).labeled("sum"), pin = (a == 3).labeled("pin")
    try solver.add(sum)
    try solver.add(pin)
    try solver.add((b >= 0).labeled("b>=0"))
    #expect {
      try solver.add((b == 8).labeled("b=8"))
    } throws: { error in
      guard case SolverError.unsatisfiable(_, let conflicts) = error else { return false }
      return conflicts.map(\.description) == ["sum", "pin"]
    }
    solver.updateVariables()
    #expect(a.value == 3 && b.value == 7)
  }

  @Test func theMessageNamesTheConstraints() {
    let x = Variable("x")
    let error = SolverError.unsatisfiable((x <= 50).labeled("ceiling"), conflicts: [(x >= 100).labeled("floor")])
    #expect("\(error)" == "Required constraint 'ceiling' cannot be satisfied together with 'floor'.")
  }
}
