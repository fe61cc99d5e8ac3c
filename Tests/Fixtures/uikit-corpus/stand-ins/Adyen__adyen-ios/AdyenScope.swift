// Stand-in written by Plumb's team, not Adyen's code: the SDK declares its `adyen` namespace
// (`AdyenScope`, `AdyenCompatible`) and the view helpers on it in files this corpus does not hold.
// Declarations only, shaped by how the corpus files use them; the bodies do nothing.
// Stand-in for: Adyen__UI__Form__FormView.swift
import UIKit

struct AdyenScope<Base> {
  let base: Base
}

protocol AdyenCompatible: AnyObject {}

extension AdyenCompatible {
  var adyen: AdyenScope<Self> { AdyenScope(base: self) }
}

extension UIView: AdyenCompatible {}

extension AdyenScope where Base: UIView {
  var minimalSize: CGSize { .zero }

  @discardableResult
  func anchor(inside view: UIView) -> [NSLayoutConstraint] { [] }
}
