import Foundation

/// The pacing of an animation, a cubic Bézier from (0, 0) to (1, 1) (Core Animation's `CAMediaTimingFunction`).
///
/// ```swift
/// animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
/// CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1)
/// ```
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  let points: (Float, Float, Float, Float)

  /// A named function (Core Animation's control points).
  ///
  /// ```swift
  /// CAMediaTimingFunction(name: .easeOut)
  /// ```
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default: self.init(controlPoints: 0, 0, 1, 1)
    }
  }

  /// A function with the control points (`c1x`, `c1y`) and (`c2x`, `c2y`).
  ///
  /// ```swift
  /// CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1)
  /// ```
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    points = (c1x, c1y, c2x, c2y)
    super.init()
  }

  /// Writes control point `idx` (0: (0, 0), 1 and 2: the control points, 3: (1, 1)) to `ptr`.
  ///
  /// ```swift
  /// var point: [Float] = [0, 0]
  /// function.getControlPoint(at: 1, values: &point)
  /// ```
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let pair: (Float, Float)
    switch idx {
    case 1: pair = (points.0, points.1)
    case 2: pair = (points.2, points.3)
    case 3: pair = (1, 1)
    default: pair = (0, 0)
    }
    ptr[0] = pair.0
    ptr[1] = pair.1
  }
}

/// The names of Core Animation's timing functions (`CAMediaTimingFunctionName`).
///
/// ```swift
/// CAMediaTimingFunction(name: .linear)
/// ```
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation shows outside its active time (`CAMediaTimingFillMode`).
///
/// ```swift
/// animation.fillMode = .forwards
/// ```
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// How a keyframe animation finds values between keyframes (`CAAnimationCalculationMode`).
///
/// ```swift
/// keyframes.calculationMode = .discrete
/// ```
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a path turns with it (`CAAnimationRotationMode`).
///
/// ```swift
/// orbit.rotationMode = .rotateAuto
/// ```
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// The kind of a layer transition (`CATransitionType`).
///
/// ```swift
/// transition.type = .push
/// ```
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = CATransitionType(rawValue: "fade")
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  public static let push = CATransitionType(rawValue: "push")
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a layer transition (`CATransitionSubtype`).
///
/// ```swift
/// transition.subtype = .fromRight
/// ```
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
