import QuickLayout
import UIKit

// QuickLayout's README: fixed sizes, centring and edges to the superview.
let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let box = UIView(), inset = UIView()
root.addSubview(box)
root.addSubview(inset)
box.set(.width, of: 100)
box.set(.height, of: 50)
box.layoutToSuperview(.centerX, .centerY)
inset.layoutToSuperview(.top, offset: 20)
inset.layoutToSuperview(.bottom, offset: -20)
inset.layoutToSuperview(.left, offset: 20)
inset.layoutToSuperview(.right, offset: -20)
root.layoutIfNeeded()
print("box", box.frame.minX, box.frame.minY, box.frame.width, box.frame.height)
print("inset", inset.frame.minX, inset.frame.minY, inset.frame.width, inset.frame.height)
