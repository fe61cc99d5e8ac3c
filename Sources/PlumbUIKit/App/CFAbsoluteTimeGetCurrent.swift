import Foundation

/// The current time as seconds since 1 January 2001 UTC (Core Foundation's `CFAbsoluteTimeGetCurrent()`,
/// which `import UIKit` brings on Apple platforms and Linux's Foundation does not export).
///
/// ```swift
/// let start = CFAbsoluteTimeGetCurrent()
/// layoutIfNeeded()
/// print("layout took \(CFAbsoluteTimeGetCurrent() - start) s")
/// ```
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
