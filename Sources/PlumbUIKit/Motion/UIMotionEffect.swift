import Foundation

/// An effect that moves a view's properties as the device tilts (UIKit's `UIMotionEffect`): subclasses
/// say which key paths take which relative values for a viewer offset. Plumb draws a device at rest,
/// where the viewer looks straight at the screen (offset zero), so effects are kept on their views and
/// change nothing drawn; `keyPathsAndRelativeValues(forViewerOffset:)` answers for any offset.
///
/// ```swift
/// final class Parallax: UIMotionEffect {
///   override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
///     ["center.x": viewerOffset.horizontal * 20]
///   }
/// }
/// imageView.addMotionEffect(Parallax())
/// ```
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
  /// An effect without key paths (subclasses override `keyPathsAndRelativeValues(forViewerOffset:)`).
  ///
  /// ```swift
  /// let effect = Parallax()
  /// ```
  public override init() { super.init() }

  /// An effect decoded from an archive (Plumb keeps nothing from it).
  ///
  /// ```swift
  /// let effect = UIMotionEffect(coder: coder)
  /// ```
  public init?(coder: NSCoder) { super.init() }

  /// The values to add to the view's key paths when the viewer is `viewerOffset` from straight ahead
  /// (each axis −1…1); `nil` (the base class) changes nothing.
  ///
  /// ```swift
  /// effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0))
  /// ```
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
