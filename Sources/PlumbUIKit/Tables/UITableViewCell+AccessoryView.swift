import Foundation
import PlumbLayout

extension UITableViewCell {
  /// How much a standard accessory narrows the content view (0 for none; a custom view's leading edge
  /// places the content view's end instead).
  var accessoryWidth: CGFloat { CGFloat(accessory?.contentViewInset ?? 0) }

  /// Takes `old` out and puts the new accessory view in the cell.
  func replaceAccessoryView(_ old: UIView?) {
    if let old, old !== accessoryView, old.superview === self { old.removeFromSuperview() }
    settleAccessoryView()
  }

  /// Places the accessory view at the trailing `margin` (the table's side margin; the last one given when
  /// `nil`), centred vertically, as big as its frame or, when that is empty, its intrinsic size; the
  /// content view ends `Layout.CellAccessory.customViewSpacing` points before it. Without one, the
  /// content view ends where the standard accessory leaves room.
  func settleAccessoryView(margin: CGFloat? = nil) {
    if let margin { accessoryMargin = margin }
    NSLayoutConstraint.deactivate(accessoryViewConstraints)
    accessoryViewConstraints = []
    guard let view = accessoryView else {
      contentTrailing?.constant = -accessoryWidth
      contentTrailing?.isActive = true
      return
    }
    if view.superview !== self { addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    contentTrailing?.isActive = false
    let size = view.bounds.size
    // A set frame is the size; else the view's intrinsic size, or nothing where it has none.
    let sizing: UILayoutPriority = size.width > 0 && size.height > 0 ? .required : .fittingSizeLevel
    // UIKit places the accessory's frame; constraints act on its alignment rect (a switch's is 2 points
    // narrower on the trailing side).
    let outsets = frameOutsets(of: view)
    accessoryViewConstraints = [
      view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -(accessoryMargin + outsets.trailing)),
      view.centerYAnchor.constraint(equalTo: centerYAnchor, constant: (outsets.top - outsets.bottom) / 2),
      contentView.trailingAnchor.constraint(
        equalTo: view.leadingAnchor, constant: -(outsets.leading + CGFloat(Layout.CellAccessory.customViewSpacing))),
      view.widthAnchor.constraint(equalToConstant: max(0, size.width - outsets.leading - outsets.trailing)),
      view.heightAnchor.constraint(equalToConstant: max(0, size.height - outsets.top - outsets.bottom)),
    ]
    accessoryViewConstraints[3].priority = sizing
    accessoryViewConstraints[4].priority = sizing
    for constraint in accessoryViewConstraints { constraint.identifier = "UITableViewCell-accessoryView" }
    NSLayoutConstraint.activate(accessoryViewConstraints)
  }

  /// How far a control's frame reaches beyond its alignment rect, per side (zero for other views).
  private func frameOutsets(of view: UIView) -> (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    guard let control = view as? UIControl, let kind = control.controlKind(traits: control.traitCollection) else { return (0, 0, 0, 0) }
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let insets = Layout.ControlMetrics.alignmentRectInsets(of: kind, direction: rightToLeft ? .rightToLeft : .leftToRight)
    return (CGFloat(insets.top), CGFloat(rightToLeft ? insets.right : insets.left),
            CGFloat(insets.bottom), CGFloat(rightToLeft ? insets.left : insets.right))
  }
}
