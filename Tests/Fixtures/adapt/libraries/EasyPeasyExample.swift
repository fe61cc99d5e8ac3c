import EasyPeasy
import UIKit

// EasyPeasy's README: attributes applied with `easy.layout`.
let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let box = UIView(), inset = UIView()
root.addSubview(box)
root.addSubview(inset)
box.easy.layout(Width(100), Height(50), Center())
inset.easy.layout(Edges(20))
root.layoutIfNeeded()
print("box", box.frame.minX, box.frame.minY, box.frame.width, box.frame.height)
print("inset", inset.frame.minX, inset.frame.minY, inset.frame.width, inset.frame.height)
