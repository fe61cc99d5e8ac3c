// Stand-in written by Plumb's team, not the quickstart's code: the example declares these helpers in
// Utility/Extensions.swift, which this corpus holds but which imports FirebaseAuth (not in the corpus).
// Declarations only, shaped by how the corpus file uses them.
// Stand-in for: authentication__AuthenticationExample__CustomViews__LoginView.swift
import UIKit

extension UIColor {
  static var highlightedLabel: UIColor { .label.withAlphaComponent(0.8) }
}

extension UITextField {
  func setImage(_ image: UIImage?) {
    leftView = UIImageView(image: image)
    leftViewMode = .always
  }
}
