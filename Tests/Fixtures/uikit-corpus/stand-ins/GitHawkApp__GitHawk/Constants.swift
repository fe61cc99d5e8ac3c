// Stand-in written by Plumb's team, not GitHawk's code: the app declares `Constants` in a file this corpus
// does not hold. Declarations only, with placeholder values.
// Stand-in for: Classes__Views__ClearAllHeaderCell.swift
enum Constants {
  enum Strings { static let clearAll = "" }
}
