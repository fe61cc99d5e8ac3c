import PlumbSolver
import Testing

/// A required equality has no marker in the tableau; removing one rebuilds it. The rebuilt solver
/// must be the one built without the constraint, and stay fully usable afterwards.
@Suite struct RequiredEqualityRemovalTests {
  /// A row of `count` boxes under an edited root width, boxes preferring 40 at distinct weights.
  struct Row {
    let solver = Solver()
    let root = Variable("root")
    let lefts: [Variable]
    let widths: [Variable]
    var links: [Constraint] = []
    var minimums: [Constraint] = []

    init(count: Int, skipping skipped: Int? = nil) throws {
      lefts = (0..<count).map { Variable("b\($0).l") }
      widths = (0..<count).map { Variable("b\($0).w") }
      try solver.add(lefts[0] == 0)
      for i in 0..<count {
        if i > 0 {
          let link = lefts[i] == lefts[i - 1] + widths[i - 1] + 8
          links.append(link)
          if i != skipped { try solver.add(link) }
        }
        let minimum = widths[i] >= 10
        minimums.append(minimum)
        try solver.add(minimum)
        try solver.add((widths[i] == 40).with(priority: 750, weight: 1 + Double(i) / 10))
      }
      try solver.add(lefts[count - 1] + widths[count - 1] <= root)
      try solver.addEditVariable(root, strength: Strength(priority: 999))
    }

    var values: [Double] { solver.updateVariables(); return (lefts + widths + [root]).map(\.value) }
  }

  @Test func removingARequiredEqualityEqualsNeverAddingIt() throws {
    var row = try Row(count: 6)
    try row.solver.suggestValue(200, for: row.root)
    try row.solver.remove(row.links[2])   // b3.l is no longer tied to b2

    let fresh = try Row(count: 6, skipping: 3)
    try fresh.solver.suggestValue(200, for: fresh.root)
    #expect(row.values == fresh.values)
    #expect(row.solver.constraints.count == fresh.solver.constraints.count)

    // Still incremental afterwards: suggestions, removing a constraint added before the rebuild,
    // and a new variable.
    try row.solver.suggestValue(120, for: row.root)
    try fresh.solver.suggestValue(120, for: fresh.root)
    #expect(row.values == fresh.values)
    try row.solver.remove(row.minimums[4])
    try fresh.solver.remove(fresh.minimums[4])
    #expect(row.values == fresh.values)
    let extra = Variable("extra")
    try row.solver.add(extra == row.widths[0] * 2)
    row.solver.updateVariables()
    #expect(extra.value == 2 * row.widths[0].value)
    #expect(row.widths[0].value > 0)
  }

  @Test func editVariablesKeepTheirSuggestionThroughARebuild() throws {
    let row = try Row(count: 4)
    try row.solver.suggestValue(100, for: row.root)
    try row.solver.remove(row.links[0])
    row.solver.updateVariables()
    #expect(row.root.value == 100)
    // b1.l is free now: boxes 1… slide left of 0 to keep their widths inside the root.
    #expect(row.widths.allSatisfy { $0.value == 40 })
    #expect(row.lefts[3].value + 40 == 100)
    #expect(row.solver.hasEditVariable(row.root))
    try row.solver.removeEditVariable(row.root)
    try row.solver.addEditVariable(row.root, strength: Strength(priority: 999))
    try row.solver.suggestValue(400, for: row.root)
    row.solver.updateVariables()
    #expect(row.root.value == 400)
    #expect(row.widths.allSatisfy { $0.value == 40 })
  }

  @Test func aRedundantEqualityCanBeRemovedEitherWay() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    let first = x == y + 5
    let second = x == y + 5
    try solver.add(y == 10)
    try solver.add(first)
    try solver.add(second)   // redundant: holds already
    try solver.remove(first)
    solver.updateVariables()
    #expect(x.value == 15)
    try solver.remove(second)
    try solver.add((x == 3).with(priority: 250))
    solver.updateVariables()
    #expect(x.value == 3)
    #expect(throws: SolverError.self) { try solver.remove(first) }
  }

  /// Columns of equal widths `w(r, c) == w(r-1, c)`, each cell also `w >= 10`: with Cassowary's
  /// dummy markers every `w >= 10` row would carry the markers of the equalities above it, and the
  /// tableau would grow as k³ for k × k cells. It must grow with the number of cells.
  @Test func aGridOfEqualWidthsStaysLinear() throws {
    func cells(_ k: Int) throws -> Int {
      let solver = Solver()
      var widths: [[Variable]] = []
      for r in 0..<k {
        widths.append((0..<k).map { Variable("w\(r)_\($0)") })
        for c in 0..<k {
          if r > 0 { try solver.add(widths[r][c] == widths[r - 1][c]) }
          try solver.add(widths[r][c] >= 10)
          if r == 0 { try solver.add((widths[r][c] == 40).with(priority: 750, weight: 1 + Double(c) / 100)) }
        }
      }
      let stats = solver.statistics
      return stats.cells + stats.definitionCells + stats.objectiveCells
    }
    let small = try cells(10), large = try cells(40)
    // 16 times the cells; k³ growth would be 64 times.
    #expect(Double(large) / Double(small) < 17)
  }
}
