import PlumbSolver
import Testing

/// `updateVariables()` after an edit re-evaluates only what a changed row constant reaches and
/// writes only the variables whose values changed: the values must be bit-identical to a full
/// evaluation, and variables shared with another solver must still get this solver's values.
@Suite struct IncrementalUpdateTests {
  struct Layout {
    let solver = Solver()
    let boxes: [(l: Variable, w: Variable, h: Variable)]
    let root = Variable("root")

    init(count: Int) throws {
      boxes = (0..<count).map { (Variable("b\($0).l"), Variable("b\($0).w"), Variable("b\($0).h")) }
      try solver.add(boxes[0].l == 0)
      for i in 1..<count { try solver.add(boxes[i].l == boxes[i - 1].l + boxes[i - 1].w + 8) }
      for (i, box) in boxes.enumerated() {
        try solver.add(box.w >= 10)
        try solver.add((box.w == Double(20 + i % 7 * 5)).with(priority: 250 + Double(i % 11)))
        try solver.add((box.h == box.w * 0.5 + 3).with(priority: 500))
        try solver.add(box.h <= 30)
      }
      try solver.add(boxes[count - 1].l + boxes[count - 1].w <= root)
      try solver.addEditVariable(root, strength: Strength(priority: 999))
    }

    var bits: [UInt64] { boxes.flatMap { [$0.l.value.bitPattern, $0.w.value.bitPattern, $0.h.value.bitPattern] } }
  }

  static let widths: [Double] = [4000, 4050, 2500, 1800.5, 4000, 3100.25, 900, 6000]

  @Test func editsGiveTheValuesOfAFullEvaluation() throws {
    let incremental = try Layout(count: 120)
    incremental.solver.updateVariables()
    for (step, width) in Self.widths.enumerated() {
      try incremental.solver.suggestValue(width, for: incremental.root)
      incremental.solver.updateVariables()
      // A fresh solver with the same history evaluates everything on its first update.
      let fresh = try Layout(count: 120)
      for earlier in Self.widths[...step] { try fresh.solver.suggestValue(earlier, for: fresh.root) }
      fresh.solver.updateVariables()
      let mismatches = zip(incremental.bits, fresh.bits).filter { $0 != $1 }.count
      #expect(mismatches == 0, "step \(step), width \(width)")
    }
  }

  @Test func sharedVariablesGetThisSolversValues() throws {
    let x = Variable("x"), y = Variable("y"), root = Variable("root")
    let a = Solver(), b = Solver()
    try a.add(x == 10)
    try a.add(y == root + 1)
    try a.addEditVariable(root, strength: Strength(priority: 999))
    try a.suggestValue(5, for: root)
    a.updateVariables()
    try b.add(x == 20)
    b.updateVariables()
    #expect(x.value == 20)
    // a's edit moves y only; x must still be rewritten with a's value.
    try a.suggestValue(6, for: root)
    a.updateVariables()
    #expect(x.value == 10)
    #expect(y.value == 7)
    try a.suggestValue(7, for: root)
    a.updateVariables()
    #expect(x.value == 10)
    #expect(y.value == 8)
  }
}
