// plumb-bench: Plumb's benchmarks (see Benchmarks/README.md).
switch CommandLine.arguments.dropFirst().first {
case "text": runTextBenchmark()
default: print("plumb-bench: no benchmarks yet (try: plumb-bench text)")
}
