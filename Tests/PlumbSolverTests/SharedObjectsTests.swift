import PlumbSolver
import Testing

/// Variables and constraints may be added to several solvers: the first keeps its bookkeeping in
/// the objects themselves, the others in their own tables. Every solver must see only its own.
@Suite struct SharedObjectsTests {
  @Test func twoSolversShareVariablesAndConstraints() throws {
    let x = Variable("x"), y = Variable("y")
    let first = Solver(), second = Solver()
    let link = x + 10 == y
    try first.add(link)
    try first.add(x == 5)
    try second.add(link)   // owned by `first`: `second` keeps it in its table
    try second.add(x == 20)
    first.updateVariables()
    #expect(y.value == 15)
    second.updateVariables()
    #expect(y.value == 30)

    try first.remove(link)
    #expect(!first.contains(link))
    #expect(second.contains(link))
    #expect(throws: SolverError.self) { try first.remove(link) }
    #expect(throws: SolverError.self) { try second.add(link) }

    try second.remove(link)
    try second.add(link)   // free again: `second` may own it now
    #expect(second.contains(link))
    #expect(!first.contains(link))
    try first.add(link)
    #expect(first.contains(link))
    first.updateVariables()
    #expect(y.value == 15)
  }

  @Test func aRebuildKeepsConstraintsOwnedElsewhere() throws {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let owner = Solver(), other = Solver()
    let shared = [x >= 0, y == x + 5, (z == 7).with(priority: 250)]
    for constraint in shared { try owner.add(constraint) }
    let own = z == y + 1
    let pin = x == 2
    for constraint in shared + [own, pin] { try other.add(constraint) }
    try other.remove(pin)   // a required equality: `other` rebuilds its tableau
    #expect(shared.allSatisfy(other.contains))
    #expect(other.contains(own))
    try other.add(x == 3)
    other.updateVariables()
    #expect(y.value == 8)
    #expect(z.value == 9)
    try other.remove(shared[1])
    try other.remove(own)
    #expect(shared.allSatisfy(owner.contains))
    #expect(other.constraints.count == 3)
  }
}
