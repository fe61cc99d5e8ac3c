// Stand-in written by Plumb's team, not SwiftMessages' code: the library declares
// `NSLayoutConstraint.with(priority:)` in a file this corpus does not hold. Shaped by how the corpus files
// use it.
// Stand-in for: SwiftMessages__PhysicsAnimation.swift, SwiftMessages__TopBottomAnimation.swift,
//   SwiftMessages__MaskingView.swift
import UIKit

extension NSLayoutConstraint {
  func with(priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}
