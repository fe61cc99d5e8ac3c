import Foundation

extension CGRect {
  /// Whether the two rectangles have the same origin and size (CoreGraphics' `CGRectEqualToRect`).
  ///
  /// ```swift
  /// if !bounds.equalTo(lastBounds) { setNeedsDisplay() }
  /// ```
  public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}

extension CGSize {
  /// Whether the two sizes are equal (CoreGraphics' `CGSizeEqualToSize`).
  ///
  /// ```swift
  /// if !size.equalTo(.zero) { layoutIfNeeded() }
  /// ```
  public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGPoint {
  /// Whether the two points are equal (CoreGraphics' `CGPointEqualToPoint`).
  ///
  /// ```swift
  /// if !contentOffset.equalTo(.zero) { scrollToTop() }
  /// ```
  public func equalTo(_ point: CGPoint) -> Bool { self == point }
}
