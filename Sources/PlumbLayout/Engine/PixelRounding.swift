extension Layout {
  /// Plumb's one rule for the pixel grid.
  ///
  /// Each edge — minX, maxX, minY, maxY — is rounded on its own to the nearest pixel (1/scale point),
  /// halves toward +∞ (`floor(v × scale + ½) / scale`), after forgiving 10⁻⁶ px of floating-point noise
  /// (167.4999999 is taken as 167.5). Rounding edges rather than sizes keeps neighbours that share an edge
  /// touching; equal sizes may then differ by one pixel, as in UIKit (182/181/182). Rounding toward +∞ on
  /// halves is translation-invariant by whole pixels, so the same box rounds to the same size wherever it is.
  ///
  /// ```swift
  /// Layout.PixelRounding.round(167.5, scale: 1)   // 168
  /// Layout.PixelRounding.round(-0.5, scale: 1)    // 0
  /// Layout.PixelRounding.round(20.3, scale: 2)    // 20.5
  /// Layout.PixelRounding.round(Rect(x: 0.25, y: 0, width: 10.5, height: 1), scale: 1)   // (0, 0, 11, 1)
  /// ```
  public enum PixelRounding {
    /// One coordinate on the grid.
    public static func round(_ value: Double, scale: Double) -> Double {
      guard value.isFinite, scale > 0 else { return value }
      return (value * scale + 0.5 + 1e-6).rounded(.down) / scale
    }

    /// A frame with each of its four edges on the grid.
    public static func round(_ rect: Rect, scale: Double) -> Rect {
      let minX = round(rect.minX, scale: scale), maxX = round(rect.maxX, scale: scale)
      let minY = round(rect.minY, scale: scale), maxY = round(rect.maxY, scale: scale)
      return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest grid value at or above `value` (sizes that must not lose content, e.g. a fitted canvas).
    public static func ceil(_ value: Double, scale: Double) -> Double {
      guard value.isFinite, scale > 0 else { return value }
      return (value * scale - 1e-6).rounded(.up) / scale
    }
  }
}
