import Foundation

/// Swift 4.2 replaced it with `UIAccessibility.isReduceMotionEnabled`; declared as Apple's SDK declares it, so
/// old code gets UIKit's error and fix-it. Swift 4.2 and later reject every call, so its body never runs.
///
/// ```swift
/// if UIAccessibility.isReduceMotionEnabled { fade() }   // not UIAccessibilityIsReduceMotionEnabled()
/// ```
@available(swift, obsoleted: 4.2, renamed: "getter:UIAccessibility.isReduceMotionEnabled()")
public func UIAccessibilityIsReduceMotionEnabled() -> Bool { false }
