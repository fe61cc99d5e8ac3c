// Stand-in written by Plumb's team, not LayoutKit's code: the corpus holds FeedItemLayoutKitView.swift,
// but it imports LayoutKit (a module this corpus does not hold). Declarations only.
// Stand-in for: LayoutKitSampleApp__Benchmarks__TableViewController.swift,
//   LayoutKitSampleApp__Benchmarks__CollectionViewController.swift
import UIKit

class FeedItemLayoutKitView: UIView, DataBinder {
  func setData(_ data: FeedItemData) {}
}
