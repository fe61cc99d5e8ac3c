// Stand-in written by Plumb's team, not the repository's code: ChatLayout's example app declares `DateAccessoryController` in
// a file this corpus does not hold. Declaration only.
// Stand-in for: Example__ChatLayout__Chat__View__Date Accessory View__DateAccessoryView.swift
final class DateAccessoryController {
  var accessoryText = ""
}
