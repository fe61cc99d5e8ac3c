import Foundation
import PlumbLayout

/// A relation between two items' attributes, `first = multiplier × second + constant` (UIKit's
/// `NSLayoutConstraint`). Items are views and layout guides; an active constraint takes part in the
/// layout of the view tree it belongs to, and changing `constant`, `priority` or `isActive` re-solves
/// on the next layout pass.
///
/// ```swift
/// let gap = NSLayoutConstraint(item: detail, attribute: .leading, relatedBy: .equal,
///                              toItem: title, attribute: .trailing, multiplier: 1, constant: 8)
/// gap.identifier = "title-detail gap"
/// gap.isActive = true
/// gap.constant = 12   // the next layoutIfNeeded() re-solves
/// ```
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  public private(set) weak var firstItem: AnyObject?
  public private(set) weak var secondItem: AnyObject?
  public let firstAttribute: Attribute
  public let secondAttribute: Attribute
  public let relation: Relation
  public let multiplier: CGFloat

  /// The constant; a change re-solves at the next layout pass, incrementally (the kept solver moves
  /// this constraint's constant and re-optimises from the current solution, as UIKit does).
  open var constant: CGFloat {
    didSet { if constant != oldValue { container?.constantDidChange(self) } }
  }
  /// The priority; UIKit refuses to change a required constraint to optional (or back) while it is active.
  open var priority: UILayoutPriority = .required {
    didSet {
      if priority != oldValue { container?.invalidateConstraints() }
    }
  }
  /// A name shown in logs and diagnostics.
  open var identifier: String? {
    didSet { container?.invalidateConstraints() }
  }
  /// Kept for source compatibility (archiving does not apply).
  open var shouldBeArchived = false

  /// The view holding the constraint while it is active (the items' nearest common ancestor).
  weak var container: UIView?
  /// Activation order, for a deterministic scene.
  var activationSerial = 0
  /// `NSAutoresizingMaskLayoutConstraint`s and other constraints Plumb makes on UIKit's behalf.
  var generatedKind: String?
  let serial: Int

  /// UIKit's designated way to make a constraint between two items' attributes.
  ///
  /// - Parameters:
  ///   - view1: a view or layout guide.
  ///   - view2: a view or layout guide, or `nil` with `.notAnAttribute` for a size equal to a constant.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.firstItem = view1 as AnyObject
    self.secondItem = view2.map { $0 as AnyObject }
    self.firstAttribute = attr1
    self.secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.relation = relation
    self.multiplier = multiplier
    self.constant = c
    ConstraintSerials.next += 1
    self.serial = ConstraintSerials.next
    super.init()
  }

  /// An empty constraint (NSObject's `init()`): no items, `.notAnAttribute`; activating it does nothing
  /// but log, as UIKit refuses it.
  ///
  /// ```swift
  /// let placeholder = NSLayoutConstraint()
  /// ```
  public override init() {
    firstItem = nil; secondItem = nil
    firstAttribute = .notAnAttribute; secondAttribute = .notAnAttribute
    relation = .equal; multiplier = 1; constant = 0
    ConstraintSerials.next += 1
    serial = ConstraintSerials.next
    super.init()
  }

  /// Whether the constraint takes part in layout. Setting it to `true` adds it to the nearest common
  /// ancestor of its items (which must be in one view tree, as in UIKit).
  open var isActive: Bool {
    get { container != nil }
    set {
      if newValue { activate() } else { deactivate() }
    }
  }

  /// Activates every constraint (faster than setting `isActive` one by one in UIKit; the same here).
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The first item's anchor for `firstAttribute`.
  open var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor<AnyObject>(item: firstItem as? LayoutItem, attribute: firstAttribute)
  }
  /// The second item's anchor, `nil` for a constant.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    guard let secondItem = secondItem as? LayoutItem else { return nil }
    return NSLayoutAnchor<AnyObject>(item: secondItem, attribute: secondAttribute)
  }

  func activate() {
    guard container == nil else { return }
    guard let first = firstItem as? LayoutItem, let firstView = first.layoutOwner else {
      ConstraintLog.write("Unable to activate constraint \(self): its first item is not a view or a layout guide in a view")
      return
    }
    var holder = firstView
    if let second = secondItem {
      guard let secondItem = second as? LayoutItem, let secondView = secondItem.layoutOwner,
        let common = UIView.nearestCommonAncestor(firstView, secondView)
      else {
        ConstraintLog.write(
          "Unable to activate constraint with anchors \(firstAnchor) and \(secondAnchor.map { "\($0)" } ?? "nil") "
            + "because they have no common ancestor.  Does the constraint or its anchors reference items in "
            + "different view hierarchies?  That's illegal.")
        return
      }
      holder = common
    }
    ConstraintSerials.activations += 1
    activationSerial = ConstraintSerials.activations
    holder.storeConstraint(self)
  }

  func deactivate() {
    guard let holder = container else { return }
    holder.dropConstraint(self)
  }

  /// UIKit's format: `<NSLayoutConstraint:0x… 'id' UILabel:title.leading == UIView:root.leadingMargin + 8   (active)>`,
  /// with Plumb's view ids in place of addresses.
  nonisolated open override var description: String { MainActor.assumeIsolated { descriptionText } }
  var descriptionText: String {
    var text = "<\(generatedKind ?? "NSLayoutConstraint"):0x\(String(serial, radix: 16))"
    if let identifier { text += " '\(identifier)'" }
    text += " " + notation
    text += isActive ? "   (active)>" : ">"
    return text
  }

  /// `UILabel:title.leading == UIView:root.leadingMargin + 8`.
  var notation: String {
    func name(_ item: AnyObject?, _ attribute: Attribute) -> String {
      "\(ConstraintLog.describe(item)).\(attribute.name)"
    }
    let first = name(firstItem, firstAttribute)
    let second = secondItem == nil ? nil : name(secondItem, secondAttribute)
    return Layout.notation(
      first: first, relation: relation.plumb, second: second, multiplier: Double(multiplier),
      constant: Double(constant), priority: Double(priority.rawValue))
  }
}

/// Counters that give constraints stable serial numbers and activation order (main actor only).
@preconcurrency @MainActor
enum ConstraintSerials {
  static var next = 0
  static var activations = 0
}
