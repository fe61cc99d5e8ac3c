/// How different two images may be and still match.
///
/// A pixel differs when its YIQ colour difference exceeds `threshold` (a fraction of the black–white
/// difference) and it is not anti-aliasing (unless `includeAntialiasing`). The images match when the
/// number of differing pixels is at most `max(maxDiffPixels, maxDiffRatio × pixel count)`.
///
/// ```swift
/// let exact = Tolerance.exact                          // every pixel must be identical
/// let lenient = Tolerance(threshold: 0.1, maxDiffPixels: 20)
/// lenient.summary                                      // "threshold 0.1, max 20 pixels, anti-aliasing ignored"
/// ```
public struct Tolerance: Hashable, Sendable {
  /// Per-pixel colour threshold in 0…1 (0: any change counts).
  public var threshold: Double
  public var maxDiffPixels: Int
  /// Allowed fraction of differing pixels in 0…1.
  public var maxDiffRatio: Double
  /// Count anti-aliasing pixels as differences too.
  public var includeAntialiasing: Bool

  public init(threshold: Double = 0.1, maxDiffPixels: Int = 0, maxDiffRatio: Double = 0, includeAntialiasing: Bool = false) {
    self.threshold = threshold; self.maxDiffPixels = maxDiffPixels; self.maxDiffRatio = maxDiffRatio
    self.includeAntialiasing = includeAntialiasing
  }

  /// Plumb's default: pixelmatch's colour threshold 0.1, anti-aliasing ignored, no differing pixel allowed.
  public static let standard = Tolerance()
  /// Every pixel identical.
  public static let exact = Tolerance(threshold: 0, includeAntialiasing: true)

  /// The number of differing pixels allowed in an image of `pixelCount` pixels.
  public func allowedPixels(of pixelCount: Int) -> Int {
    max(maxDiffPixels, Int((maxDiffRatio * Double(pixelCount)).rounded(.down)))
  }

  /// The tolerances in words, for failure messages.
  public var summary: String {
    var parts = ["threshold \(trimmed(threshold))"]
    if maxDiffRatio > 0 { parts.append("max \(trimmed(maxDiffRatio * 100))% of pixels") }
    parts.append("max \(maxDiffPixels) pixel\(maxDiffPixels == 1 ? "" : "s")")
    parts.append(includeAntialiasing ? "anti-aliasing counted" : "anti-aliasing ignored")
    return parts.joined(separator: ", ")
  }

  private func trimmed(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
