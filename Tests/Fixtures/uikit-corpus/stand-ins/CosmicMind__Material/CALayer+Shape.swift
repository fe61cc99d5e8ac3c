// Stand-in written by Plumb's team, not Material's code: the library declares these shape helpers on
// `CALayer` in a file this corpus does not hold. Declarations only, shaped by how the corpus file uses them.
// Stand-in for: Sources__iOS__Layer__Layer.swift
import UIKit

public enum ShapePreset {
  case none
  case square
  case circle
}

extension CALayer {
  public var shapePreset: ShapePreset {
    get { .none }
    set {}
  }

  public func layoutShape() {}

  public func layoutShadowPath() {}
}
