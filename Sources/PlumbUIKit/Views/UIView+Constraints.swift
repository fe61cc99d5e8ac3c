import Foundation
import PlumbLayout

extension UIView: LayoutItem {
  var layoutOwner: UIView? { self }
}


extension NSLayoutConstraint {
  /// Whether one item is in `view`'s subtree and the other outside it.
  func involves(subtreeOf view: UIView) -> Bool {
    func inside(_ item: AnyObject?) -> Bool? {
      guard let owner = (item as? LayoutItem)?.layoutOwner else { return nil }
      return owner.isDescendant(of: view)
    }
    let first = inside(firstItem), second = inside(secondItem)
    if let first, let second { return first != second }
    return false
  }
}
