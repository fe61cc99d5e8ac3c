import Foundation

/// How the pointer looks over a region (UIKit's `UIPointerStyle`): an effect on a preview of the view,
/// a shape, or both.
///
/// ```swift
/// UIPointerStyle(effect: .lift(UITargetedPreview(view: button)))
/// UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: .vertical)
/// ```
@preconcurrency @MainActor
open class UIPointerStyle: NSObject {
  /// The effect on the view's preview (`nil` for a shape-only or system style).
  ///
  /// ```swift
  /// if case .highlight = style.effect { … }
  /// ```
  public let effect: UIPointerEffect?
  /// The pointer's shape (`nil`: the effect's own).
  ///
  /// ```swift
  /// style.shape
  /// ```
  public let shape: UIPointerShape?
  /// The axes the pointer's movement is constrained to.
  ///
  /// ```swift
  /// style.constrainedAxes   // .vertical
  /// ```
  public let constrainedAxes: UIAxis
  /// Whether the pointer is hidden over the region.
  ///
  /// ```swift
  /// UIPointerStyle.hidden().isHidden   // true
  /// ```
  public let isHidden: Bool

  init(effect: UIPointerEffect?, shape: UIPointerShape?, constrainedAxes: UIAxis, isHidden: Bool) {
    self.effect = effect
    self.shape = shape
    self.constrainedAxes = constrainedAxes
    self.isHidden = isHidden
    super.init()
  }

  /// A style that applies an effect to the view's preview, with an optional pointer shape.
  ///
  /// ```swift
  /// UIPointerStyle(effect: .highlight(UITargetedPreview(view: self)))
  /// ```
  public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
    self.init(effect: effect, shape: shape, constrainedAxes: [], isHidden: false)
  }

  /// A style that changes the pointer's shape.
  ///
  /// ```swift
  /// UIPointerStyle(shape: .roundedRect(bounds), constrainedAxes: [])
  /// ```
  public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
    self.init(effect: nil, shape: shape, constrainedAxes: axes, isHidden: false)
  }

  /// A style that hides the pointer.
  ///
  /// ```swift
  /// return .hidden()
  /// ```
  open class func hidden() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], isHidden: true) }

  /// The system's default style.
  ///
  /// ```swift
  /// return .system()
  /// ```
  open class func system() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], isHidden: false) }
}

/// An effect the pointer has on a view's preview (UIKit's `UIPointerEffect`).
///
/// ```swift
/// UIPointerEffect.hover(preview, preferredTintMode: .none, prefersShadow: true)
/// ```
public enum UIPointerEffect {
  /// The system picks the effect for the view.
  case automatic(UITargetedPreview)
  /// The pointer becomes a highlight behind the view.
  case highlight(UITargetedPreview)
  /// The view lifts and the pointer fades under it.
  case lift(UITargetedPreview)
  /// The view changes under the pointer as its options say.
  case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)

  /// How a hover effect tints the view (UIKit's `UIPointerEffect.TintMode`).
  ///
  /// ```swift
  /// .hover(preview, preferredTintMode: .underlay)
  /// ```
  public enum TintMode: Int, Sendable { case none, overlay, underlay }

  /// The preview the effect applies to.
  ///
  /// ```swift
  /// style.effect?.preview.view
  /// ```
  public var preview: UITargetedPreview {
    switch self {
    case .automatic(let preview), .highlight(let preview), .lift(let preview), .hover(let preview, _, _, _): return preview
    }
  }
}

/// The shape of the pointer (UIKit's `UIPointerShape`).
///
/// ```swift
/// UIPointerShape.roundedRect(button.frame, radius: 12)
/// ```
public enum UIPointerShape {
  /// A shape of any path.
  case path(UIBezierPath)
  /// A rounded rectangle (`defaultCornerRadius` unless given).
  case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
  /// A vertical bar, as over text.
  case verticalBeam(length: CGFloat)
  /// A horizontal bar, as over vertical text.
  case horizontalBeam(length: CGFloat)

  /// The corner radius of a rounded-rectangle pointer when none is given.
  ///
  /// ```swift
  /// UIPointerShape.defaultCornerRadius
  /// ```
  public static let defaultCornerRadius: CGFloat = 8
}
