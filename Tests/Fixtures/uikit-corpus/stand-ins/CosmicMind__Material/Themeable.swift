// Stand-in written by Plumb's team, not Material's code: the library declares `Theme` and `Themeable` in
// Theme.swift, which this corpus holds but which imports Motion (not in the corpus). Declarations only,
// shaped by how the corpus file uses them.
// Stand-in for: Sources__iOS__View__ViewController.swift
import UIKit

public struct Theme {
  public var background = UIColor.white
}

public protocol Themeable: AnyObject {
  func apply(theme: Theme)
}

extension Themeable {
  public func applyCurrentTheme() { apply(theme: Theme()) }
}
