// Stand-in written by Plumb's team, not EasyPeasy's code: the example app declares
// `String.easy_hashtagRanges()` in a file this corpus does not hold. Declaration only.
// Stand-in for: Example__EasyPeasy__TweetView.swift, Example__EasyPeasy__FeedController.swift
import Foundation

extension String {
  func easy_hashtagRanges() -> [NSRange] { [] }
}
