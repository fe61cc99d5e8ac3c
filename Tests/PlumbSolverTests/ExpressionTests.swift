import PlumbSolver
import Testing

/// The DSL builds the expressions and constraints it reads as.
@Suite struct ExpressionTests {
  @Test func operatorsBuildLinearExpressions() {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let c = 2 * x + y - 5 <= z
    #expect(c.relation == .lessOrEqual)
    #expect(c.expression.constant == -5)
    #expect(c.expression.terms.map(\.coefficient) == [2, 1, -1])
    #expect(c.expression.terms.map(\.variable.name) == ["x", "y", "z"])
    #expect("\(c)" == "2*x + y - z - 5 <= 0")
  }

  @Test func repeatedVariablesMerge() {
    let x = Variable("x"), y = Variable("y")
    let c = x + y - x == 3
    #expect(c.expression.terms.count == 1)
    #expect(c.expression.terms[0].variable === y)
  }

  @Test func strengthAndLabel() {
    let x = Variable("x")
    let c = (x == 10).with(priority: 250, weight: 2).labeled("pin")
    #expect(c.strength == Strength(priority: 250, weight: 2))
    #expect("\(c)" == "pin")
    #expect(!c.strength.isRequired)
    #expect(Strength(priority: 5000).isRequired)
  }

  @Test func identicalConstraintsAreTwoConstraints() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 1)
    try solver.add(x >= 1)
    #expect(solver.constraints.count == 2)
  }
}
