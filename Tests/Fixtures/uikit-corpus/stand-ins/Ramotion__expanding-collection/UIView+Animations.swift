// Stand-in written by Plumb's team, not expanding-collection's code: the library declares these `UIView`
// helpers in a file this corpus does not hold. Declarations only, shaped by how the corpus files use them.
// Stand-in for: Source__ExpandingViewController__ExpandingViewController.swift
import UIKit

extension UIView {
  func animationCornerRadius(_ to: CGFloat, duration: Double) {
    layer.cornerRadius = to
  }

  func subviewsForEach(_ body: (UIView) -> Void) {
    subviews.forEach(body)
  }
}
