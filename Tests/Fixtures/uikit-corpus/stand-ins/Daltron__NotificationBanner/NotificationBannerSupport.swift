// Stand-in written by Plumb's team, not NotificationBanner's code: the library declares `BannerHaptic`,
// `BannerHapticGenerator`, `NotificationBannerUtilities` and `UIWindow.width`/`height` in files this corpus
// does not hold. Declarations only, shaped by how the corpus files use them.
// Stand-in for: NotificationBanner__Classes__GrowingNotificationBanner.swift,
//   NotificationBanner__Classes__FloatingNotificationBanner.swift
// Also compiles: NotificationBanner__Classes__NotificationBanner.swift,
//   NotificationBanner__Classes__BannerPositionFrame.swift, NotificationBanner__Classes__NotificationBannerQueue.swift,
//   NotificationBanner__Classes__FloatingNotificationBanner.swift
import UIKit

public enum BannerHaptic {
  case light, medium, heavy, none
}

enum BannerHapticGenerator {
  static func generate(_ haptic: BannerHaptic) {}
}

enum NotificationBannerUtilities {
  static func isNotchFeaturedIPhone() -> Bool { false }
  static func hasDynamicIsland() -> Bool { false }
}

extension UIWindow {
  var width: CGFloat { frame.width }
  var height: CGFloat { frame.height }
}
