/// Which module a Linux build imports for each Apple module an iOS file names (`plumb adapt`'s imports).
///
/// Plumb vends `UIKit`, `MapKit`, `SnapshotTesting` and `iOSSnapshotTestCase` as modules of those names,
/// so their imports stay; submodule and declaration imports (`import UIKit.UIView`,
/// `import class UIKit.UIView`) become the whole module; Apple's drawing and media frameworks, whose
/// types PlumbUIKit provides, become `UIKit`; `ObjectiveC` and `os` become `UIKit`
/// (which has the runtime functions and logging calls iOS code uses), `Darwin` becomes `Glibc`.
///
/// ```swift
/// ModuleMap.standard.module(for: "QuartzCore")   // "UIKit"
/// ModuleMap.standard.module(for: "SnapKit")      // nil: left as written
/// ```
public struct ModuleMap: Sendable {
  /// Apple module → the module Plumb's Linux build imports instead (itself when Plumb vends it).
  public var modules: [String: String]

  public init(modules: [String: String]) { self.modules = modules }

  /// The module to import for `name` (the first component of an import path), nil to leave it alone.
  public func module(for name: String) -> String? { modules[name] }

  /// Plumb's modules for Apple's.
  public static let standard = ModuleMap(modules: [
    "UIKit": "UIKit", "MapKit": "MapKit", "SnapshotTesting": "SnapshotTesting",
    "iOSSnapshotTestCase": "iOSSnapshotTestCase", "FBSnapshotTestCase": "iOSSnapshotTestCase",
    "QuartzCore": "UIKit", "CoreGraphics": "UIKit", "CoreAnimation": "UIKit", "CoreText": "UIKit",
    "CoreImage": "UIKit", "WebKit": "UIKit", "AVFoundation": "UIKit", "AVKit": "UIKit",
    "SafariServices": "UIKit", "MobileCoreServices": "UIKit", "UniformTypeIdentifiers": "UIKit",
    "os": "UIKit", "ObjectiveC": "UIKit", "Darwin": "Glibc",
  ])
}
