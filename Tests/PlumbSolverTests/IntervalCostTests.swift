import PlumbSolver
import Testing

/// `intervals(of:)` costs about what solving costs: its pivots grow linearly (or not at all) with the
/// size of the layout. Before, every query pivoted through dense "level ≤ optimum" rows, so asking for
/// every variable of an n-view row was cubic (`plumb check` of an unpinned 150-label stack: 30 s).
@Suite struct IntervalCostTests {
  /// A row of `count` boxes like a horizontal stack of labels: each box follows the previous one,
  /// hugs and resists compression at its intrinsic width (optional), shares the row's top; with
  /// `pinned`, the row spans 0…`span` (then the equal hugging leaves the widths ambiguous).
  func row(_ count: Int, pinned: Bool, span: Double = 0) throws -> (Solver, [Variable], left: [Variable], width: [Variable]) {
    let solver = Solver()
    let top = Variable("top")
    var lefts: [Variable] = [], widths: [Variable] = [], all: [Variable] = [top]
    for index in 0..<count {
      let left = Variable("left\(index)"), width = Variable("width\(index)"), boxTop = Variable("top\(index)")
      if let previous = lefts.last, let previousWidth = widths.last {
        try solver.add(left == previous + previousWidth + 8)
      } else if pinned {
        try solver.add(left == 0)
      }
      let intrinsic = Double(20 + index % 7)
      try solver.add(width >= 0)
      try solver.add((width >= intrinsic).with(priority: 750))
      try solver.add((width <= intrinsic).with(priority: 250))
      try solver.add(boxTop == top)
      lefts.append(left); widths.append(width); all += [left, width, boxTop]
    }
    if pinned { try solver.add(lefts.last! + widths.last! == span) }
    solver.updateVariables()
    return (solver, all, lefts, widths)
  }

  @Test func anUnpinnedRowIsUnboundedAndCostsLinearlyManyPivots() throws {
    for count in [20, 80] {
      let (solver, all, lefts, widths) = try row(count, pinned: false)
      let intervals = try solver.intervals(of: all)
      #expect(solver.lastIntervalPivots <= count, "at most one pivot per box")
      for (variable, interval) in zip(all, intervals) where lefts.contains(where: { $0 === variable }) {
        #expect(interval.lower == -.infinity && interval.upper == .infinity)
      }
      for (index, width) in widths.enumerated() {
        let interval = try solver.interval(of: width)
        #expect(interval.isUnique && abs(interval.lower - Double(20 + index % 7)) < 1e-9)
      }
    }
  }

  @Test func anAmbiguousPinnedRowCostsLinearlyManyPivots() throws {
    var pivots: [Int] = []
    for count in [20, 80] {
      let (solver, all, _, widths) = try row(count, pinned: true, span: Double(count) * 40)
      _ = try solver.intervals(of: all)
      pivots.append(solver.lastIntervalPivots)
      // Each width may take all the slack: from its intrinsic width up to intrinsic + slack.
      let slack = Double(count) * 40 - (0..<count).map { Double(20 + $0 % 7) }.reduce(0, +) - Double(count - 1) * 8
      let first = try solver.interval(of: widths[0])
      #expect(abs(first.lower - 20) < 1e-6 && abs(first.upper - (20 + slack)) < 1e-6)
    }
    // Four times the views: at most about four times the pivots (cubic growth would be 64 times).
    #expect(pivots[1] <= 5 * max(pivots[0], 1), "pivots for 20 and 80 boxes: \(pivots)")
  }
}
