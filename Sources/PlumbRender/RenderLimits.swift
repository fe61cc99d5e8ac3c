import PlumbLayout

/// Limits that keep a bad scene or command line harmless: checked before any pixel is allocated.
///
/// ```swift
/// try RenderLimits.check(width: 375, height: 667, scale: 2)        // fine
/// try RenderLimits.check(width: 10_000, height: 667, scale: 2)     // throws: 20000 px wide
/// ```
public enum RenderLimits {
  /// The largest canvas side in pixels.
  public static let maxPixels = 16_384.0
  /// The largest scale.
  public static let maxScale = 8.0

  /// Throws `RenderError.badCanvas` unless width and height are finite, positive and at most
  /// `maxPixels` pixels at `scale`, and `scale` is finite, positive and at most `maxScale`.
  public static func check(width: Double, height: Double?, scale: Double) throws {
    guard scale.isFinite, scale > 0, scale <= maxScale else {
      throw RenderError.badCanvas("scale \(formatPoints(scale)) is outside (0, \(formatPoints(maxScale))]")
    }
    for (name, value) in [("width", width), ("height", height)] {
      guard let value else { continue }
      guard value.isFinite, value > 0 else { throw RenderError.badCanvas("\(name) \(value) must be a positive number of points") }
      guard value * scale <= maxPixels else {
        throw RenderError.badCanvas("\(name) \(formatPoints(value)) pt at scale \(formatPoints(scale)) is \(formatPoints(value * scale)) pixels; the limit is \(formatPoints(maxPixels))")
      }
    }
  }
}

/// Why a variant could not be rendered.
///
/// ```swift
/// throw RenderError.badCanvas("width 0 must be a positive number of points")
/// ```
public enum RenderError: Error, Equatable, CustomStringConvertible {
  case badCanvas(String)
  case image(view: String, message: String)

  public var description: String {
    switch self {
    case .badCanvas(let message): return "canvas: \(message)"
    case .image(let view, let message): return "image view '\(view)': \(message)"
    }
  }
}
