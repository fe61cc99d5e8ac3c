import PinLayout
import UIKit

// PinLayout's README: frames set by chained edges, sizes and centres, as in layoutSubviews.
let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let box = UIView(), inset = UIView()
root.addSubview(box)
root.addSubview(inset)
box.pin.width(100).height(50).hCenter().vCenter()
inset.pin.all(20)
print("box", box.frame.minX, box.frame.minY, box.frame.width, box.frame.height)
print("inset", inset.frame.minX, inset.frame.minY, inset.frame.width, inset.frame.height)
