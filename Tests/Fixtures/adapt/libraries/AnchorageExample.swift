import Anchorage
import UIKit

// Anchorage's README: operators between anchors; edges inset by a constant.
let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let box = UIView(), inset = UIView()
root.addSubview(box)
root.addSubview(inset)
box.widthAnchor == 100
box.heightAnchor == box.widthAnchor / 2
box.centerAnchors == root.centerAnchors
inset.edgeAnchors == root.edgeAnchors + 20
root.layoutIfNeeded()
print("box", box.frame.minX, box.frame.minY, box.frame.width, box.frame.height)
print("inset", inset.frame.minX, inset.frame.minY, inset.frame.width, inset.frame.height)
