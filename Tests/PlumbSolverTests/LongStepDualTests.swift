import PlumbSolver
import Testing

/// Shrinking an edit below the natural size makes the dual simplex pass many ratio breakpoints in
/// one step (bound flipping): the answers must be those of a fresh solve and of the closed form.
@Suite struct LongStepDualTests {
  /// A row of `n` boxes, each `>= 10` and preferring 40 at its own priority level (box i at
  /// `priorities[i]`), inside an edited root width.
  func row(_ priorities: [Double], edit: Bool, width: Double) throws -> (Solver, Variable, [Variable]) {
    let solver = Solver()
    let root = Variable("root")
    let widths = priorities.indices.map { Variable("w\($0)") }
    let lefts = priorities.indices.map { Variable("l\($0)") }
    try solver.add(lefts[0] == 0)
    for i in priorities.indices {
      if i > 0 { try solver.add(lefts[i] == lefts[i - 1] + widths[i - 1] + 8) }
      try solver.add(widths[i] >= 10)
      try solver.add((widths[i] == 40).with(priority: priorities[i]))
    }
    try solver.add(lefts[lefts.count - 1] + widths[widths.count - 1] <= root)
    if edit {
      try solver.addEditVariable(root, strength: Strength(priority: 999))
      try solver.suggestValue(width, for: root)
    } else {
      try solver.add((root == width).with(priority: 999))
    }
    solver.updateVariables()
    return (solver, root, widths)
  }

  /// Lowest priorities give up their 30 points first, each fully before the next one moves.
  func closedForm(_ priorities: [Double], width: Double) -> [Double] {
    let n = priorities.count
    var deficit = max(0, 48 * Double(n) - 8 - width)
    var widths = Array(repeating: 40.0, count: n)
    for i in priorities.indices.sorted(by: { priorities[$0] < priorities[$1] }) where deficit > 0 {
      let give = min(30, deficit)
      widths[i] -= give
      deficit -= give
    }
    return widths
  }

  @Test func shrinkAndRestoreAcrossManyLevels() throws {
    let n = 40
    let priorities = (0..<n).map { 100 + Double((37 * $0) % n) * 10 }   // 40 distinct levels
    let natural = 48 * Double(n) - 8
    let (solver, root, widths) = try row(priorities, edit: true, width: natural + 100)
    for width in [0.75 * natural, natural + 100, 0.5 * natural, 0.9 * natural, natural, 0.6 * natural] {
      try solver.suggestValue(width, for: root)
      solver.updateVariables()
      let want = closedForm(priorities, width: width)
      for i in 0..<n { #expect(abs(widths[i].value - want[i]) < 1e-9, "width \(width): w\(i) = \(widths[i].value), want \(want[i])") }
      let (_, _, fresh) = try row(priorities, edit: false, width: width)
      for i in 0..<n { #expect(abs(widths[i].value - fresh[i].value) < 1e-9, "width \(width): w\(i) differs from a fresh solve") }
    }
  }

  @Test func shrinkingBelowTheMinimumKeepsRequiredConstraints() throws {
    let priorities = (0..<12).map { 200 + Double($0) }
    let (solver, root, widths) = try row(priorities, edit: true, width: 600)
    try solver.suggestValue(50, for: root)   // less than 12·10 + 11·8: the edit loses
    solver.updateVariables()
    for width in widths { #expect(abs(width.value - 10) < 1e-9) }
    try solver.suggestValue(600, for: root)
    solver.updateVariables()
    for width in widths { #expect(abs(width.value - 40) < 1e-9) }
  }
}
