import Foundation

/// Success, warning and error feedback (UIKit's `UINotificationFeedbackGenerator`); does nothing on Linux.
///
/// ```swift
/// UINotificationFeedbackGenerator().notificationOccurred(.success)
/// ```
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// Plays feedback of `notificationType` (nothing on Linux).
  ///
  /// ```swift
  /// generator.notificationOccurred(.error)
  /// ```
  open func notificationOccurred(_ notificationType: FeedbackType) {}

  /// The kind of notification feedback (UIKit's `UINotificationFeedbackGenerator.FeedbackType`).
  ///
  /// ```swift
  /// generator.notificationOccurred(.warning)
  /// ```
  public enum FeedbackType: Int, Sendable { case success = 0, warning, error }
}
