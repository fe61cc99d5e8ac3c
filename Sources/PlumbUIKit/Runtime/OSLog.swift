import Foundation

/// A log (the `os` module's `OSLog`): `plumb adapt` resolves `import os` to UIKit, and messages logged
/// through it go to standard error when `PLUMB_OS_LOG` is set, else nowhere (as a test run wants).
///
/// ```swift
/// let log = OSLog(subsystem: "com.example.app", category: "layout")
/// os_log("laid out %d views", log: log, type: .debug, 12)
/// ```
public final class OSLog: Sendable {
  public let subsystem: String, category: String
  public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
  public static let `default` = OSLog(subsystem: "", category: "default")
  public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// A log level (`OSLogType`).
///
/// ```swift
/// os_log("failed", type: .error)
/// ```
public struct OSLogType: Equatable, Sendable {
  public let rawValue: UInt8
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }
  public static let `default` = OSLogType(0), info = OSLogType(1), debug = OSLogType(2), error = OSLogType(16), fault = OSLogType(17)
}

/// Logs a message (`os_log`): printed to standard error when `PLUMB_OS_LOG` is set.
///
/// ```swift
/// os_log("unexpected alignment %@", log: .default, type: .fault, "\(behavior)")
/// ```
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
  guard ProcessInfo.processInfo.environment["PLUMB_OS_LOG"] != nil else { return }
  let format = message.description.replacingOccurrences(of: "%{public}", with: "%").replacingOccurrences(of: "%{private}", with: "%")
  FileHandle.standardError.write(Data((String(format: format, arguments: args) + "\n").utf8))
}

/// Logs a message at a level (`os_log(_:log:_:_:)`, iOS 12).
///
/// ```swift
/// os_log(.error, log: .default, "failed %d", 3)
/// ```
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
  guard ProcessInfo.processInfo.environment["PLUMB_OS_LOG"] != nil else { return }
  FileHandle.standardError.write(Data((String(format: message.description, arguments: args) + "\n").utf8))
}
