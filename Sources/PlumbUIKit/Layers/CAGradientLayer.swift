import Foundation

/// A layer that fills its bounds with a colour gradient (Core Animation's `CAGradientLayer`); kept with
/// Core Animation's defaults (top to bottom, evenly spaced stops).
///
/// ```swift
/// let fade = CAGradientLayer()
/// fade.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
/// fade.startPoint = CGPoint(x: 0.5, y: 0)
/// fade.endPoint = CGPoint(x: 0.5, y: 1)
/// imageView.layer.addSublayer(fade)
/// ```
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  /// The colours, `CGColor`s from the start point to the end point.
  ///
  /// ```swift
  /// gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
  /// ```
  open var colors: [Any]?
  /// Where each colour sits, 0 to 1 (nil: evenly spaced).
  ///
  /// ```swift
  /// gradient.locations = [0, 0.7, 1]
  /// ```
  open var locations: [NSNumber]?
  /// Where the gradient starts, in unit coordinates (default top centre (0.5, 0)).
  ///
  /// ```swift
  /// gradient.startPoint = CGPoint(x: 0, y: 0.5)
  /// ```
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in unit coordinates (default bottom centre (0.5, 1)).
  ///
  /// ```swift
  /// gradient.endPoint = CGPoint(x: 1, y: 0.5)
  /// ```
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind of gradient (default `.axial`).
  ///
  /// ```swift
  /// gradient.type = .radial
  /// ```
  open var type: CAGradientLayerType = .axial
}

/// The kind of a gradient (Core Animation's `CAGradientLayerType`).
///
/// ```swift
/// gradient.type = .conic
/// ```
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = CAGradientLayerType(rawValue: "axial")
  public static let radial = CAGradientLayerType(rawValue: "radial")
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
