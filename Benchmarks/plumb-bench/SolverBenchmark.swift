#if canImport(Glibc)
import Glibc
#endif
import PlumbSolver

/// `plumb-bench solver [--shapes chain grid stack-tree] [--sizes 100 1000 10000] [--reps 5] [--resolve-reps 20] [--rounds 5] [--budget-s 20] [--json]`
///
/// Builds the shapes of `Scripts/solver-fixtures/kiwi_bench.py` exactly (same constraints,
/// same order, same strengths: kiwi numbers as weights of one level) and times, best of `reps`:
/// build + solve (make the variables and constraints, add them, add the rootWidth edit, suggest the
/// initial width, read all values) and, best of `resolve-reps`, one re-solve (suggestValue + read all
/// values) for grow, shrink and restore. Times are microseconds. `--rounds` measures every (shape,
/// N) in turn that many times and keeps the best of all rounds, so that every size meets the same
/// disturbances of a shared machine; the text output ends with the growth time(10N)/time(N).
/// Repetitions stop early (after at least one) once a measurement has used `--budget-s` seconds;
/// `reps` in the JSON output is the requested count. To profile the re-solves:
/// `perf record plumb-bench solver --shapes chain --sizes 100 --reps 1 --resolve-reps 20000 --rounds 1`.
/// `PLUMB_BENCH_STATS=1` also prints the tableau size after the build and after the shrink.
enum SolverBenchmark {
  struct Spec {
    var variables: [String] = []
    var constraints: [(terms: [(Int, Double)], constant: Double, relation: Relation, strength: Strength)] = []
    var natural = 0.0
    var rootWidth = 0

    mutating func variable(_ name: String) -> Int {
      variables.append(name)
      return variables.count - 1
    }

    mutating func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength) {
      constraints.append((terms, constant, relation, strength))
    }

    var initial: Double { natural + 100 }
    var grow: Double { initial + 50 }
    var shrink: Double { 0.75 * natural }
  }

  static let phi = 0.6180339887498949
  static func weyl(_ j: Int) -> Double { (Double(j) * phi).truncatingRemainder(dividingBy: 1.0) }
  static func strong(_ w: Double = 1) -> Strength { .kiwi(strong: 1, medium: 0, weak: 0, weight: w) }
  static func prio(_ p: Double) -> Strength { .kiwi(strong: 0, medium: p, weak: 0) }
  static let weak = Strength.kiwi(strong: 0, medium: 0, weak: 1)

  static func chain(_ n: Int) -> Spec {
    var s = Spec()
    s.rootWidth = s.variable("rootWidth")
    var previous: (l: Int, w: Int)?
    for i in 0..<n {
      let l = s.variable("b\(i).l"), w = s.variable("b\(i).w")
      if let (pl, pw) = previous {
        s.add([(l, 1), (pl, -1), (pw, -1)], -8, .equal, .required)
      } else {
        s.add([(l, 1)], 0, .equal, .required)
      }
      s.add([(w, 1)], -10, .greaterOrEqual, .required)
      s.add([(w, 1)], -40, .equal, strong(0.5 + 0.5 * weyl(i + 1)))
      previous = (l, w)
    }
    s.add([(previous!.l, 1), (previous!.w, 1), (s.rootWidth, -1)], 0, .lessOrEqual, .required)
    s.natural = 48 * Double(n) - 8
    return s
  }

  static func grid(_ n: Int) -> Spec {
    let k = Int((Double(n).squareRoot() + 0.5).rounded(.down))
    var s = Spec()
    s.rootWidth = s.variable("rootWidth")
    var cell: [[(l: Int, t: Int, w: Int, h: Int)]] = Array(repeating: [], count: k)
    for r in 0..<k {
      for c in 0..<k {
        let v = (l: s.variable("g\(r)_\(c).l"), t: s.variable("g\(r)_\(c).t"),
                 w: s.variable("g\(r)_\(c).w"), h: s.variable("g\(r)_\(c).h"))
        cell[r].append(v)
        if c == 0 {
          s.add([(v.l, 1)], 0, .equal, .required)
        } else {
          s.add([(v.l, 1), (cell[r][c - 1].l, -1), (cell[r][c - 1].w, -1)], -8, .equal, .required)
        }
        if r == 0 {
          s.add([(v.t, 1)], 0, .equal, .required)
        } else {
          s.add([(v.t, 1), (cell[r - 1][c].t, -1), (cell[r - 1][c].h, -1)], -8, .equal, .required)
        }
        if r > 0 { s.add([(v.w, 1), (cell[r - 1][c].w, -1)], 0, .equal, .required) }
        if c > 0 { s.add([(v.h, 1), (cell[r][c - 1].h, -1)], 0, .equal, .required) }
        s.add([(v.w, 1)], -10, .greaterOrEqual, .required)
        s.add([(v.h, 1)], -10, .greaterOrEqual, .required)
        if r == 0 { s.add([(v.w, 1)], -40, .equal, strong(0.5 + 0.5 * weyl(c + 1))) }
        if c == 0 { s.add([(v.h, 1)], -20, .equal, strong(0.5 + 0.5 * weyl(k + r + 1))) }
      }
    }
    s.add([(cell[0][k - 1].l, 1), (cell[0][k - 1].w, 1), (s.rootWidth, -1)], 0, .lessOrEqual, .required)
    s.natural = 48 * Double(k) - 8
    return s
  }

  static func stackTree(_ n: Int) -> Spec {
    var nodes: [(depth: Int, kids: [Int]?)] = []
    func make(_ count: Int, _ depth: Int) -> Int {
      let id = nodes.count
      nodes.append((depth, nil))
      if count > 1 {
        let k = min(4, count)
        var kids: [Int] = []
        for i in 0..<k { kids.append(make(count / k + (i < count % k ? 1 : 0), depth + 1)) }
        nodes[id].kids = kids
      }
      return id
    }
    _ = make(n, 0)
    var s = Spec()
    var index: [[Int]] = []
    for id in nodes.indices {
      index.append(["l", "t", "w", "h"].map { a in s.variable(id == 0 && a == "w" ? "rootWidth" : "n\(id).\(a)") })
    }
    s.rootWidth = index[0][2]
    let (L, T, W, H) = (0, 1, 2, 3)
    s.add([(index[0][L], 1)], 0, .equal, .required)
    s.add([(index[0][T], 1)], 0, .equal, .required)
    var leaves = 0
    var size = Array(repeating: (0.0, 0.0), count: nodes.count)
    for (id, node) in nodes.enumerated() {
      guard let kids = node.kids else {
        let j = leaves
        leaves += 1
        let iw = Double(20 + (37 * j) % 61), ih = Double(12 + (53 * j) % 19)
        size[id] = (iw, ih)
        let w = index[id][W], h = index[id][H]
        s.add([(w, 1)], -iw, .lessOrEqual, prio(250 + weyl(4 * j + 1)))
        s.add([(w, 1)], -iw, .greaterOrEqual, prio(750 + weyl(4 * j + 2)))
        s.add([(h, 1)], -ih, .lessOrEqual, prio(250 + weyl(4 * j + 3)))
        s.add([(h, 1)], -ih, .greaterOrEqual, prio(750 + weyl(4 * j + 4)))
        s.add([(w, 1)], 0, .greaterOrEqual, .required)
        s.add([(h, 1)], 0, .greaterOrEqual, .required)
        continue
      }
      let horizontal = node.depth % 2 == 0
      let (mp, ms, cp, cs) = horizontal ? (L, W, T, H) : (T, H, L, W)
      for (i, child) in kids.enumerated() {
        if i == 0 {
          s.add([(index[child][mp], 1), (index[id][mp], -1)], 0, .equal, .required)
        } else {
          let previous = kids[i - 1]
          s.add([(index[child][mp], 1), (index[previous][mp], -1), (index[previous][ms], -1)], -8, .equal, .required)
        }
        s.add([(index[child][cp], 1), (index[id][cp], -1)], 0, .equal, .required)
        s.add([(index[id][cp], 1), (index[id][cs], 1), (index[child][cp], -1), (index[child][cs], -1)], 0, .greaterOrEqual, .required)
      }
      let last = kids[kids.count - 1]
      s.add([(index[id][mp], 1), (index[id][ms], 1), (index[last][mp], -1), (index[last][ms], -1)], 0, .greaterOrEqual, .required)
      s.add([(index[id][W], 1)], 0, .equal, weak)
      s.add([(index[id][H], 1)], 0, .equal, weak)
    }
    for id in nodes.indices.reversed() {
      guard let kids = nodes[id].kids else { continue }
      let ws = kids.map { size[$0].0 }, hs = kids.map { size[$0].1 }
      let gaps = 8.0 * Double(kids.count - 1)
      size[id] = nodes[id].depth % 2 == 0 ? (ws.reduce(0, +) + gaps, ws.isEmpty ? 0 : hs.max()!) : (ws.max()!, hs.reduce(0, +) + gaps)
    }
    s.natural = size[0].0
    return s
  }

  /// Builds and solves the spec (everything the kiwi benchmark's `build_solve_us` includes).
  static func solve(_ spec: Spec) throws -> (Solver, [Variable]) {
    let variables = spec.variables.map { Variable($0) }
    let constraints = spec.constraints.map { c in
      Constraint(Expression(c.terms.map { Term(variables[$0.0], $0.1) }, constant: c.constant), c.relation, strength: c.strength)
    }
    let solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    let root = variables[spec.rootWidth]
    try solver.addEditVariable(root, strength: strong())
    try solver.suggestValue(spec.initial, for: root)
    solver.updateVariables()
    return (solver, variables)
  }

  static func microseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
  }

  static func time(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return microseconds(clock.now - start)
  }

  static func main(_ arguments: [String]) -> Int32 {
    var shapes = ["chain", "grid", "stack-tree"]
    var sizes = [100, 1000, 10000]
    var reps = 5
    var resolveReps = 20
    var rounds = 5
    var json = false
    var budget = 20e6
    var i = 0
    while i < arguments.count {
      switch arguments[i] {
      case "--json": json = true
      case "--budget-s" where i + 1 < arguments.count:
        i += 1
        budget = (Double(arguments[i]) ?? 20) * 1e6
      case "--reps" where i + 1 < arguments.count:
        i += 1
        reps = max(1, Int(arguments[i]) ?? reps)
      case "--resolve-reps" where i + 1 < arguments.count:
        i += 1
        resolveReps = max(1, Int(arguments[i]) ?? resolveReps)
      case "--rounds" where i + 1 < arguments.count:
        i += 1
        rounds = max(1, Int(arguments[i]) ?? rounds)
      case "--shapes", "--sizes":
        let option = arguments[i]
        var values: [String] = []
        while i + 1 < arguments.count && !arguments[i + 1].hasPrefix("--") {
          i += 1
          values.append(arguments[i])
        }
        if option == "--shapes" { shapes = values } else { sizes = values.compactMap { Int($0) } }
      default:
        print("usage: plumb-bench solver [--shapes chain grid stack-tree] [--sizes 100 1000 10000] [--reps 5] [--resolve-reps 20] [--rounds 5] [--budget-s 20] [--json]")
        return 64
      }
      i += 1
    }
    let builders: [String: (Int) -> Spec] = ["chain": chain, "grid": grid, "stack-tree": stackTree]
    if let unknown = shapes.first(where: { builders[$0] == nil }) {
      print("unknown shape '\(unknown)' (chain, grid, stack-tree)")
      return 64
    }
    var cells: [Cell] = []
    for shape in shapes {
      for n in sizes {
        guard let build = builders[shape] else { continue }
        cells.append(Cell(shape: shape, n: n, spec: build(n)))
      }
    }
    do {
      // Rounds visit every cell in turn, so that every size meets the same disturbances of a shared
      // machine; each cell keeps its best times over all rounds.
      for _ in 0..<rounds {
        for index in cells.indices {
          try cells[index].measure(reps: reps, resolveReps: resolveReps, budget: budget)
        }
      }
    } catch {
      print("solver benchmark: \(error)")
      return 70
    }
    if !json {
      print("shape        N   vars   cons  build+solve µs     grow µs   shrink µs  restore µs")
    }
    for cell in cells {
      let spec = cell.spec
      if json {
        print("{\"shape\":\"\(cell.shape)\",\"N\":\(cell.n),\"variables\":\(spec.variables.count),\"constraints\":\(spec.constraints.count),"
          + "\"build_solve_us\":\(round1(cell.buildSolve)),\"resolve_grow_us\":\(round1(cell.grow)),\"resolve_shrink_us\":\(round1(cell.shrink)),"
          + "\"resolve_restore_us\":\(round1(cell.restore)),\"rootWidth_at_shrink\":\(cell.atShrink),\"reps\":\(reps),\"rounds\":\(rounds)}")
      } else {
        print(pad(cell.shape, 10, left: true) + pad("\(cell.n)", 6) + pad("\(spec.variables.count)", 7) + pad("\(spec.constraints.count)", 7)
          + pad(format(cell.buildSolve), 15) + pad(format(cell.grow), 12) + pad(format(cell.shrink), 12) + pad(format(cell.restore), 12))
      }
    }
    if !json { printGrowth(cells) }
    return 0
  }

  /// time(10·N) / time(N) for every shape measured at both sizes.
  static func printGrowth(_ cells: [Cell]) {
    var lines: [String] = []
    for large in cells {
      guard let small = cells.first(where: { $0.shape == large.shape && $0.n * 10 == large.n }) else { continue }
      func ratio(_ a: Double, _ b: Double) -> String { pad(String(format: "%.1f", b / a), 12) }
      lines.append(pad(large.shape, 10, left: true) + pad("\(large.n)/\(small.n)", 13)
        + ratio(small.buildSolve, large.buildSolve) + ratio(small.grow, large.grow)
        + ratio(small.shrink, large.shrink) + ratio(small.restore, large.restore))
    }
    guard !lines.isEmpty else { return }
    print("\ngrowth time(10N)/time(N)    build+solve        grow      shrink     restore")
    for line in lines { print(line) }
  }

  static func round1(_ x: Double) -> Double { (x * 10).rounded() / 10 }

  static func format(_ x: Double) -> String {
    let r = round1(x)
    return r >= 1000 ? "\(Int(r.rounded()))" : "\(r)"
  }

  static func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - s.count))
    return left ? s + fill : fill + s
  }
}
