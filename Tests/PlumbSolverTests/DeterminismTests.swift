import Foundation
import PlumbSolver
import Testing

/// The same constraints in the same order give bit-identical values, even where the optimum is not
/// unique (the pivot rules choose by symbol id, never by storage or hash order).
@Suite struct DeterminismTests {
  func ambiguousLayout() throws -> [UInt64] {
    let solver = Solver()
    let views = (0..<12).map { (l: Variable("v\($0).l"), w: Variable("v\($0).w")) }
    let root = Variable("root")
    try solver.add(views[0].l == 0)
    for i in 1..<views.count { try solver.add(views[i].l == views[i - 1].l + views[i - 1].w + 8) }
    for view in views {
      try solver.add(view.w >= 0)
      try solver.add((view.w <= 30).with(priority: 250))
    }
    try solver.add(views[views.count - 1].l + views[views.count - 1].w == root)
    try solver.addEditVariable(root, strength: Strength(priority: 999))
    var bits: [UInt64] = []
    for width in [900.0, 250, 333.3, 1200] {
      try solver.suggestValue(width, for: root)
      solver.updateVariables()
      bits += views.flatMap { [$0.l.value.bitPattern, $0.w.value.bitPattern] }
    }
    return bits
  }

  @Test func ambiguousLayoutsAreBitIdentical() throws {
    let first = try ambiguousLayout()
    for _ in 0..<3 { #expect(try ambiguousLayout() == first) }
  }

  @Test func fixtureReplaysAreBitIdentical() throws {
    guard let file = Fixture.files(in: "public").first(where: { $0.lastPathComponent == "edit-classic-enaml_like.json" }) else {
      Issue.record("fixture missing")
      return
    }
    let fixture = try Fixture(url: file)
    let a = try fixture.system.replay(), b = try fixture.system.replay()
    #expect(a.values.map(\.bitPattern) == b.values.map(\.bitPattern))
    #expect(a.steps.map { $0.map(\.bitPattern) } == b.steps.map { $0.map(\.bitPattern) })
  }
}
