import Foundation

extension UIView {
  /// The duration of the animation block being run (UIKit's `inheritedAnimationDuration`): inside
  /// `UIView.animate(withDuration: 0.3) { … }` it is 0.3, outside any block (and inside
  /// `performWithoutAnimation`) 0. Plumb runs animation blocks at once, so this is read while one runs.
  ///
  /// ```swift
  /// let animated = UIView.areAnimationsEnabled && UIView.inheritedAnimationDuration > 0
  /// ```
  public class var inheritedAnimationDuration: TimeInterval { AnimationBlocks.durations.last ?? 0 }

  /// Runs `body` as the block of an animation of `duration` seconds.
  static func runAnimationBlock(duration: TimeInterval, _ body: () -> Void) {
    AnimationBlocks.durations.append(duration)
    defer { AnimationBlocks.durations.removeLast() }
    body()
  }
}

/// The durations of the animation blocks being run, innermost last.
@MainActor
private enum AnimationBlocks {
  static var durations: [TimeInterval] = []
}
