// Stand-in written by Plumb's team, not Lightbox's code: the library declares `UIColor(hex:)`, the gradient
// helpers of `UIView` and `LayoutConfigurable` in files this corpus does not hold. Declarations only,
// shaped by how the corpus files use them.
// Stand-in for: Source__Views__FooterView.swift
import UIKit

extension UIColor {
  convenience init(hex: String) { self.init(white: 0, alpha: 1) }
}

extension UIView {
  func addGradientLayer(_ colors: [UIColor]) -> CAGradientLayer { CAGradientLayer() }

  func removeGradientLayer() -> CAGradientLayer? { nil }

  func resizeGradientLayer() {}
}

public protocol LayoutConfigurable: AnyObject {
  func configureLayout()
}
