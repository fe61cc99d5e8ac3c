@testable import PlumbLayout
import Testing

/// fillProportionally on long stacks: the solver's tableau grows linearly with the arranged views
/// (issue #11: 3,000 views took 18.5 s and 2 GB when every proportional size was added after the chain).
@Suite struct ProportionalStackCostTests {
  /// A horizontal fillProportionally stack of `count` views (intrinsic widths 1…7) across a 320-point root,
  /// laid out; returns the result and the tableau's cells (rows, definitions and objective levels).
  func layOut(_ count: Int) -> (result: Layout.Result, cells: Int) {
    let views = (0..<count).map { view("v\($0)", width: Double(1 + $0 % 7), height: 5) }
    let s = scene([stack("s", .horizontal, .fillProportionally, views)], [
      c("s.leading == root.leading"), c("s.trailing == root.trailing"), c("s.top == root.top"),
    ], width: 320, scale: 1)
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    let result = engine.layout(Layout.Variant(width: 320, height: .points(200)))
    let backend = engine.state!.session.backend as! PlumbSolverBackend
    let stats = backend.statistics
    return (result, stats.cells + stats.definitionCells + stats.objectiveCells)
  }

  /// Doubling the views at most doubles the tableau (60 → 120 views: 3,961 → 7,921 cells; before the fix 7,380 → 21,960, the i-th size brought i cells).
  @Test func tableauGrowsLinearly() {
    let (small, smallCells) = layOut(60)
    let (large, largeCells) = layOut(120)
    #expect(Double(largeCells) <= 2.1 * Double(smallCells), "cells \(smallCells) → \(largeCells)")
    // The sizes are still the proportional ones: view i is (1 + i mod 7) / Σ of the 320 points.
    for (result, count) in [(small, 60), (large, 120)] {
      let total = Double((0..<count).reduce(0) { $0 + 1 + $1 % 7 })
      for i in [0, 1, 6, count / 2, count - 1] {
        let expected = Double(1 + i % 7) / total * 320
        #expect(abs(result["v\(i)"]!.unroundedFrame.width - expected) < 1e-6, "v\(i) of \(count)")
      }
      #expect(abs(result["v\(count - 1)"]!.unroundedFrame.maxX - 320) < 1e-6)
    }
  }
}
