import Foundation

/// Impact feedback (UIKit's `UIImpactFeedbackGenerator`); does nothing on Linux.
///
/// ```swift
/// UIImpactFeedbackGenerator(style: .medium).impactOccurred()
/// ```
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The impact's strength.
  ///
  /// ```swift
  /// generator.style
  /// ```
  public let style: FeedbackStyle
  /// A generator of `style` impacts.
  ///
  /// ```swift
  /// UIImpactFeedbackGenerator(style: .heavy)
  /// ```
  public init(style: FeedbackStyle) { self.style = style; super.init() }
  /// A generator of medium impacts.
  ///
  /// ```swift
  /// UIImpactFeedbackGenerator()
  /// ```
  public override convenience init() { self.init(style: .medium) }
  /// Plays an impact (nothing on Linux).
  ///
  /// ```swift
  /// generator.impactOccurred()
  /// ```
  open func impactOccurred() {}
  /// Plays an impact of `intensity` (nothing on Linux).
  ///
  /// ```swift
  /// generator.impactOccurred(intensity: 0.5)
  /// ```
  open func impactOccurred(intensity: CGFloat) {}

  /// An impact's strength (UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`).
  ///
  /// ```swift
  /// UIImpactFeedbackGenerator(style: .soft)
  /// ```
  public enum FeedbackStyle: Int, Sendable { case light = 0, medium, heavy, soft, rigid }
}
