// Stand-in written by Plumb's team, not GitHawk's code: the app calls `UIImage(named:)` as if it were not
// failable, through a declaration in a file this corpus does not hold. Declaration only.
// Stand-in for: Classes__Issues__Comments__IssueCommentBaseCell.swift, Classes__Systems__Rating__RatingCell.swift,
//   Classes__Issues__IssueTextActionsView.swift, Classes__Notifications__NewFeaturesCell.swift,
//   Classes__Settings__PushNotificationsDisclaimerViewController.swift,
//   Classes__Issues__Comments__Markdown__ViewMarkdownViewController.swift, Classes__Views__ClearAllHeaderCell.swift,
//   Classes__Issues__Merge__MergeButton.swift
import UIKit

extension UIImage {
  convenience init(named name: String) { self.init() }
}
