import Foundation

/// The range of frame rates a display link or animation would like (Core Animation's `CAFrameRateRange`),
/// in frames per second; `preferred` is the rate it asks for within `minimum`…`maximum` (0 leaves it to
/// the system).
///
/// ```swift
/// displayLink.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
/// ```
public struct CAFrameRateRange: Equatable, Sendable {
  /// The lowest rate acceptable.
  ///
  /// ```swift
  /// CAFrameRateRange(minimum: 30, maximum: 60).minimum   // 30
  /// ```
  public var minimum: Float
  /// The highest rate acceptable.
  ///
  /// ```swift
  /// CAFrameRateRange(minimum: 30, maximum: 60).maximum   // 60
  /// ```
  public var maximum: Float
  /// The rate asked for (`nil` when the system chooses, as Core Animation's optional `preferred`).
  ///
  /// ```swift
  /// CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60).preferred   // 60
  /// ```
  public var preferred: Float?

  /// A range of rates, with the one preferred.
  ///
  /// ```swift
  /// let range = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
  /// ```
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// The default range: no preference (all zero), so the display's own rate applies.
  ///
  /// ```swift
  /// displayLink.preferredFrameRateRange = .default
  /// ```
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

  /// Whether two ranges are the same (`CAFrameRateRangeIsEqualToRange`).
  ///
  /// ```swift
  /// range.isEqual(to: .default)   // false
  /// ```
  public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
