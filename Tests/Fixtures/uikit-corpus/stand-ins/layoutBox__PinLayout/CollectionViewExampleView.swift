// Stand-in written by Plumb's team, not PinLayout's code: the sample app declares
// `CollectionViewExampleView` and `PageType` in files this corpus does not hold. Declarations only, shaped
// by how the corpus files use them.
// Stand-in for: Example__PinLayoutSample__UI__Examples__Animations__AnimationsView.swift
import UIKit

enum PageType {
  case collectionViewExample
  var title: String { "" }
}

class CollectionViewExampleView: UIView {
  func configure(houses: [House]) {}

  func viewOrientationDidChange() {}
}
