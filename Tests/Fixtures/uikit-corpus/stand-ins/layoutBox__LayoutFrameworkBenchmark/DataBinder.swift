// Stand-in written by Plumb's team, not LayoutFrameworkBenchmark's code: the benchmark app declares
// `DataBinder` in a file this corpus does not hold. Declarations only, shaped by how the corpus file uses it.
// Stand-in for: LayoutFrameworkBenchmark__Benchmarks__PinLayout__FeedItemPinLayoutView.swift
protocol DataBinder {
  associatedtype DataType
  func setData(_ data: DataType)
}
