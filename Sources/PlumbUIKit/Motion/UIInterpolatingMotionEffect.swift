import Foundation

/// A motion effect that moves one key path between two values as the device tilts along one axis
/// (UIKit's `UIInterpolatingMotionEffect`): at a viewer offset of −1 the key path gets
/// `minimumRelativeValue` added, at +1 `maximumRelativeValue`, linearly between (numbers, `CGPoint`s,
/// `CGSize`s). Plumb draws at rest (offset 0), so a view shows no tilt.
///
/// ```swift
/// let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
/// horizontal.minimumRelativeValue = -10
/// horizontal.maximumRelativeValue = 10
/// backgroundView.addMotionEffect(horizontal)
/// ```
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// Which tilt drives the effect (UIKit's `UIInterpolatingMotionEffect.EffectType`).
  ///
  /// ```swift
  /// UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
  /// ```
  public enum EffectType: Int, Sendable {
    /// Tilting left and right (the offset's `horizontal`).
    case tiltAlongHorizontalAxis = 0
    /// Tilting towards and away (the offset's `vertical`).
    case tiltAlongVerticalAxis = 1
  }

  /// The key path moved (`"center.x"`, `"layer.shadowOffset"`).
  ///
  /// ```swift
  /// effect.keyPath   // "center.x"
  /// ```
  open private(set) var keyPath: String
  /// The axis that drives the effect.
  ///
  /// ```swift
  /// effect.type   // .tiltAlongHorizontalAxis
  /// ```
  open private(set) var type: EffectType
  /// The value added at a viewer offset of −1 along the axis.
  ///
  /// ```swift
  /// effect.minimumRelativeValue = -20
  /// ```
  open var minimumRelativeValue: Any?
  /// The value added at a viewer offset of +1 along the axis.
  ///
  /// ```swift
  /// effect.maximumRelativeValue = 20
  /// ```
  open var maximumRelativeValue: Any?

  /// An effect on `keyPath` along one axis, with no values yet.
  ///
  /// ```swift
  /// let effect = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
  /// ```
  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }

  public override init?(coder: NSCoder) {
    keyPath = ""
    type = .tiltAlongHorizontalAxis
    super.init(coder: coder)
  }

  /// The key path's value for the offset along the effect's axis (clamped to −1…1), interpolated from
  /// the minimum to the maximum; `nil` when either value is missing or they are not of one kind.
  ///
  /// ```swift
  /// effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0))   // ["center.x": 10.0]
  /// ```
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    let along = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
    let fraction = (min(1, max(-1, along)) + 1) / 2
    guard let minimum = minimumRelativeValue, let maximum = maximumRelativeValue,
          let value = Self.interpolate(minimum, maximum, fraction) else { return nil }
    return [keyPath: value]
  }

  /// `from` to `to` at `fraction`: numbers as `CGFloat`, points and sizes per component.
  static func interpolate(_ from: Any, _ to: Any, _ fraction: CGFloat) -> Any? {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
    if let a = number(from), let b = number(to) { return mix(a, b) }
    if let a = from as? CGPoint, let b = to as? CGPoint { return CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
    if let a = from as? CGSize, let b = to as? CGSize { return CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
    return nil
  }

  /// A number of any of Swift's and Foundation's kinds, as `CGFloat`.
  nonisolated static func number(_ value: Any) -> CGFloat? {
    switch value {
    case let value as CGFloat: return value
    case let value as Double: return CGFloat(value)
    case let value as Float: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as NSNumber: return CGFloat(value.doubleValue)
    default: return nil
    }
  }
}
