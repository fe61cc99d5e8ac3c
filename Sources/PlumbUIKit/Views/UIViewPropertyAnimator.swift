import Foundation

/// Where an animator's animations end (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

/// What an animator is doing (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
  case inactive, active, stopped
}

/// An interruptible animation of view properties (UIKit's `UIViewPropertyAnimator`). Plumb draws still
/// pictures, as with `UIView.animate`: starting the animator runs its animations at once (the end state is
/// what is laid out and drawn), then its completions with `.end`.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.transform = .identity }
/// animator.addCompletion { _ in card.isUserInteractionEnabled = true }
/// animator.startAnimation()
/// ```
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
  public let duration: TimeInterval
  /// How far the animation is (0 until it runs, 1 after).
  open var fractionComplete: CGFloat = 0
  open var isInterruptible = true
  open var isUserInteractionEnabled = true
  open var isReversed = false
  open var pausesOnCompletion = false
  open private(set) var state = UIViewAnimatingState.inactive
  open var isRunning: Bool { false }

  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  /// An animator of `duration` on a standard curve.
  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator of `duration` on a spring of `ratio` (1 is critically damped).
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.duration = duration
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator of `duration` on a cubic Bézier curve through `point1` and `point2`.
  public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
    self.duration = duration
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// Makes an animator and starts it at once (Plumb: runs `animations`, then `completion` with `.end`).
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  /// Adds animations (run with the others when the animator starts; at once if it already ran).
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .inactive { animations.append(animation) } else { animation() }
  }

  /// Adds animations that start part-way through (run with the others).
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

  /// Adds a completion, called with where the animations ended.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

  /// Runs the animations at once, then the completions with `.end`.
  open func startAnimation() {
    guard state == .inactive else { return }
    state = .active
    for animation in animations { animation() }
    animations = []
    fractionComplete = 1
    state = .inactive
    let done = completions
    completions = []
    for completion in done { completion(.end) }
  }

  /// Starts after `delay` (at once in Plumb).
  open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

  /// Pauses (the animations have already run).
  open func pauseAnimation() {}

  /// Stops; without finishing, the completions are not called (as UIKit).
  open func stopAnimation(_ withoutFinishing: Bool) {
    state = withoutFinishing ? .inactive : .stopped
    if withoutFinishing { completions = [] }
  }

  /// Finishes a stopped animator at `finalPosition`, calling the completions with it.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    state = .inactive
    let done = completions
    completions = []
    for completion in done { completion(finalPosition) }
  }

  /// Continues a paused animator (the animations have already run).
  open func continueAnimation(withTimingParameters parameters: AnyObject?, durationFactor: CGFloat) {}
}
