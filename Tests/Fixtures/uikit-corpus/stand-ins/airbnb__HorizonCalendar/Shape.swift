// Stand-in written by Plumb's team, not HorizonCalendar's code: the library declares `Shape` in a file this
// corpus does not hold. Declaration only, shaped by how the corpus file uses it.
// Stand-in for: Sources__Public__ItemViews__DayView.swift
import UIKit

public enum Shape: Hashable {
  case circle
  case rectangle(cornerRadius: CGFloat)
}
