import Foundation

/// Seconds since 1 January 2001 UTC (Core Foundation's `CFAbsoluteTime`, which `import UIKit` brings on
/// Apple platforms and Linux's Foundation does not export).
///
/// ```swift
/// let start: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
/// ```
public typealias CFAbsoluteTime = Double
