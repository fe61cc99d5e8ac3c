import UIKit

@objc final class BrokenView: UIView {
  @IBOutlet weak var title: UILabel!
  func configure() {
    title.text = 42
  }
}
