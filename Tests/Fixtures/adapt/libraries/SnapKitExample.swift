import SnapKit
import UIKit

// SnapKit's README: a 50-point box centred in its superview, and a view inset 20 from every edge.
let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let box = UIView(), inset = UIView()
root.addSubview(box)
root.addSubview(inset)
box.snp.makeConstraints { (make) -> Void in
  make.width.height.equalTo(50)
  make.center.equalTo(root)
}
inset.snp.makeConstraints { make in
  make.edges.equalTo(root).inset(UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
}
root.layoutIfNeeded()
print("box", box.frame.minX, box.frame.minY, box.frame.width, box.frame.height)
print("inset", inset.frame.minX, inset.frame.minY, inset.frame.width, inset.frame.height)
box.snp.updateConstraints { make in make.width.height.equalTo(80) }
root.layoutIfNeeded()
print("updated", box.frame.minX, box.frame.minY, box.frame.width, box.frame.height)
