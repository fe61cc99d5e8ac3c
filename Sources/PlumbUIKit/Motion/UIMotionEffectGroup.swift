import Foundation

/// Motion effects applied together (UIKit's `UIMotionEffectGroup`), such as a horizontal and a vertical
/// tilt on one view: its key paths and values are its effects' together.
///
/// ```swift
/// let group = UIMotionEffectGroup()
/// group.motionEffects = [horizontal, vertical]
/// view.addMotionEffect(group)
/// ```
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
  /// The effects of the group.
  ///
  /// ```swift
  /// group.motionEffects = [horizontal, vertical]
  /// ```
  open var motionEffects: [UIMotionEffect]?

  /// Every effect's key paths and values for `viewerOffset` (a later effect wins a key path both name);
  /// `nil` when none has any.
  ///
  /// ```swift
  /// group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -1))
  /// ```
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    var values: [String: Any] = [:]
    for effect in motionEffects ?? [] {
      values.merge(effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:]) { _, later in later }
    }
    return values.isEmpty ? nil : values
  }
}
