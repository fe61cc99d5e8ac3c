import Foundation

/// The kind of timing curve a provider gives (UIKit's `UITimingCurveType`).
///
/// ```swift
/// UISpringTimingParameters(dampingRatio: 0.8).timingCurveType   // .spring
/// ```
public enum UITimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

/// What gives an animator its timing (UIKit's `UITimingCurveProvider`).
///
/// ```swift
/// let timing: UITimingCurveProvider = UICubicTimingParameters(animationCurve: .easeOut)
/// ```
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
  /// The kind of curve.
  ///
  /// ```swift
  /// timing.timingCurveType
  /// ```
  var timingCurveType: UITimingCurveType { get }
  /// The cubic curve, for cubic and built-in curves.
  ///
  /// ```swift
  /// timing.cubicTimingParameters?.controlPoint1
  /// ```
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring, for spring curves.
  ///
  /// ```swift
  /// timing.springTimingParameters?.initialVelocity
  /// ```
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (UIKit's `UICubicTimingParameters`): one of the built-in curves or two
/// control points.
///
/// ```swift
/// UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
/// ```
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The built-in curve (`easeInOut` for custom control points).
  ///
  /// ```swift
  /// UICubicTimingParameters(animationCurve: .linear).animationCurve   // .linear
  /// ```
  public let animationCurve: UIView.AnimationCurve
  /// The first control point.
  ///
  /// ```swift
  /// UICubicTimingParameters(animationCurve: .easeIn).controlPoint1   // (0.42, 0)
  /// ```
  public let controlPoint1: CGPoint
  /// The second control point.
  ///
  /// ```swift
  /// UICubicTimingParameters(animationCurve: .easeIn).controlPoint2   // (1, 1)
  /// ```
  public let controlPoint2: CGPoint
  private let builtin: Bool

  /// The default curve, ease-in-out.
  ///
  /// ```swift
  /// UICubicTimingParameters()
  /// ```
  public override convenience init() { self.init(animationCurve: .easeInOut) }

  /// A built-in curve, with Core Animation's control points for it.
  ///
  /// ```swift
  /// UICubicTimingParameters(animationCurve: .easeOut)
  /// ```
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    builtin = true
    switch curve {
    case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    }
    super.init()
  }

  /// A curve through two control points.
  ///
  /// ```swift
  /// UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
  /// ```
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    builtin = false
    super.init()
  }

  open var timingCurveType: UITimingCurveType { builtin ? .builtin : .cubic }
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  open var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve (UIKit's `UISpringTimingParameters`): a damping ratio, or a mass, stiffness and
/// damping, and an initial velocity.
///
/// ```swift
/// UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 2))
/// ```
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// The spring's starting velocity, as a fraction of the distance per second on each axis.
  ///
  /// ```swift
  /// spring.initialVelocity.dy
  /// ```
  public let initialVelocity: CGVector
  /// The damping ratio (1: no oscillation), when the spring was made from one.
  let dampingRatio: CGFloat?

  /// The system's default spring (critically damped).
  ///
  /// ```swift
  /// UISpringTimingParameters()
  /// ```
  public override convenience init() { self.init(dampingRatio: 1) }

  /// A spring of a damping ratio, starting at rest.
  ///
  /// ```swift
  /// UISpringTimingParameters(dampingRatio: 0.6)
  /// ```
  public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }

  /// A spring of a damping ratio and a starting velocity.
  ///
  /// ```swift
  /// UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 1, dy: 0))
  /// ```
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    initialVelocity = velocity
    super.init()
  }

  /// A spring of a mass, stiffness and damping.
  ///
  /// ```swift
  /// UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
  /// ```
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = mass > 0 && stiffness > 0 ? damping / (2 * (mass * stiffness).squareRoot()) : nil
    initialVelocity = velocity
    super.init()
  }

  /// A spring that settles in `duration` seconds with a bounce (iOS 17; 0 is no bounce).
  ///
  /// ```swift
  /// UISpringTimingParameters(duration: 0.5, bounce: 0.2)
  /// ```
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
    dampingRatio = 1 - bounce
    initialVelocity = velocity
    super.init()
  }

  open var timingCurveType: UITimingCurveType { .spring }
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  open var springTimingParameters: UISpringTimingParameters? { self }
}
