// Stand-in written by Plumb's team, not NotificationBanner's code: the library declares `BannerStyle` in a
// file this corpus does not hold. Declaration only. With it and the MarqueeLabel stand-in module, the
// library's BaseNotificationBanner.swift and NotificationBanner.swift (held here, dropped as helpers because
// they import MarqueeLabel) compile as helpers again.
// Stand-in for: NotificationBanner__Classes__GrowingNotificationBanner.swift,
//   NotificationBanner__Classes__FloatingNotificationBanner.swift
// Also compiles: NotificationBanner__Classes__BaseNotificationBanner.swift
public enum BannerStyle: Int {
  case danger
  case info
  case customView
  case success
  case warning
}
