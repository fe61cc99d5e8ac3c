// Stand-in written by Plumb's team, not SPPermissions' code: the library declares `SPPermissionsDraw` (icon
// drawing code) in a file this corpus does not hold. Declarations only, shaped by how the corpus files use
// them; nothing is drawn.
// Stand-in for: Sources__SPPermissions__Interface__Shared__Tables__SPPermissionTableViewCell.swift
import UIKit

enum SPPermissionsDraw {
  enum ResizingBehavior {
    case aspectFit, aspectFill, stretch, center
  }

  static func drawBluetooth(frame: CGRect, resizing: ResizingBehavior, color: UIColor) {}
  static func drawCalendar(frame: CGRect, resizing: ResizingBehavior, color: UIColor) {}
  static func drawCamera(frame: CGRect, resizing: ResizingBehavior, color: UIColor) {}
  static func drawContacts(frame: CGRect, resizing: ResizingBehavior, color: UIColor) {}
  static func drawLocations(frame: CGRect, resizing: ResizingBehavior, color: UIColor) {}
  static func drawMedia(frame: CGRect, resizing: ResizingBehavior, color: UIColor) {}
  static func drawMicrophone(frame: CGRect, resizing: ResizingBehavior, color: UIColor) {}
  static func drawMotion(frame: CGRect, resizing: ResizingBehavior, color: UIColor) {}
  static func drawNotifications(frame: CGRect, resizing: ResizingBehavior, color: UIColor) {}
  static func drawPhotos(frame: CGRect, resizing: ResizingBehavior, color: UIColor) {}
  static func drawReminders(frame: CGRect, resizing: ResizingBehavior, color: UIColor) {}
  static func drawSpeech(frame: CGRect, resizing: ResizingBehavior, color: UIColor) {}
}
