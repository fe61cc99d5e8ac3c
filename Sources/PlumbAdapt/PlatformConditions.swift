/// How `plumb adapt` answers `#if` platform conditions: as an iOS (simulator) build does, so that the
/// iOS code a file guards is compiled, never silently dropped on Linux.
///
/// `os(iOS)`, `canImport(UIKit)` (and Plumb's other modules) and `targetEnvironment(simulator)` are true;
/// other operating systems, `canImport(AppKit)` and `targetEnvironment(macCatalyst)` are false; anything
/// else (`swift(>=5.9)`, `DEBUG`, `canImport(SwiftUI)`) is left for the compiler.
///
/// ```swift
/// PlatformConditions.standard.value(of: "os", "iOS")          // true
/// PlatformConditions.standard.value(of: "canImport", "AppKit")  // false
/// PlatformConditions.standard.value(of: "swift", ">=5.9")     // nil
/// ```
public struct PlatformConditions: Sendable {
  /// `function(argument)` → its value.
  public var values: [String: [String: Bool]]

  public init(values: [String: [String: Bool]]) { self.values = values }

  public func value(of function: String, _ argument: String) -> Bool? { values[function]?[argument] }

  public static let standard = PlatformConditions(values: [
    "os": ["iOS": true, "macOS": false, "OSX": false, "tvOS": false, "watchOS": false, "visionOS": false,
           "xrOS": false, "Linux": false, "Windows": false, "Android": false, "FreeBSD": false, "OpenBSD": false,
           "WASI": false, "Cygwin": false, "PS4": false, "Haiku": false, "none": false],
    "canImport": ["UIKit": true, "MapKit": true, "SnapshotTesting": true, "iOSSnapshotTestCase": true,
                  "FBSnapshotTestCase": true, "QuartzCore": true, "CoreGraphics": true, "AppKit": false,
                  "Cocoa": false, "WatchKit": false],
    "targetEnvironment": ["simulator": true, "macCatalyst": false],
  ])
}
