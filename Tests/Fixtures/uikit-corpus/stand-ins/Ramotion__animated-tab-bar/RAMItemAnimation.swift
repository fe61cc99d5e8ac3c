// Stand-in written by Plumb's team, not animated-tab-bar's code: the library declares `RAMItemAnimation`,
// the bottom-line helpers of its controller and `Array.at(_:)` in files this corpus does not hold.
// Declarations only, shaped by how the corpus files use them.
// Stand-in for: RAMAnimatedTabBarController__RAMAnimatedTabBarController.swift
import UIKit

open class RAMItemAnimation: NSObject {
  open var textSelectedColor = UIColor.black
  open var iconSelectedColor: UIColor?

  open func playAnimation(_ icon: UIImageView, textLabel: UILabel) {}

  open func deselectAnimation(_ icon: UIImageView, textLabel: UILabel, defaultTextColor: UIColor, defaultIconColor: UIColor) {}

  open func selectedState(_ icon: UIImageView, textLabel: UILabel) {}

  open func deselectedState(_ icon: UIImageView, textLabel: UILabel) {}
}

extension RAMAnimatedTabBarController {
  func createBottomLine() {}

  func removeBottomLine() {}

  func updateBottomLineHeight(to height: CGFloat) {}

  func setBottomLinePosition(index: Int, animated: Bool = false) {}
}

extension Array {
  func at(_ index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
