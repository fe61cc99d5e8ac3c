// Stand-in written by Plumb's team, not the repository's code: XLPagerTabStrip declares `SwipeDirection` in a file this corpus
// does not hold. Declaration only.
// Stand-in for: Sources__XLPagerTabStrip__ButtonBarView.swift
public enum SwipeDirection {
  case left
  case right
  case none
}
