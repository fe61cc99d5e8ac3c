import UIKit

@objc final class A: UIView {
  @IBOutlet weak var l: UILabel!
  @objc dynamic var x = 0
  func f() { addTarget(self, action: #selector(t(_:)), for: .touchUpInside) }
  @objc func t(_ s: Any) {}
}
