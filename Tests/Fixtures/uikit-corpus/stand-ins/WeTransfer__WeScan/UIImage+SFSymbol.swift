// Stand-in written by Plumb's team, not WeScan's code: the library declares this `UIImage` initializer (an
// SF Symbol with a bundled image as fallback) in a file this corpus does not hold. Shaped by how the corpus
// file uses it.
// Stand-in for: Sources__WeScan__Review__ReviewViewController.swift
import UIKit

extension UIImage {
  convenience init?(systemName: String, named: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(systemName: systemName)
  }
}
