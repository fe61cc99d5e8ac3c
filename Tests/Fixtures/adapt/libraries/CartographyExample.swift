import Cartography
import UIKit

// Cartography's README: two views related by expressions in a `constrain` block.
let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let view1 = UIView(), view2 = UIView()
root.addSubview(view1)
root.addSubview(view2)
constrain(view1, view2) { view1, view2 in
  view1.width == (view1.superview!.width - 50) * 0.5
  view2.width == view1.width - 50
  view1.height == 40
  view2.height == view1.height
  view1.centerX == view1.superview!.centerX
  view2.centerX == view1.centerX
  view1.top == view1.superview!.top + 20
  view2.top == view1.bottom + 20
}
root.layoutIfNeeded()
print("box", view1.frame.minX, view1.frame.minY, view1.frame.width, view1.frame.height)
print("inset", view2.frame.minX, view2.frame.minY, view2.frame.width, view2.frame.height)
