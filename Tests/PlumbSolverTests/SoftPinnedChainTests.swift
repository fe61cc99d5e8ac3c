@testable import PlumbSolver
import Testing

/// A required chain `x0 == 0`, `x_{i+1} == x_i + 1` added after soft pins `x_i == c_i` (issue #11: `plumb solve`
/// was super-linear on it). Each link is a required equality over the pins' errors only; it must become a
/// short row at once instead of going through phase 1, which chained the rows into each other.
@Suite struct SoftPinnedChainTests {
  /// Pins first, last variable first (alternating kiwi weak/medium weights, constants scattered over
  /// 0…3n), then the links in reverse order and the anchor last. Returns the pivots made and the tableau's cells.
  func solve(_ count: Int) throws -> (values: [Double], pivots: Int, cells: Int) {
    let solver = Solver()
    let xs = (0..<count).map { Variable("x\($0)") }
    for (i, x) in xs.enumerated().reversed() {
      let c = Double((i * 7919) % (3 * count))
      try solver.add((x == c).with(Strength.kiwi(strong: 0, medium: Double(i % 2), weak: Double(1 - i % 2))))
    }
    for i in (0..<count - 1).reversed() { try solver.add(xs[i + 1] == xs[i] + 1) }
    try solver.add(xs[0] == 0)
    solver.updateVariables()
    let stats = solver.statistics
    return (xs.map(\.value), solver.tableau.pivots, stats.cells + stats.definitionCells + stats.objectiveCells)
  }

  @Test func requiredChainAfterSoftPinsIsLinear() throws {
    let small = try solve(100)
    let large = try solve(200)
    for run in [small, large] {
      for (i, value) in run.values.enumerated() { #expect(abs(value - Double(i)) < 1e-6, "x\(i)") }
    }
    #expect(Double(large.pivots) <= 2.2 * Double(max(small.pivots, 1)), "pivots \(small.pivots) → \(large.pivots)")
    #expect(Double(large.cells) <= 2.2 * Double(small.cells), "cells \(small.cells) → \(large.cells)")
  }
}
