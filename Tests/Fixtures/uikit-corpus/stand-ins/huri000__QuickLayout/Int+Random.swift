// Stand-in written by Plumb's team, not QuickLayout's code: the example app declares `Int.random(upTo:)`
// in a file this corpus does not hold. Shaped by how the corpus files use it.
// Stand-in for: Example__QuickLayout__Samples__TableView__ThumbView.swift,
//   Example__QuickLayout__Samples__TableView__TableSampleViewController.swift
extension Int {
  static func random(upTo upperBound: Int) -> Int { Int.random(in: 0..<upperBound) }
}
