// Stand-in written by Plumb's team, not NotificationBanner's code: another file of the example app imports
// SnapKit, which makes `view.snp` visible to the files that use it without an import of their own. This one
// import plays that file's part.
// Stand-in for: Example__NotificationBanner__BasicNotificationBannerCell.swift,
//   Example__NotificationBanner__ExampleView.swift
import SnapKit
