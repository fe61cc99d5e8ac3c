// Stand-in written by Plumb's team, not Slide's code: the app declares `SlideInPresentationAnimator` in a
// file this corpus does not hold. Declarations only, shaped by how the corpus files use it; it animates
// nothing.
// Stand-in for: Slide for Reddit__SlideInPresentationController.swift
import UIKit

final class SlideInPresentationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let direction: PresentationDirection
  let isPresentation: Bool

  init(direction: PresentationDirection, isPresentation: Bool) {
    self.direction = direction
    self.isPresentation = isPresentation
    super.init()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
}
