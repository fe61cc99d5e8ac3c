extension Layout {
  /// A layer's drop shadow (`CALayer.shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`): the
  /// view's rounded rectangle, blurred by `radius` (a Gaussian of that standard deviation, as Core Animation
  /// blurs), moved by `offset`, in `color` at `opacity`, drawn under the view. UIKit's defaults: black, an
  /// opacity of 0 (no shadow), offset (0, −3), radius 3.
  ///
  /// ```swift
  /// Layout.LayerShadow(color: .black, opacity: 0.15, offset: Size(width: 0, height: 4), radius: 8)
  /// ```
  public struct LayerShadow: Sendable, Hashable {
    public var color: Color
    public var opacity: Double
    public var offset: Size
    public var radius: Double
    /// `CALayer.shadowPath`: the shape that casts the shadow, in the view's own coordinates; `nil`: the view's
    /// background (its rounded rectangle).
    public var path: ShadowPath?

    public init(color: Color = .black, opacity: Double = 0, offset: Size = Size(width: 0, height: -3), radius: Double = 3,
                path: ShadowPath? = nil) {
      self.color = color; self.opacity = opacity; self.offset = offset; self.radius = radius; self.path = path
    }

    /// Whether the shadow shows (a positive opacity and a colour that is not clear).
    public var isVisible: Bool { opacity > 0 && color.alpha > 0 }
  }

  /// A shadow's shape (`CALayer.shadowPath` as a `UIBezierPath` of a rectangle, a rounded rectangle or an
  /// oval), in the view's own coordinates.
  ///
  /// ```swift
  /// Layout.ShadowPath(rect: Rect(x: 0, y: 0, width: 200, height: 80), cornerRadius: 12)
  /// Layout.ShadowPath(rect: Rect(x: 0, y: 0, width: 44, height: 44), isOval: true)
  /// ```
  public struct ShadowPath: Sendable, Hashable {
    public var rect: Rect
    public var cornerRadius: Double
    /// The corners `cornerRadius` rounds.
    public var corners: CornerMask
    /// An ellipse in `rect` instead of a rectangle.
    public var isOval: Bool
    public init(rect: Rect, cornerRadius: Double = 0, corners: CornerMask = .all, isOval: Bool = false) {
      self.rect = rect; self.cornerRadius = cornerRadius; self.corners = corners; self.isOval = isOval
    }
  }
}
