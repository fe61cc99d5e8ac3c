// Stand-in written by Plumb's team, not Lightbox's code: the library declares `LoadingIndicator` in a file
// this corpus does not hold. Declaration only.
// Stand-in for: Source__Views__FooterView.swift
import UIKit

class LoadingIndicator: UIView {}
