@testable import PlumbSolver
import Testing

/// A chain of views installed as the layout engine installs it: `x_{i+1} == x_i + w_i + 1` for every view
/// first, then each view's width constraints (`w_i ≥ 0`, hugging, compression, the tie rule). The first
/// width constraint of each view makes `x_{i+1}` basic; its definition must stay one short row (over `x_i`
/// unexpanded), or the tableau holds a cell per earlier constraint in every definition and installing the
/// chain is quadratic (2,000 views took 18 s).
@Suite struct ChainInstallTests {
  func install(_ count: Int, removingOne: Bool = false) throws -> (x: [Double], w: [Double], stats: Solver.Statistics) {
    let solver = Solver()
    let x = (0..<count).map { Variable("v\($0).x") }, w = (0..<count).map { Variable("v\($0).w") }
    try solver.add(x[0] == 0)
    for i in 1..<count { try solver.add(x[i - 1] + w[i - 1] + 1 == x[i]) }
    for i in 0..<count {
      if removingOne && i == count / 2 {
        let extra = (w[i] == 40).with(priority: 500)
        try solver.add(extra)
        try solver.remove(extra)
      }
      try solver.add((w[i] >= 0).with(priority: 0.002))
      try solver.add((w[i] <= 1).with(priority: 250))
      try solver.add((w[i] >= 1).with(priority: 750))
      try solver.add((w[i] == 1).with(priority: 0.001, weight: Double(count - i)))
    }
    solver.updateVariables()
    return (x.map(\.value), w.map(\.value), solver.statistics)
  }

  @Test func definitionsStayShortAlongAChain() throws {
    let small = try install(200), large = try install(400)
    for run in [small, large] {
      for (i, value) in run.x.enumerated() { #expect(value == Double(2 * i), "x\(i)") }
      for (i, value) in run.w.enumerated() { #expect(value == 1, "w\(i)") }
    }
    #expect(large.stats.definitionCells <= 6 * 400, "\(large.stats.definitionCells) cells in definitions")
    #expect(Double(large.stats.definitionCells) <= 2.1 * Double(small.stats.definitionCells))
  }

  /// After a removal the short definitions are not trusted any more (a removal can take a definition away
  /// under the ones that refer to it): later constraints are expanded in full, with the same solution.
  @Test func aRemovalMidwayKeepsTheSolution() throws {
    let run = try install(60, removingOne: true)
    for (i, value) in run.x.enumerated() { #expect(abs(value - Double(2 * i)) < 1e-9, "x\(i)") }
    for (i, value) in run.w.enumerated() { #expect(abs(value - 1) < 1e-9, "w\(i)") }
  }

  /// The subject of a new constraint is the lowest non-basic user symbol of its *expanded* row: `p` is
  /// defined over `q`, so `r ≥ p` is `r ≥ q − 1` and takes `q` (lower than `r`) as its subject. Left
  /// unexpanded, `p` would hide `q` and `r` would be taken, moving the free variables (p = −1, r = −1).
  @Test func theSubjectComesFromTheExpandedRow() throws {
    let solver = Solver()
    let p = Variable("p"), q = Variable("q"), r = Variable("r"), t = Variable("t")
    try solver.add(p == q - 1)   // p is fresh and the lowest: p = q − 1
    try solver.add(t == r)   // r is no longer fresh (t = r)
    try solver.add(r >= p)
    solver.updateVariables()
    #expect([p.value, q.value, r.value, t.value] == [0, 1, 0, 0])
  }
}
