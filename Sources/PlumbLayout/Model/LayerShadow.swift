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

    public init(color: Color = .black, opacity: Double = 0, offset: Size = Size(width: 0, height: -3), radius: Double = 3) {
      self.color = color; self.opacity = opacity; self.offset = offset; self.radius = radius
    }

    /// Whether the shadow shows (a positive opacity and a colour that is not clear).
    public var isVisible: Bool { opacity > 0 && color.alpha > 0 }
  }
}
