// Stand-in written by Plumb's team, not GitHawk's code: the app declares `Styles` in Styles.swift, which
// this corpus holds but which imports three third-party modules (StyledTextKit, DropdownTitleView,
// NYTPhotoViewer). Declarations only: the names the corpus files use, with placeholder values.
// Stand-in for: Classes__Issues__Comments__IssueCommentBaseCell.swift, Classes__Systems__Rating__RatingCell.swift,
//   Classes__Issues__IssueTextActionsView.swift, Classes__Notifications__NewFeaturesCell.swift,
//   Classes__Settings__PushNotificationsDisclaimerViewController.swift,
//   Classes__Issues__Comments__Markdown__ViewMarkdownViewController.swift, Classes__Views__ClearAllHeaderCell.swift,
//   Classes__Issues__Merge__MergeButton.swift
import UIKit

enum Styles {
  enum Sizes {
    static let gutter: CGFloat = 15
    static let rowSpacing: CGFloat = 8
    static let columnSpacing: CGFloat = 8
    static let avatarCornerRadius: CGFloat = 3
    static let cardCornerRadius: CGFloat = 6
    static let icon = CGSize(width: 20, height: 20)
  }

  enum Text {
    static let body = TextStyle(size: 16)
    static let bodyBold = TextStyle(size: 16)
    static let secondary = TextStyle(size: 13)
    static let secondaryBold = TextStyle(size: 13)
    static let smallTitle = TextStyle(size: 12)
    static let button = TextStyle(size: 16)
    static let code = TextStyle(size: 16)
  }

  enum Colors {
    static let blueGray = "8697af"
    enum Blue { static let medium = "0366d6", light = "f1f8ff" }
    enum Green { static let medium = "28a745" }
    enum Gray {
      static let dark = "24292e", medium = "586069", light = "a3aab1", lighter = "f6f8fa"
      static let alphaLighter = UIColor(white: 0, alpha: 0.1)
    }
  }
}

/// StyledTextKit's text style, reduced to what the corpus files read.
struct TextStyle {
  var size: CGFloat
  var preferredFont: UIFont { UIFont.systemFont(ofSize: size) }
}

extension String {
  /// The colour a hex string names (a placeholder: always black).
  var color: UIColor { UIColor.black }
}
