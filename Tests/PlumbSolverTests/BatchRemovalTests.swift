import PlumbSolver
import Testing

/// `Solver.remove(_:)` with several constraints: the same system as removing them one by one, with at most
/// one rebuild of the tableau however many required equalities go.
@Suite struct BatchRemovalTests {
  typealias Row = RequiredEqualityRemovalTests.Row

  @Test func removingSeveralAtOnceEqualsRemovingThemOneByOne() throws {
    let batch = try Row(count: 8)
    let single = try Row(count: 8)
    for row in [batch, single] { try row.solver.suggestValue(260, for: row.root) }
    // Two required equalities, one inequality, in no particular order.
    let picks = { (row: Row) in [row.links[5], row.minimums[2], row.links[1]] }
    try batch.solver.remove(picks(batch))
    for constraint in picks(single) { try single.solver.remove(constraint) }
    #expect(batch.values == single.values)
    #expect(batch.solver.constraints.count == single.solver.constraints.count)
    for constraint in picks(batch) { #expect(!batch.solver.contains(constraint)) }
    // Still incremental afterwards.
    for row in [batch, single] { try row.solver.suggestValue(150, for: row.root) }
    #expect(batch.values == single.values)
  }

  @Test func inequalitiesAloneAreRemovedIncrementally() throws {
    let batch = try Row(count: 5)
    let single = try Row(count: 5)
    try batch.solver.remove([batch.minimums[0], batch.minimums[3]])
    for constraint in [single.minimums[0], single.minimums[3]] { try single.solver.remove(constraint) }
    #expect(batch.values == single.values)
  }

  @Test func anUnknownConstraintRemovesNothing() throws {
    let row = try Row(count: 4)
    let stranger = Variable("stranger") == 3
    let before = row.solver.constraints.count
    #expect(throws: SolverError.self) { try row.solver.remove([row.links[0], stranger]) }
    #expect(throws: SolverError.self) { try row.solver.remove([row.links[0], row.links[0]]) }
    #expect(row.solver.constraints.count == before)
    #expect(row.solver.contains(row.links[0]))
  }
}
