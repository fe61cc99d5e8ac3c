import Foundation

extension UIView {
  /// Options of keyframe animations (UIKit's `UIView.KeyframeAnimationOptions`, with its raw values).
  ///
  /// ```swift
  /// UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic]) { … }
  /// ```
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// A keyframe animation: Plumb draws still pictures, so `animations` (and the keyframes it adds, in
  /// order) run at once — the last keyframe's values are what is laid out — then `completion` with
  /// `true`, before this returns.
  ///
  /// ```swift
  /// UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: []) {
  ///   UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { badge.transform = .init(scaleX: 1.3, y: 1.3) }
  ///   UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { badge.transform = .identity }
  /// }
  /// ```
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimationBlock(duration: duration) { animations() }
    completion?(true)
  }

  /// One keyframe of a keyframe animation: its changes apply at once, inside the animation's block (its
  /// share of the animation's duration is what `inheritedAnimationDuration` says inside it).
  ///
  /// ```swift
  /// UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { card.alpha = 0 }
  /// ```
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
  ) {
    runAnimationBlock(duration: inheritedAnimationDuration * frameDuration) { animations() }
  }
}
