import Foundation

/// Haptic feedback (UIKit's `UIFeedbackGenerator`): Linux has no Taptic Engine, so feedback does nothing.
///
/// ```swift
/// let generator = UIImpactFeedbackGenerator(style: .light)
/// generator.prepare()
/// generator.impactOccurred()
/// ```
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// A generator.
  ///
  /// ```swift
  /// UISelectionFeedbackGenerator()
  /// ```
  public override init() { super.init() }
  /// Readies the engine (nothing on Linux).
  ///
  /// ```swift
  /// generator.prepare()
  /// ```
  open func prepare() {}
}
