#if canImport(Glibc)
import Glibc
#endif
import PlumbSolver

extension SolverBenchmark {
  /// One (shape, N) of the solver benchmark and its best times so far (µs).
  struct Cell {
    let shape: String
    let n: Int
    let spec: Spec
    var buildSolve = Double.infinity
    var grow = Double.infinity
    var shrink = Double.infinity
    var restore = Double.infinity
    /// rootWidth after the shrink (a check that the shrink happened).
    var atShrink = 0.0

    /// Builds and solves `reps` times, then re-solves `resolveReps` times (grow, back, shrink,
    /// restore), keeping the best of each; a measurement stops early once it has used `budget` µs.
    mutating func measure(reps: Int, resolveReps: Int, budget: Double) throws {
      var solver: Solver?
      var variables: [Variable] = []
      var spent = 0.0
      for _ in 0..<reps where spent < budget {
        // The previous repetition's solver is freed first, outside the measured time.
        solver = nil
        variables = []
        let t = try SolverBenchmark.time { (solver, variables) = try SolverBenchmark.solve(spec) }
        buildSolve = min(buildSolve, t)
        spent += t
      }
      guard let solver else { return }
      if getenv("PLUMB_BENCH_STATS") != nil { print("after build: \(solver.statistics)") }
      let root = variables[spec.rootWidth]
      func resolve(_ value: Double) throws -> Double {
        try SolverBenchmark.time {
          try solver.suggestValue(value, for: root)
          solver.updateVariables()
        }
      }
      spent = 0
      for _ in 0..<resolveReps where spent < budget {
        let started = ContinuousClock.now
        defer { spent += SolverBenchmark.microseconds(ContinuousClock.now - started) }
        grow = min(grow, try resolve(spec.grow))
        _ = try resolve(spec.initial)
        shrink = min(shrink, try resolve(spec.shrink))
        atShrink = root.value
        if getenv("PLUMB_BENCH_STATS") != nil { print("after shrink: \(solver.statistics)") }
        restore = min(restore, try resolve(spec.initial))
      }
    }
  }
}
