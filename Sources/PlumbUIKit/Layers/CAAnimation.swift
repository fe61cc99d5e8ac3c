import Foundation

/// An animation a layer keeps (Core Animation's `CAAnimation`). Plumb runs no animations: `CALayer.add(_:forKey:)`
/// keeps it and a snapshot shows the model layer, so code that also sets the final value (as it must on iOS
/// for the value to stay) snapshots at that value.
///
/// ```swift
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = 0
/// fade.toValue = 1
/// fade.duration = 0.3
/// view.layer.add(fade, forKey: "fade")
/// view.layer.opacity = 1
/// ```
open class CAAnimation: NSObject {
  /// An animation with Core Animation's defaults.
  ///
  /// ```swift
  /// let animation = CAAnimation()
  /// ```
  public override init() { super.init() }
  /// Plumb reads no archives; this exists so subclasses can declare it.
  ///
  /// ```swift
  /// required init?(coder: NSCoder) { fatalError() }
  /// ```
  public required init?(coder: NSCoder) { super.init() }
  /// The duration in seconds (0: the transaction's, 0.25).
  ///
  /// ```swift
  /// animation.duration = 0.3
  /// ```
  open var duration: CFTimeInterval = 0
  /// When the animation starts, in the layer's time.
  ///
  /// ```swift
  /// animation.beginTime = CACurrentMediaTime() + 0.1
  /// ```
  open var beginTime: CFTimeInterval = 0
  /// The rate of the animation's time.
  ///
  /// ```swift
  /// animation.speed = 2
  /// ```
  open var speed: Float = 1
  /// The time offset.
  ///
  /// ```swift
  /// animation.timeOffset = 0.5
  /// ```
  open var timeOffset: CFTimeInterval = 0
  /// How many times it repeats (`.infinity`: forever).
  ///
  /// ```swift
  /// spin.repeatCount = .infinity
  /// ```
  open var repeatCount: Float = 0
  /// How long it repeats.
  ///
  /// ```swift
  /// animation.repeatDuration = 2
  /// ```
  open var repeatDuration: CFTimeInterval = 0
  /// Whether it plays backwards after forwards.
  ///
  /// ```swift
  /// pulse.autoreverses = true
  /// ```
  open var autoreverses = false
  /// What shows outside the active time.
  ///
  /// ```swift
  /// animation.fillMode = .forwards
  /// ```
  open var fillMode: CAMediaTimingFillMode = .removed
  /// The pacing.
  ///
  /// ```swift
  /// animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
  /// ```
  open var timingFunction: CAMediaTimingFunction?
  /// Whether the layer drops the animation when it ends (default true).
  ///
  /// ```swift
  /// animation.isRemovedOnCompletion = false
  /// ```
  open var isRemovedOnCompletion = true
  /// Told when the animation starts and stops (held strongly, as Core Animation does; Plumb never calls it).
  ///
  /// ```swift
  /// animation.delegate = self
  /// ```
  open var delegate: CAAnimationDelegate?
  /// Values set by key (Core Animation animations are key-value coding containers).
  private var values: [String: Any] = [:]
  /// Stores `value` under `key`.
  ///
  /// ```swift
  /// animation.setValue("spin", forKey: "name")
  /// ```
  open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
  /// The value stored under `key`.
  ///
  /// ```swift
  /// animation.value(forKey: "name") as? String
  /// ```
  open func value(forKey key: String) -> Any? { values[key] }
  /// The default value of `key` (nil).
  ///
  /// ```swift
  /// CAAnimation.defaultValue(forKey: "duration")
  /// ```
  open class func defaultValue(forKey key: String) -> Any? { nil }
}

/// Told when an animation starts and stops (Core Animation's `CAAnimationDelegate`); both methods optional.
///
/// ```swift
/// extension LoaderView: CAAnimationDelegate {
///   func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { isHidden = true }
/// }
/// ```
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
  /// The animation started.
  ///
  /// ```swift
  /// func animationDidStart(_ anim: CAAnimation) {}
  /// ```
  func animationDidStart(_ anim: CAAnimation)
  /// The animation stopped (`flag`: it ran to its end).
  ///
  /// ```swift
  /// func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
  /// ```
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing (optional).
  ///
  /// ```swift
  /// delegate.animationDidStart(animation)
  /// ```
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing (optional).
  ///
  /// ```swift
  /// delegate.animationDidStop(animation, finished: true)
  /// ```
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of one layer property named by a key path (Core Animation's `CAPropertyAnimation`).
///
/// ```swift
/// let move = CAPropertyAnimation(keyPath: "position")
/// ```
open class CAPropertyAnimation: CAAnimation {
  /// An animation of `path`.
  ///
  /// ```swift
  /// CABasicAnimation(keyPath: "transform.scale")
  /// ```
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
  /// The animated property.
  ///
  /// ```swift
  /// animation.keyPath   // "opacity"
  /// ```
  open var keyPath: String?
  /// Whether values add to the model value.
  ///
  /// ```swift
  /// animation.isAdditive = true
  /// ```
  open var isAdditive = false
  /// Whether repeats build on each other.
  ///
  /// ```swift
  /// animation.isCumulative = true
  /// ```
  open var isCumulative = false
}

/// An animation from one value to another (Core Animation's `CABasicAnimation`).
///
/// ```swift
/// let spin = CABasicAnimation(keyPath: "transform.rotation.z")
/// spin.fromValue = 0
/// spin.toValue = CGFloat.pi * 2
/// spin.repeatCount = .infinity
/// ```
open class CABasicAnimation: CAPropertyAnimation {
  /// The start value.
  ///
  /// ```swift
  /// fade.fromValue = 0
  /// ```
  open var fromValue: Any?
  /// The end value.
  ///
  /// ```swift
  /// fade.toValue = 1
  /// ```
  open var toValue: Any?
  /// The change.
  ///
  /// ```swift
  /// nudge.byValue = 10
  /// ```
  open var byValue: Any?
}

/// A spring animation (Core Animation's `CASpringAnimation`).
///
/// ```swift
/// let bounce = CASpringAnimation(keyPath: "transform.scale")
/// bounce.damping = 10
/// bounce.duration = bounce.settlingDuration
/// ```
open class CASpringAnimation: CABasicAnimation {
  /// The mass (default 1).
  ///
  /// ```swift
  /// bounce.mass = 1
  /// ```
  open var mass: CGFloat = 1
  /// The stiffness (default 100).
  ///
  /// ```swift
  /// bounce.stiffness = 200
  /// ```
  open var stiffness: CGFloat = 100
  /// The damping (default 10).
  ///
  /// ```swift
  /// bounce.damping = 12
  /// ```
  open var damping: CGFloat = 10
  /// The starting velocity.
  ///
  /// ```swift
  /// bounce.initialVelocity = 0.5
  /// ```
  open var initialVelocity: CGFloat = 0
  /// How long the spring takes to settle, from its parameters (to within 0.1 % of rest).
  ///
  /// ```swift
  /// bounce.duration = bounce.settlingDuration
  /// ```
  open var settlingDuration: CFTimeInterval {
    let omega = (stiffness / max(mass, 1e-9)).squareRoot(), zeta = damping / (2 * (stiffness * mass).squareRoot())
    let decay = zeta < 1 ? zeta * omega : omega
    return decay > 0 ? CFTimeInterval(Foundation.log(1000) / Double(decay)) : 0
  }
}

/// An animation through a list of values or along a path (Core Animation's `CAKeyframeAnimation`).
///
/// ```swift
/// let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
/// shake.values = [-10, 10, -6, 6, 0]
/// shake.duration = 0.4
/// ```
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values.
  ///
  /// ```swift
  /// shake.values = [-10, 10, 0]
  /// ```
  open var values: [Any]?
  /// A path a point property follows.
  ///
  /// ```swift
  /// orbit.path = UIBezierPath(ovalIn: rect).cgPath
  /// ```
  open var path: CGPath?
  /// When each keyframe is reached, 0 to 1.
  ///
  /// ```swift
  /// shake.keyTimes = [0, 0.25, 1]
  /// ```
  open var keyTimes: [NSNumber]?
  /// The pacing between keyframes.
  ///
  /// ```swift
  /// shake.timingFunctions = [CAMediaTimingFunction(name: .easeOut)]
  /// ```
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values between keyframes are found.
  ///
  /// ```swift
  /// shake.calculationMode = .cubic
  /// ```
  open var calculationMode: CAAnimationCalculationMode = .linear
  /// Whether a layer along a path turns with it.
  ///
  /// ```swift
  /// orbit.rotationMode = .rotateAuto
  /// ```
  open var rotationMode: CAAnimationRotationMode?
}

/// Animations run together (Core Animation's `CAAnimationGroup`).
///
/// ```swift
/// let group = CAAnimationGroup()
/// group.animations = [fade, grow]
/// group.duration = 0.3
/// ```
open class CAAnimationGroup: CAAnimation {
  /// The animations of the group.
  ///
  /// ```swift
  /// group.animations = [fade, grow]
  /// ```
  open var animations: [CAAnimation]?
}

/// A transition between layer states (Core Animation's `CATransition`).
///
/// ```swift
/// let push = CATransition()
/// push.type = .push
/// push.subtype = .fromRight
/// label.layer.add(push, forKey: nil)
/// ```
open class CATransition: CAAnimation {
  /// The kind of transition (default `.fade`).
  ///
  /// ```swift
  /// push.type = .moveIn
  /// ```
  open var type: CATransitionType = .fade
  /// The direction.
  ///
  /// ```swift
  /// push.subtype = .fromLeft
  /// ```
  open var subtype: CATransitionSubtype?
  /// Where it starts, 0 to 1.
  ///
  /// ```swift
  /// push.startProgress = 0
  /// ```
  open var startProgress: Float = 0
  /// Where it ends, 0 to 1.
  ///
  /// ```swift
  /// push.endProgress = 1
  /// ```
  open var endProgress: Float = 1
}
