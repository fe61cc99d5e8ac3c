import Foundation

extension ProcessInfo {
  /// Whether the process is a Mac Catalyst app (never: Plumb runs iOS code as iOS runs it).
  ///
  /// ```swift
  /// if ProcessInfo.processInfo.isMacCatalystApp { … }   // not taken
  /// ```
  public var isMacCatalystApp: Bool { false }

  /// Whether the process is an iPhone or iPad app running on a Mac with Apple silicon (never).
  ///
  /// ```swift
  /// ProcessInfo.processInfo.isiOSAppOnMac   // false
  /// ```
  public var isiOSAppOnMac: Bool { false }
}
