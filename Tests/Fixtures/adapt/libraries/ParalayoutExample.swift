import Paralayout
import UIKit

// Paralayout's README: views aligned to positions of their superview, with offsets.
let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
let inset = UIView(frame: CGRect(x: 0, y: 0, width: 280, height: 440))
root.addSubview(box)
root.addSubview(inset)
// Paralayout's API is main-actor isolated, as UIKit code runs (in layoutSubviews, here on the main thread).
MainActor.assumeIsolated {
  box.align(.center, withSuperviewPosition: .center)
  inset.align(.topLeft, withSuperviewPosition: .topLeft, horizontalOffset: 20, verticalOffset: 20)
}
print("box", box.frame.minX, box.frame.minY, box.frame.width, box.frame.height)
print("inset", inset.frame.minX, inset.frame.minY, inset.frame.width, inset.frame.height)
