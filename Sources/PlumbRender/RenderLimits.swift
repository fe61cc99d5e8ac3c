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
      guard value * scale >= 1 - 1e-9 else {
        throw RenderError.badCanvas("\(name) \(value) pt at scale \(formatPoints(scale)) is less than one pixel")
      }
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
/// "\(RenderError.image(view: "photo", place: node.source, message: "…"))"
///   // Scenes/card.json:9:7: views[0]: image view 'photo': …/big.jpg: cannot decode image (…)
/// ```
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// A canvas outside `RenderLimits` as the command line asked for it (no place in a file).
  case badCanvas(String)
  /// An image that could not be read or drawn, with the view and where the view is written.
  case image(view: String, place: Layout.SourceLocation, message: String)
  /// A problem of the scene found only once it is laid out (a fitting height of 0), with its place.
  case scene(place: Layout.SourceLocation, message: String)

  public var description: String {
    switch self {
    case .badCanvas(let message): return "canvas: \(message)"
    case .image(let view, let place, let message):
      let text = "image view '\(view)': \(message)"
      return place.description.isEmpty ? text : "\(place): \(text)"
    case .scene(let place, let message):
      return place.description.isEmpty ? message : "\(place): \(message)"
    }
  }
}
