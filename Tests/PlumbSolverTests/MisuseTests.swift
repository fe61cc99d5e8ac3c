import PlumbSolver
import Testing

/// Misuse is reported as a `SolverError` value naming the offending object.
@Suite struct MisuseTests {
  @Test func duplicateAndUnknownConstraints() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = (x >= 1).labeled("c")
    try solver.add(c)
    #expect { try solver.add(c) } throws: { error in
      guard case SolverError.duplicateConstraint(let offending) = error else { return false }
      return offending === c
    }
    let other = (x >= 1).labeled("same content")
    try solver.add(other)
    try solver.remove(c)
    #expect { try solver.remove(c) } throws: { error in
      guard case SolverError.unknownConstraint(let offending) = error else { return false }
      return offending === c
    }
    #expect(solver.contains(other))
  }

  @Test func editVariableMisuse() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    #expect { try solver.addEditVariable(x, strength: .required) } throws: { error in
      guard case SolverError.requiredEditStrength(let v) = error else { return false }
      return v === x
    }
    try solver.addEditVariable(x, strength: Strength(priority: 999))
    #expect { try solver.addEditVariable(x, strength: Strength(priority: 999)) } throws: { error in
      guard case SolverError.duplicateEditVariable(let v) = error else { return false }
      return v === x
    }
    #expect { try solver.suggestValue(3, for: y) } throws: { error in
      guard case SolverError.unknownEditVariable(let v) = error else { return false }
      return v === y
    }
    #expect { try solver.removeEditVariable(y) } throws: { error in
      guard case SolverError.unknownEditVariable(let v) = error else { return false }
      return v === y
    }
    #expect("\(SolverError.unknownEditVariable(y))" == "'y' is not an edit variable.")
  }

  @Test func nonFiniteInputsAreRejected() throws {
    let solver = Solver()
    let x = Variable("x")
    let bad = x == .infinity
    #expect { try solver.add(bad) } throws: { error in
      guard case SolverError.nonFiniteConstraint(let c) = error else { return false }
      return c === bad
    }
    try solver.addEditVariable(x, strength: Strength(priority: 500))
    #expect { try solver.suggestValue(.nan, for: x) } throws: { error in
      guard case SolverError.nonFiniteSuggestion(let v, _) = error else { return false }
      return v === x
    }
    try solver.suggestValue(4, for: x)
    solver.updateVariables()
    #expect(x.value == 4)
  }

  @Test func errorOfAnUnknownConstraint() {
    let solver = Solver()
    let x = Variable("x")
    #expect(throws: SolverError.self) { try solver.error(of: x >= 0) }
  }
}
