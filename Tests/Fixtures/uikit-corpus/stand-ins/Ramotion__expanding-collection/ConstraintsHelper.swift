// Stand-in written by Plumb's team, not expanding-collection's code: the library declares its constraint
// helpers (`ConstraintInfo`, the `>>>-` operators, `UIView.getConstraint(_:)`) in a file this corpus does
// not hold. Declarations only, shaped by how the corpus files use them; the operators add no constraint.
// Stand-in for: Source__ExpandingViewController__ExpandingViewController.swift
import UIKit

struct ConstraintInfo {
  var attribute: NSLayoutConstraint.Attribute = .left
  var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
  var constant: CGFloat = 0
  var identifier: String?
  var relation: NSLayoutConstraint.Relation = .equal
}

precedencegroup ConstraintsPrecedence {
  associativity: left
}

infix operator >>>- : ConstraintsPrecedence

@discardableResult
func >>>- <T: UIView>(left: T, block: (inout ConstraintInfo) -> Void) -> NSLayoutConstraint {
  var info = ConstraintInfo()
  block(&info)
  return NSLayoutConstraint()
}

@discardableResult
func >>>- <T: UIView>(left: (UIView, T), block: (inout ConstraintInfo) -> Void) -> NSLayoutConstraint {
  var info = ConstraintInfo()
  block(&info)
  return NSLayoutConstraint()
}

@discardableResult
func >>>- <T: UIView>(left: (UIView, T, UIView), block: (inout ConstraintInfo) -> Void) -> NSLayoutConstraint {
  var info = ConstraintInfo()
  block(&info)
  return NSLayoutConstraint()
}

extension UIView {
  func getConstraint(_ attributes: NSLayoutConstraint.Attribute) -> NSLayoutConstraint? { nil }
}
