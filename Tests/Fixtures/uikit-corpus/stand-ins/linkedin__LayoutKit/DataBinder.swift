// Stand-in written by Plumb's team, not LayoutKit's code: the sample app declares `DataBinder` in a file
// this corpus does not hold. Declarations only, shaped by how the corpus files use it.
// Stand-in for: LayoutKitSampleApp__Benchmarks__TableViewController.swift,
//   LayoutKitSampleApp__Benchmarks__FeedItemAutoLayoutView.swift,
//   LayoutKitSampleApp__Benchmarks__FeedItemUIStackView.swift,
//   LayoutKitSampleApp__Benchmarks__CollectionViewController.swift
protocol DataBinder {
  associatedtype DataType
  func setData(_ data: DataType)
}
