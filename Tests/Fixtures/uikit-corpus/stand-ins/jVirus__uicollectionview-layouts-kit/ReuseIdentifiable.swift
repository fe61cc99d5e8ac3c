// Stand-in written by Plumb's team, not the repository's code: the layouts kit declares `ReuseIdentifiable` in a file this
// corpus does not hold. Declaration only.
// Stand-in for: safari-iphone__Core__Cell__SafariPageCell.swift
protocol ReuseIdentifiable {}
