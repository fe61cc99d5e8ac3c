// Stand-in written by Plumb's team, not the repository's code: PKHUD declares `PKHUDAnimating` in a file this corpus does not
// hold. Declaration only, shaped by how the corpus file uses it.
// Stand-in for: PKHUD__Window.swift
import UIKit

@objc public protocol PKHUDAnimating {
  func startAnimation()
  @objc optional func stopAnimation()
}
