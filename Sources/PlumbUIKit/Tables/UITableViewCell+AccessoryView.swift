import Foundation
import PlumbLayout

extension UITableViewCell {
  /// How much the accessory narrows the content view: a custom view's width, the side margin and
  /// `Layout.CellAccessory.customViewSpacing`, else the standard accessory's inset (0 for none).
  var accessoryWidth: CGFloat {
    if let accessoryView {
      return accessorySize(of: accessoryView).width + accessoryMargin + CGFloat(Layout.CellAccessory.customViewSpacing)
    }
    return CGFloat(accessory?.contentViewInset ?? 0)
  }

  /// A custom accessory view's size: its frame's, or its intrinsic size when the frame is empty.
  func accessorySize(of view: UIView) -> CGSize {
    let size = view.bounds.size
    guard size.width <= 0 || size.height <= 0 else { return size }
    let intrinsic = view.intrinsicContentSize
    return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? max(0, size.width) : intrinsic.width,
                  height: intrinsic.height == UIView.noIntrinsicMetric ? max(0, size.height) : intrinsic.height)
  }

  /// Takes `old` out and puts the new accessory view in the cell.
  func replaceAccessoryView(_ old: UIView?) {
    if let old, old !== accessoryView, old.superview === self { old.removeFromSuperview() }
    settleAccessoryView()
  }

  /// Places the accessory view at the trailing `margin` (the table's side margin; the last one given when
  /// `nil`), centred vertically, and ends the content view before it.
  func settleAccessoryView(margin: CGFloat? = nil) {
    if let margin { accessoryMargin = margin }
    NSLayoutConstraint.deactivate(accessoryViewConstraints)
    accessoryViewConstraints = []
    if let view = accessoryView {
      let size = accessorySize(of: view)
      if view.superview !== self { addSubview(view) }
      view.translatesAutoresizingMaskIntoConstraints = false
      accessoryViewConstraints = [
        view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -accessoryMargin),
        view.centerYAnchor.constraint(equalTo: centerYAnchor),
        view.widthAnchor.constraint(equalToConstant: size.width),
        view.heightAnchor.constraint(equalToConstant: size.height),
      ]
      for constraint in accessoryViewConstraints { constraint.identifier = "UITableViewCell-accessoryView" }
      NSLayoutConstraint.activate(accessoryViewConstraints)
    }
    contentTrailing?.constant = -accessoryWidth
  }
}
