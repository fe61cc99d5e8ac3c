// Stand-in written by Plumb's team, not GitHawk's code: the app declares `layoutContentView()` and
// `addBorder(_:useSafeMargins:)` on its views in files this corpus does not hold. Declarations only.
// Stand-in for: Classes__Issues__Comments__IssueCommentBaseCell.swift, Classes__Systems__Rating__RatingCell.swift,
//   Classes__Views__ClearAllHeaderCell.swift
import UIKit

extension UICollectionReusableView {
  enum BorderPosition { case top, bottom, left, right }

  func layoutContentView() {}

  func addBorder(_ position: BorderPosition, useSafeMargins: Bool = true) {}
}
