// Stand-in written by Plumb's team, not SkeletonView's code: the library declares these skeleton
// settings of `UILabel` in a file this corpus does not hold. Declarations only.
// Stand-in for: Examples__iOS Example__Sources__HeaderFooterSection.swift
import UIKit

extension UILabel {
  var lastLineFillingPercent: Int {
    get { 70 }
    set {}
  }

  var multilineCornerRadius: Int {
    get { 0 }
    set {}
  }

  var multilineSpacing: CGFloat {
    get { 10 }
    set {}
  }
}
