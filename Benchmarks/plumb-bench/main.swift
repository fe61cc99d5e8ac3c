// plumb-bench: Plumb's benchmarks. `plumb-bench <name> [options]`; each benchmark lives in its own file.
#if canImport(Glibc)
import Glibc
#endif
let benchmarks: [(name: String, abstract: String, run: ([String]) -> Int32)] = [
  ("solver", "Constraint solver on the chain, grid and stack-tree shapes (see SolverBenchmark.swift).", SolverBenchmark.main),
]

let arguments = Array(CommandLine.arguments.dropFirst())
if let name = arguments.first, let benchmark = benchmarks.first(where: { $0.name == name }) {
  exit(benchmark.run(Array(arguments.dropFirst())))
}
print("usage: plumb-bench <benchmark> [options]\n\nbenchmarks:")
for benchmark in benchmarks { print("  \(benchmark.name)  \(benchmark.abstract)") }
exit(arguments.isEmpty || arguments.first == "--help" ? 0 : 64)
