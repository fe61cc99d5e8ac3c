// Stand-in written by Plumb's team, not SwiftMessages' code: the library declares
// `MarginAdjustable.defaultMarginAdjustment(context:)` in a file this corpus does not hold. Declaration
// only, shaped by how the corpus files use it.
// Stand-in for: SwiftMessages__PhysicsAnimation.swift, SwiftMessages__TopBottomAnimation.swift,
//   SwiftMessages__MaskingView.swift
import UIKit

extension MarginAdjustable {
  func defaultMarginAdjustment(context: AnimationContext) -> UIEdgeInsets { .zero }
}
