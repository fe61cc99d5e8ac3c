import PlumbSolver
import Testing

/// How far optional constraints are left from holding, in their own units.
@Suite struct ViolationTests {
  @Test func unsatisfiedOptionalConstraintsReportTheirError() throws {
    let solver = Solver()
    let x = Variable("x")
    let cap = x <= 10
    let wish = (x == 30).with(priority: 250)
    let scaled = (2 * x >= 50).with(priority: 100)
    let kept = (x >= 5).with(priority: 750)
    for c in [cap, wish, scaled, kept] { try solver.add(c) }
    #expect(try solver.error(of: cap) == 0)
    #expect(try solver.error(of: wish) == 20)
    #expect(try solver.error(of: scaled) == 30)
    #expect(try solver.error(of: kept) == 0)
    solver.updateVariables()
    #expect(wish.violation == 20)
  }
}
