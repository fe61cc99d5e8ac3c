import Foundation

extension Snapshotting {
  /// `strategy`, taken after `duration` seconds in which the run loop runs (animations finish, a pushed
  /// controller arrives): swift-snapshot-testing's `.wait(for:on:)`.
  ///
  /// ```swift
  /// assertSnapshot(of: navigation, as: .wait(for: 0.5, on: .image(on: .iPhone13)))
  /// ```
  public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
    let later = strategy.asyncSnapshot
    return Snapshotting(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { value in
      Async { callback in
        RunLoop.current.run(until: Date(timeIntervalSinceNow: max(0, duration)))
        MainActor.assumeIsolated { later(value).run(callback) }
      }
    }
  }
}
