import Foundation

/// The kinds of data a text view turns into links (UIKit's `UIDataDetectorTypes`).
///
/// ```swift
/// notes.dataDetectorTypes = [.link, .phoneNumber]
/// ```
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
