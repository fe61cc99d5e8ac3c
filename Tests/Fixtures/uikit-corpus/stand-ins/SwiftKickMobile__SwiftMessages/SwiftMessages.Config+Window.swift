// Stand-in written by Plumb's team, not SwiftMessages' code: the library declares these window settings
// of `SwiftMessages.Config` in a file this corpus does not hold. Declarations only, shaped by how the
// corpus files use them.
// Stand-in for: SwiftMessages__PhysicsAnimation.swift, SwiftMessages__TopBottomAnimation.swift,
//   SwiftMessages__MaskingView.swift, SwiftMessages__WindowViewController.swift
import UIKit

extension SwiftMessages.Config {
  var windowLevel: UIWindow.Level? { nil }
  var windowScene: UIWindowScene? { nil }
  var shouldBecomeKeyWindow: Bool { false }
}
