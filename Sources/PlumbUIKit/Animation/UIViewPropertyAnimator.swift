import Foundation

/// Where an animation ends (UIKit's `UIViewAnimatingPosition`).
///
/// ```swift
/// animator.addCompletion { position in if position == .end { badge.isHidden = true } }
/// ```
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// The state of an animator (UIKit's `UIViewAnimatingState`).
///
/// ```swift
/// animator.state == .inactive
/// ```
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// An animation of view properties that can be started, paused, scrubbed and finished (UIKit's
/// `UIViewPropertyAnimator`). Plumb draws still pictures: starting the animator runs its animations at
/// once (what they set is what is laid out and drawn) and then its completions with `.end`; pausing it
/// runs the animations and leaves it active until it is finished or stopped. Values are not reverted
/// when it finishes at `.start`.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 1 }
/// animator.addCompletion { _ in card.isUserInteractionEnabled = true }
/// animator.startAnimation()
/// ```
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
  /// The timing curve.
  ///
  /// ```swift
  /// animator.timingParameters?.timingCurveType
  /// ```
  open private(set) var timingParameters: UITimingCurveProvider?
  /// How long the animation takes.
  ///
  /// ```swift
  /// animator.duration   // 0.3
  /// ```
  open private(set) var duration: TimeInterval
  /// The delay before it starts.
  ///
  /// ```swift
  /// animator.delay
  /// ```
  open private(set) var delay: TimeInterval = 0
  /// Whether the views take touches while it runs (kept).
  ///
  /// ```swift
  /// animator.isUserInteractionEnabled = false
  /// ```
  open var isUserInteractionEnabled = true
  /// Whether hit testing is left to the app (kept).
  ///
  /// ```swift
  /// animator.isManualHitTestingEnabled = true
  /// ```
  open var isManualHitTestingEnabled = false
  /// Whether it can be paused and reversed (kept).
  ///
  /// ```swift
  /// animator.isInterruptible = false
  /// ```
  open var isInterruptible = true
  /// Whether scrubbing is linear (kept).
  ///
  /// ```swift
  /// animator.scrubsLinearly = false
  /// ```
  open var scrubsLinearly = true
  /// Whether it stays active when done (kept).
  ///
  /// ```swift
  /// animator.pausesOnCompletion = true
  /// ```
  open var pausesOnCompletion = false
  /// Inactive, active (started or paused) or stopped.
  ///
  /// ```swift
  /// animator.state   // .inactive before it starts
  /// ```
  open private(set) var state = UIViewAnimatingState.inactive
  /// Whether it is running (never after `startAnimation()` returns: it finishes at once).
  ///
  /// ```swift
  /// animator.isRunning
  /// ```
  open private(set) var isRunning = false
  /// Whether it runs backwards (kept).
  ///
  /// ```swift
  /// animator.isReversed = true
  /// ```
  open var isReversed = false
  /// How far it has gone, 0…1 (kept while paused; 1 once finished at the end).
  ///
  /// ```swift
  /// animator.fractionComplete = gesture.translation(in: view).x / 200
  /// ```
  open var fractionComplete: CGFloat = 0 { didSet { if state == .inactive { pauseAnimation() } } }

  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  /// An animator with a timing curve, without animations yet.
  ///
  /// ```swift
  /// UIViewPropertyAnimator(duration: 0.5, timingParameters: UISpringTimingParameters(dampingRatio: 0.7))
  /// ```
  public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
    self.duration = duration
    timingParameters = parameters
    super.init()
  }

  /// An animator with a built-in curve.
  ///
  /// ```swift
  /// UIViewPropertyAnimator(duration: 0.25, curve: .easeInOut) { menu.alpha = 0 }
  /// ```
  public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a cubic curve through two control points.
  ///
  /// ```swift
  /// UIViewPropertyAnimator(duration: 0.4, controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
  /// ```
  public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                          animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a spring of a damping ratio.
  ///
  /// ```swift
  /// UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8) { sheet.transform = .identity }
  /// ```
  public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// An animator made and started at once (with its delay).
  ///
  /// ```swift
  /// UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [], animations: { hud.alpha = 0 })
  /// ```
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
    animator.delay = delay
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  /// Adds animations (run at once when the animator is already active).
  ///
  /// ```swift
  /// animator.addAnimations { label.alpha = 1 }
  /// ```
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active { UIView.runAnimationBlock(duration: duration) { animation() } } else { animations.append(animation) }
  }

  /// Adds animations that start after a share of the duration (they run with the others).
  ///
  /// ```swift
  /// animator.addAnimations({ subtitle.alpha = 1 }, delayFactor: 0.5)
  /// ```
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

  /// Adds a completion, called with where the animation ended.
  ///
  /// ```swift
  /// animator.addCompletion { position in print(position == .end) }
  /// ```
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

  /// Runs the animations and then the completions with `.end`; the animator is inactive again after.
  ///
  /// ```swift
  /// animator.startAnimation()
  /// ```
  open func startAnimation() {
    activate()
    finishAnimation(at: .end)
  }

  /// Starts after a delay (at once in Plumb).
  ///
  /// ```swift
  /// animator.startAnimation(afterDelay: 0.1)
  /// ```
  open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

  /// Runs the animations and leaves the animator active and paused.
  ///
  /// ```swift
  /// animator.pauseAnimation()
  /// animator.fractionComplete = 0.5
  /// ```
  open func pauseAnimation() {
    activate()
    isRunning = false
  }

  /// Ends the animator where it is: without finishing, it becomes inactive and calls no completion;
  /// otherwise it is stopped until `finishAnimation(at:)`.
  ///
  /// ```swift
  /// animator.stopAnimation(true)
  /// ```
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
    if withoutFinishing { completions = [] }
  }

  /// Finishes a stopped or active animator: calls the completions with `finalPosition`.
  ///
  /// ```swift
  /// animator.finishAnimation(at: .current)
  /// ```
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state != .inactive else { return }
    isRunning = false
    if finalPosition == .end { fractionComplete = 1 }
    state = .inactive
    let done = completions
    completions = []
    for completion in done { completion(finalPosition) }
  }

  /// Goes on from a pause with other timing (at once in Plumb: the animator finishes at the end).
  ///
  /// ```swift
  /// animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
  /// ```
  open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
    if let parameters { timingParameters = parameters }
    guard state == .active else { return }
    finishAnimation(at: isReversed ? .start : .end)
  }

  /// Makes the animator active, running its animations.
  private func activate() {
    guard state == .inactive else { return }
    state = .active
    isRunning = true
    let pending = animations
    animations = []
    UIView.runAnimationBlock(duration: duration) { for animation in pending { animation() } }
  }
}
