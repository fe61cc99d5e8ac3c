// Stand-in written by Plumb's team, not WeScan's code: the library declares `CaptureSession` in a file this
// corpus does not hold. Declarations only, shaped by how the corpus files use it.
// Stand-in for: Sources__WeScan__Review__ReviewViewController.swift
import UIKit

final class CaptureSession {
  static let current = CaptureSession()
  var editImageOrientation = UIImage.Orientation.up
}
