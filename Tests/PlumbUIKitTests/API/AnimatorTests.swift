import Foundation
import Testing
@testable import PlumbUIKit

/// Property animators, keyframe animations and transform values: what the animations set is what is laid
/// out, and completions learn where the animation ended.
@MainActor
@Suite struct AnimatorTests {
  @Test func startingAnAnimatorAppliesItsAnimationsAndFinishesAtTheEnd() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    card.alpha = 0
    var ended: [UIViewAnimatingPosition] = []
    var duringDuration: TimeInterval = 0
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
      card.alpha = 1
      duringDuration = UIView.inheritedAnimationDuration
    }
    animator.addCompletion { ended.append($0) }
    #expect(card.alpha == 0 && animator.state == .inactive)
    animator.startAnimation()
    #expect(card.alpha == 1 && duringDuration == 0.3)
    #expect(ended == [.end] && animator.state == .inactive && animator.fractionComplete == 1)
    #expect(animator.timingParameters?.cubicTimingParameters?.controlPoint2 == CGPoint(x: 0.58, y: 1))
  }

  @Test func aPausedAnimatorIsActiveUntilStoppedOrFinished() {
    let view = UIView()
    var ended: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { view.alpha = 0.5 }
    animator.addCompletion { ended.append($0) }
    animator.fractionComplete = 0.4
    #expect(animator.state == .active && !animator.isRunning && view.alpha == 0.5 && animator.fractionComplete == 0.4)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped && ended.isEmpty)
    animator.finishAnimation(at: .current)
    #expect(animator.state == .inactive && ended == [.current])

    let cancelled = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, animations: { view.alpha = 1 })
    #expect(view.alpha == 1 && cancelled.state == .inactive)
    #expect(UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0)).dampingRatio == 0.5)
  }

  @Test func keyframesRunInOrderWithTheirShareOfTheDuration() {
    let badge = UIView()
    var shares: [TimeInterval] = []
    var finished = false
    UIView.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModeCubic], animations: {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
        badge.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
        shares.append(UIView.inheritedAnimationDuration)
      }
      UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {
        badge.transform = .identity
        shares.append(UIView.inheritedAnimationDuration)
      }
    }, completion: { finished = $0 })
    #expect(badge.transform == .identity && shares == [0.5, 1.5] && finished)
  }

  @Test func transformsRoundTripThroughValues() {
    let scale = CATransform3DMakeScale(1.2, 0.8, 1)
    #expect(NSValue(caTransform3D: scale).caTransform3DValue == scale)
    let turn = CGAffineTransform(rotationAngle: .pi / 4).translatedBy(x: 3, y: 4)
    #expect(NSValue(cgAffineTransform: turn).cgAffineTransformValue == turn)
    #expect(NSValue(cgPoint: .zero).caTransform3DValue == CATransform3DIdentity)
  }

  @Test func collectionViewUpdatesLayOutTheDataSourcesNewItems() {
    final class Photos: NSObject, UICollectionViewDataSource {
      var names = ["a", "b"]
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
      }
    }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    let source = Photos()
    collection.dataSource = source
    root.addSubview(collection)
    root.layoutIfNeeded()
    #expect(collection.visibleCells.count == 2)
    var completed = false
    collection.performBatchUpdates({
      source.names.append("c")
      collection.insertItems(at: [IndexPath(item: 2, section: 0)])
    }, completion: { completed = $0 })
    root.layoutIfNeeded()
    #expect(completed && collection.visibleCells.count == 3)
    source.names.removeFirst(2)
    collection.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    root.layoutIfNeeded()
    #expect(collection.visibleCells.count == 1)
  }

  @Test func aTabBarControllerKeepsItsDelegateAndCodeSelectionTellsItNothing() {
    final class Coordinator: UITabBarControllerDelegate {
      var selected = 0
      func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) { selected += 1 }
    }
    let coordinator = Coordinator()
    let tabs = UITabBarController()
    tabs.delegate = coordinator
    tabs.viewControllers = [UIViewController(), UIViewController()]
    tabs.selectedIndex = 1
    #expect(tabs.delegate === coordinator && coordinator.selected == 0)
    #expect(coordinator.tabBarController(tabs, shouldSelect: tabs.viewControllers![0]))
  }
}
