/// Perceptual colour difference in YIQ space (Kotsarenko & Ramos, "Measuring perceived color difference
/// using YIQ NTSC transmission color space in mobile applications", 2010), the metric pixelmatch uses.
///
/// Pixels are premultiplied ARGB32; translucent pixels are composited over white first, so a transparent
/// pixel and a white one compare equal.
///
/// ```swift
/// ColorDelta.squared(0xFF000000, 0xFFFFFFFF)   // ≈ 35215, the largest possible difference
/// ColorDelta.maximum                            // 35215
/// ```
enum ColorDelta {
  /// The squared YIQ distance between black and white: thresholds are fractions of this.
  static let maximum = 35215.0

  /// Squared YIQ distance between two pixels; 0 when identical.
  @inline(__always)
  static func squared(_ a: UInt32, _ b: UInt32) -> Double {
    if a == b { return 0 }
    let (r1, g1, b1) = overWhite(a)
    let (r2, g2, b2) = overWhite(b)
    let y = luma(r1, g1, b1) - luma(r2, g2, b2)
    let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
    let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
  }

  /// Signed difference in brightness (Y) only, as the anti-aliasing detector needs.
  @inline(__always)
  static func brightness(_ a: UInt32, _ b: UInt32) -> Double {
    if a == b { return 0 }
    let (r1, g1, b1) = overWhite(a)
    let (r2, g2, b2) = overWhite(b)
    return luma(r1, g1, b1) - luma(r2, g2, b2)
  }

  /// Brightness of one pixel over white, 0…255.
  @inline(__always)
  static func brightness(of pixel: UInt32) -> Double {
    let (r, g, b) = overWhite(pixel)
    return luma(r, g, b)
  }

  /// Premultiplied ARGB composited over white: each channel + (255 − alpha).
  @inline(__always)
  static func overWhite(_ pixel: UInt32) -> (Double, Double, Double) {
    let alpha = Double(pixel >> 24)
    let white = 255 - alpha
    return (Double((pixel >> 16) & 0xFF) + white, Double((pixel >> 8) & 0xFF) + white, Double(pixel & 0xFF) + white)
  }

  @inline(__always) static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223
  }
  @inline(__always) static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.59597799 - g * 0.27417610 - b * 0.32180189
  }
  @inline(__always) static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.21147017 - g * 0.52261711 + b * 0.31114694
  }
}
