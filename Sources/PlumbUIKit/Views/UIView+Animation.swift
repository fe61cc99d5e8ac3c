import Foundation

extension UIView {
  /// Options of the `animate` methods (UIKit's `UIView.AnimationOptions`, with its raw values).
  ///
  /// ```swift
  /// UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) { badge.alpha = 0 }
  /// ```
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
  }

  /// The timing curve of an animation (UIKit's `UIView.AnimationCurve`).
  public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }

  /// Plumb draws still pictures: `animations` runs at once (the end state is what is laid out and
  /// drawn), then `completion` with `true`, before this returns.
  ///
  /// ```swift
  /// UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: {
  ///   banner.isHidden = false
  ///   root.layoutIfNeeded()
  /// }, completion: { _ in banner.accessibilityLabel = "Shown" })
  /// ```
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimationBlock(duration: duration) { animations() }
    completion?(true)
  }

  /// Runs `animations` at once, then `completion` with `true` (see `animate(withDuration:delay:options:…)`).
  ///
  /// ```swift
  /// UIView.animate(withDuration: 0.3, animations: { card.alpha = 1 }, completion: { _ in })
  /// ```
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimationBlock(duration: duration) { animations() }
    completion?(true)
  }

  /// Runs `animations` at once.
  ///
  /// ```swift
  /// UIView.animate(withDuration: 0.3) { card.alpha = 1 }
  /// ```
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    runAnimationBlock(duration: duration) { animations() }
  }

  /// The spring form: runs `animations` at once, then `completion` with `true`.
  ///
  /// ```swift
  /// UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
  ///                options: [], animations: { sheet.transform = .identity })
  /// ```
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    runAnimationBlock(duration: duration) { animations() }
    completion?(true)
  }

  /// Runs `animations` at once, then `completion` with `true` (a transition has no frames in a picture).
  ///
  /// ```swift
  /// UIView.transition(with: label, duration: 0.2, options: .transitionCrossDissolve, animations: { label.text = "Done" })
  /// ```
  public class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    runAnimationBlock(duration: duration) { animations?() }
    completion?(true)
  }

  /// Runs `actionsWithoutAnimation` (everything is without animation in Plumb).
  ///
  /// ```swift
  /// UIView.performWithoutAnimation { button.setTitle("Saved", for: .normal) }
  /// ```
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    runAnimationBlock(duration: 0) { actionsWithoutAnimation() }
  }

  /// Whether animations are enabled (kept; nothing animates in Plumb).
  public class var areAnimationsEnabled: Bool { true }
  public class func setAnimationsEnabled(_ enabled: Bool) {}
}

/// What assistive technologies are told a view is (UIKit's `UIAccessibilityTraits`); kept for
/// source compatibility: Plumb draws pictures and reads no traits.
///
/// ```swift
/// titleLabel.accessibilityTraits = .header
/// toggle.accessibilityTraits.insert(.button)
/// ```
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
