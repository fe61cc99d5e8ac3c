// Stand-in written by Plumb's team, not SkeletonView's code: the library declares these skeleton
// settings of `UIView` in a file this corpus does not hold. Declarations only.
// Stand-in for: Examples__iOS Example__Sources__HeaderFooterSection.swift
import UIKit

extension UIView {
  var _skeletonable: Bool {
    get { false }
    set {}
  }

  var _hiddenWhenSkeletonIsActive: Bool {
    get { false }
    set {}
  }

  var _disabledWhenSkeletonIsActive: Bool {
    get { true }
    set {}
  }

  var _skeletonableCornerRadius: Float {
    get { 0 }
    set {}
  }
}
