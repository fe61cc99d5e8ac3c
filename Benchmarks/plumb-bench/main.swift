// plumb-bench: Plumb's benchmarks (see Benchmarks/README.md).
print("plumb-bench: no benchmarks yet")
