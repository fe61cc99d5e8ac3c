import Foundation

/// Selection-change feedback (UIKit's `UISelectionFeedbackGenerator`); does nothing on Linux.
///
/// ```swift
/// UISelectionFeedbackGenerator().selectionChanged()
/// ```
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays a selection tick (nothing on Linux).
  ///
  /// ```swift
  /// generator.selectionChanged()
  /// ```
  open func selectionChanged() {}
}
