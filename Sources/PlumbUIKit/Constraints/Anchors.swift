import Foundation

/// Something constraints can relate: a view or a layout guide.
@preconcurrency @MainActor
protocol LayoutItem: AnyObject {
  /// The view whose tree the item is in (a guide's owning view).
  var layoutOwner: UIView? { get }
}

/// One attribute of a view or layout guide, from which constraints are made (UIKit's `NSLayoutAnchor`).
///
/// The type parameter keeps axes apart at compile time: an `NSLayoutXAxisAnchor` only meets X anchors,
/// an `NSLayoutYAxisAnchor` Y anchors, an `NSLayoutDimension` dimensions.
///
/// ```swift
/// title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
/// title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
/// // title.leadingAnchor.constraint(equalTo: view.topAnchor)   // does not compile
/// ```
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  weak var anchorItem: (any LayoutItem)?
  let attribute: NSLayoutConstraint.Attribute

  init(item: (any LayoutItem)?, attribute: NSLayoutConstraint.Attribute) {
    self.anchorItem = item
    self.attribute = attribute
    super.init()
  }

  /// The view or layout guide of the anchor.
  open var item: AnyObject? { anchorItem }
  /// `UILabel:title.leading`.
  open var name: String { "\(ConstraintLog.describe(anchorItem)).\(attribute.name)" }
  nonisolated open override var description: String { MainActor.assumeIsolated { descriptionText } }
  var descriptionText: String { name }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: anchorItem as Any, attribute: attribute, relatedBy: relation, toItem: other?.anchorItem,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  /// `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor) }
  /// `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor)
  }
  /// `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor)
  }
  /// `self == anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c)
  }
  /// `self >= anchor + c`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }
  /// `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c)
  }
}

/// The standard space between two sibling views for `equalToSystemSpacingAfter/Below`.
let systemSpacing: CGFloat = 8

/// A horizontal position anchor: leading, trailing, left, right, centerX.
///
/// ```swift
/// detail.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor, multiplier: 1).isActive = true
/// ```
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + multiplier × system spacing` (8 points).
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: systemSpacing * multiplier)
  }
  open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
  open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// A vertical position anchor: top, bottom, centerY, firstBaseline, lastBaseline.
///
/// ```swift
/// detail.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1).isActive = true
/// ```
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × system spacing` (8 points).
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: systemSpacing * multiplier)
  }
  open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
  open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// A size anchor: width or height. Dimensions may equal constants and relate across axes.
///
/// ```swift
/// avatar.widthAnchor.constraint(equalToConstant: 44).isActive = true
/// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 3.0 / 4.0).isActive = true
/// ```
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m)
  }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

/// The twelve anchors of a view or guide.
@preconcurrency @MainActor
protocol AnchorProviding: LayoutItem {}

extension AnchorProviding {
  func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: attribute)
  }
  func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: attribute)
  }
  func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
    NSLayoutDimension(item: self, attribute: attribute)
  }
}
