import TinyConstraints
import UIKit

// TinyConstraints' README: size and centre in the superview; edges to the superview with insets.
let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let box = UIView(), inset = UIView()
root.addSubview(box)
root.addSubview(inset)
box.size(CGSize(width: 100, height: 50))
box.centerInSuperview()
inset.edgesToSuperview(insets: .uniform(20))
root.layoutIfNeeded()
print("box", box.frame.minX, box.frame.minY, box.frame.width, box.frame.height)
print("inset", inset.frame.minX, inset.frame.minY, inset.frame.width, inset.frame.height)
