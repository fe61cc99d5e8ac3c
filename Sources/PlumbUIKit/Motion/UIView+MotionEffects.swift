import Foundation

extension UIView {
  /// The motion effects the view has (UIKit's `motionEffects`), in the order they were added. Plumb
  /// draws the device at rest, so they change nothing drawn.
  ///
  /// ```swift
  /// view.motionEffects = []   // removes them all
  /// ```
  public var motionEffects: [UIMotionEffect] {
    get { objc_getAssociatedObject(self, &MotionEffectsKey.key) as? [UIMotionEffect] ?? [] }
    set { objc_setAssociatedObject(self, &MotionEffectsKey.key, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }

  /// Adds a motion effect (once: adding it again changes nothing).
  ///
  /// ```swift
  /// view.addMotionEffect(group)
  /// ```
  public func addMotionEffect(_ effect: UIMotionEffect) {
    guard !motionEffects.contains(where: { $0 === effect }) else { return }
    motionEffects.append(effect)
  }

  /// Removes a motion effect.
  ///
  /// ```swift
  /// view.removeMotionEffect(group)
  /// ```
  public func removeMotionEffect(_ effect: UIMotionEffect) {
    motionEffects.removeAll { $0 === effect }
  }
}

/// The key the motion effects of a view are kept under.
private enum MotionEffectsKey {
  nonisolated(unsafe) static var key: UInt8 = 0
}
