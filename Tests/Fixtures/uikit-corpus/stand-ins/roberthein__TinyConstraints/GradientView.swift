// Stand-in written by Plumb's team, not TinyConstraints' code: the example app declares `GradientView` in a
// file this corpus does not hold. Declarations only, shaped by how the corpus files use it; it draws no
// gradient.
// Stand-in for: Example__TinyConstraints__Sources__ExampleViewController.swift
import UIKit

class GradientView: UIView {
  var locations: [CGFloat] = []
  var colors: [UIColor] = []
}
