import Foundation
import PlumbLayout

/// A view's layer: corner radius, border, clipping, shadow (the CoreAnimation subset UIKit views use).
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.borderWidth = 1
/// card.layer.borderColor = UIColor.separator.cgColor
/// ```
@preconcurrency @MainActor
open class CALayer: NSObject {
  weak var owner: UIView?
  init(owner: UIView?) { self.owner = owner; super.init() }
  public override init() { super.init() }

  open var cornerRadius: CGFloat = 0 { didSet { owner?.invalidateLayout() } }
  /// The corners `cornerRadius` rounds (default all four).
  open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
    didSet { owner?.invalidateLayout() }
  }
  open var borderWidth: CGFloat = 0 { didSet { owner?.invalidateLayout() } }
  open var borderColor: CGColor? { didSet { owner?.invalidateLayout() } }
  open var masksToBounds = false { didSet { owner?.invalidateLayout() } }
  /// The drop shadow, drawn under a view with a background that does not clip (`masksToBounds` hides it, as
  /// in Core Animation): opaque black, offset (0, −3), radius 3 by default, and none until `shadowOpacity`
  /// is above 0. Plumb shadows the view's rounded rectangle, not the alpha of its content.
  ///
  /// ```swift
  /// card.layer.shadowOpacity = 0.15
  /// card.layer.shadowOffset = CGSize(width: 0, height: 4)
  /// card.layer.shadowRadius = 8
  /// ```
  open var shadowColor: CGColor? = CGColor(.black) { didSet { owner?.invalidateLayout() } }
  open var shadowOpacity: Float = 0 { didSet { owner?.invalidateLayout() } }
  open var shadowOffset = CGSize(width: 0, height: -3) { didSet { owner?.invalidateLayout() } }
  open var shadowRadius: CGFloat = 3 { didSet { owner?.invalidateLayout() } }
  /// The shape that casts the shadow, in the layer's coordinates (`nil`: the view's background); with one, a
  /// view without a background casts a shadow too.
  open var shadowPath: CGPath? { didSet { owner?.invalidateLayout() } }
  private var ownOpacity: Float = 1
  /// The layer's opacity: for a view's layer, the view's `alpha` (UIKit keeps one value for both).
  open var opacity: Float {
    get { owner.map { Float($0.alpha) } ?? ownOpacity }
    set { if let owner { owner.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
  }
  open var cornerCurve: CALayerCornerCurve = .circular
}

/// Corner curve of a layer (`.circular` or `.continuous`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// The corners of a layer that `cornerRadius` rounds (`CALayer.maskedCorners`); `minX` is the left edge in
/// either layout direction.
///
/// ```swift
/// header.layer.cornerRadius = 16
/// header.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // top corners only
/// ```
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public var rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
