#if canImport(XCTest)
import Foundation
import PlumbSnapshotTesting
import PlumbUIKit
import XCTest

/// iOSSnapshotTestCase's (formerly FBSnapshotTestCase's) test case, on Plumb's renderer: subclass it and call
/// `FBSnapshotVerifyView`, `FBSnapshotVerifyViewController` or `FBSnapshotVerifyLayer`. A file that says
/// `import iOSSnapshotTestCase` or `import FBSnapshotTestCase` compiles with
/// `-module-alias iOSSnapshotTestCase=PlumbFBSnapshotTestCase`.
///
/// References: `$FB_REFERENCE_IMAGE_DIR` (else `ReferenceImages` beside the test file) with the suffix
/// `_64`, then `<Module>.<Class>/<test>[_<identifier>][_<OS>][_<W>x<H>]@<scale>x.png`. `recordMode` writes
/// them and fails; a mismatch writes `reference_`, `failed_` and `diff_` pictures to `$IMAGE_DIFF_DIR`.
///
/// ```swift
/// final class CardTests: FBSnapshotTestCase {
///   override func setUp() { super.setUp(); recordMode = false }
///   func testCard() { FBSnapshotVerifyView(CardView(), identifier: "compact") }
/// }
/// ```
open class FBSnapshotTestCase: XCTestCase {
  /// Write references instead of comparing (and fail, so a forgotten record cannot pass).
  open var recordMode = false
  /// What the file name carries besides the test and identifier (default: the screen scale).
  open var fileNameOptions: FBSnapshotTestCaseFileNameIncludeOption = .screenScale
  /// Accepted for iOSSnapshotTestCase's API; Plumb always draws the view hierarchy.
  open var usesDrawViewHierarchyInRect = false
  /// The iOS version written in file names with the `.OS` option.
  open var systemVersion = "17.0"

  /// The folder of this class's references: `<Module>.<Class>`.
  open var folderName: String { String(reflecting: type(of: self)) }

  /// iOSSnapshotTestCase's earlier name for what file names carry besides the scale (setting it sets
  /// `fileNameOptions` to these and the screen scale).
  ///
  /// ```swift
  /// agnosticOptions = [.OS, .screenSize]   // testCard_17_0_375x667@2x.png
  /// ```
  open var agnosticOptions: FBSnapshotTestCaseAgnosticOption {
    get { FBSnapshotTestCaseAgnosticOption(rawValue: fileNameOptions.subtracting(.screenScale).rawValue) }
    set { fileNameOptions = FBSnapshotTestCaseFileNameIncludeOption(rawValue: newValue.rawValue).union(.screenScale) }
  }

  /// FBSnapshotTestCase's first switch for device-specific names (device, OS and screen size).
  ///
  /// ```swift
  /// isDeviceAgnostic = true   // testCard_iPhone_17_0_375x667@2x.png
  /// ```
  open var isDeviceAgnostic: Bool {
    get { agnosticOptions == [.device, .OS, .screenSize] }
    set { agnosticOptions = newValue ? [.device, .OS, .screenSize] : .none }
  }

  /// The folder references are read from and recorded into (before the `_64` suffix):
  /// `$FB_REFERENCE_IMAGE_DIR`, else `dir`; override it to keep references elsewhere.
  ///
  /// ```swift
  /// override func getReferenceImageDirectory(withDefault dir: String?) -> String { refsFolder.path }
  /// ```
  open func getReferenceImageDirectory(withDefault dir: String?) -> String {
    ProcessInfo.processInfo.environment["FB_REFERENCE_IMAGE_DIR"] ?? dir ?? "ReferenceImages"
  }

  /// The folder failed comparisons write their `reference_`, `failed_` and `diff_` pictures to:
  /// `$IMAGE_DIFF_DIR`, else `dir`, else the temporary folder.
  ///
  /// ```swift
  /// override func getImageDiffDirectory(withDefault dir: String?) -> String { failuresFolder.path }
  /// ```
  open func getImageDiffDirectory(withDefault dir: String?) -> String {
    ProcessInfo.processInfo.environment["IMAGE_DIFF_DIR"] ?? dir ?? NSTemporaryDirectory()
  }

  /// Verifies a view against its reference. Like iOSSnapshotTestCase's, it can be called from any test
  /// method; it runs on the main thread, where XCTest runs tests.
  public func FBSnapshotVerifyView(
    _ view: UIView, identifier: String? = nil, suffixes: NSOrderedSet = FBSnapshotTestCaseDefaultSuffixes(),
    perPixelTolerance: CGFloat = 0, overallTolerance: CGFloat = 0, file: StaticString = #filePath, line: UInt = #line
  ) {
    check({ Snapshotting<UIView, UIImage>.image.snapshot(view) }, identifier: identifier, suffixes: suffixes,
          perPixelTolerance: perPixelTolerance, overallTolerance: overallTolerance, file: file, line: line)
  }

  /// Verifies a view controller's view (on the host device's screen) against its reference.
  public func FBSnapshotVerifyViewController(
    _ viewController: UIViewController, identifier: String? = nil,
    suffixes: NSOrderedSet = FBSnapshotTestCaseDefaultSuffixes(), perPixelTolerance: CGFloat = 0,
    overallTolerance: CGFloat = 0, file: StaticString = #filePath, line: UInt = #line
  ) {
    check({ Snapshotting<UIViewController, UIImage>.image.snapshot(viewController) }, identifier: identifier,
          suffixes: suffixes, perPixelTolerance: perPixelTolerance, overallTolerance: overallTolerance, file: file, line: line)
  }

  /// Verifies a view's layer (drawn with its view) against its reference.
  public func FBSnapshotVerifyLayer(
    _ layer: CALayer, identifier: String? = nil, suffixes: NSOrderedSet = FBSnapshotTestCaseDefaultSuffixes(),
    perPixelTolerance: CGFloat = 0, overallTolerance: CGFloat = 0, file: StaticString = #filePath, line: UInt = #line
  ) {
    check({ Snapshotting<CALayer, UIImage>.image.snapshot(layer) }, identifier: identifier, suffixes: suffixes,
          perPixelTolerance: perPixelTolerance, overallTolerance: overallTolerance, file: file, line: line)
  }

  /// Draws the picture on the main thread, where XCTest runs tests, once the host device is known, and
  /// verifies it.
  func check(
    _ picture: @MainActor () -> UIImage, identifier: String?, suffixes: NSOrderedSet, perPixelTolerance: CGFloat,
    overallTolerance: CGFloat, file: StaticString, line: UInt
  ) {
    MainActor.assumeIsolated {
      guard hostDeviceIsKnown(file: file, line: line) else { return }
      verify(picture(), identifier: identifier, suffixes: suffixes, perPixelTolerance: perPixelTolerance,
             overallTolerance: overallTolerance, file: file, line: line)
    }
  }

  /// Reads the host device (`PLUMB_HOST_DEVICE`, a configuration file, or existing references) before the
  /// first picture, as swift-snapshot-testing's assertions do; an unknown name fails the test.
  func hostDeviceIsKnown(file: StaticString, line: UInt) -> Bool {
    guard let problem = SnapshotHostDevice.configure(testFile: "\(file)", environment: ProcessInfo.processInfo.environment)
    else { return true }
    XCTFail(problem, file: file, line: line)
    return false
  }

  /// The reference file name for the running test: `testCard_compact@2x.png`.
  public func referenceFileName(identifier: String?, scale: CGFloat, screen: CGSize) -> String {
    var name = FBSnapshotNaming.selector(of: self.name)
    if let identifier, !identifier.isEmpty { name += "_" + identifier }
    if fileNameOptions.contains(.device) { name += "_iPhone" }
    if fileNameOptions.contains(.OS) { name += "_" + systemVersion.replacingOccurrences(of: ".", with: "_") }
    if fileNameOptions.contains(.screenSize) { name += "_\(Int(screen.width))x\(Int(screen.height))" }
    if fileNameOptions.contains(.screenScale) { name += "@\(Int(scale))x" }
    return FBSnapshotNaming.sanitize(name) + ".png"
  }

  @preconcurrency @MainActor
  func verify(
    _ image: UIImage, identifier: String?, suffixes: NSOrderedSet, perPixelTolerance: CGFloat,
    overallTolerance: CGFloat, file: StaticString, line: UInt
  ) {
    let host = SnapshotHostDevice.current
    let fileName = referenceFileName(identifier: identifier, scale: host.scale, screen: host.size)
    let base = getReferenceImageDirectory(
      withDefault: URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("ReferenceImages").path)
    let folders = suffixes.compactMap { $0 as? String }.map {
      URL(fileURLWithPath: base + $0).appendingPathComponent(folderName)
    }
    guard let first = folders.first else { return XCTFail("no reference folder suffixes", file: file, line: line) }
    let diffing = Diffing<UIImage>.image(
      precision: Float(1 - overallTolerance), perceptualPrecision: Float(1 - perPixelTolerance))
    let data = diffing.toData(image)
    if recordMode {
      do {
        try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
        try data.write(to: first.appendingPathComponent(fileName), options: .atomic)
      } catch {
        return XCTFail("could not write \(first.appendingPathComponent(fileName).path): \(error)", file: file, line: line)
      }
      return XCTFail(
        "Test ran in record mode. Reference image is now saved. Disable record mode to perform an actual snapshot "
          + "comparison! \(first.appendingPathComponent(fileName).path)", file: file, line: line)
    }
    guard let reference = folders.map({ $0.appendingPathComponent(fileName) }).first(where: {
      FileManager.default.fileExists(atPath: $0.path)
    }), let referenceData = FileManager.default.contents(atPath: reference.path),
      let expected = diffing.fromData(referenceData)
    else {
      return XCTFail("Unable to load reference image \(first.appendingPathComponent(fileName).path); "
        + "set recordMode = true to record it", file: file, line: line)
    }
    guard let (message, artifacts) = diffing.diff(expected, image) else { return }
    let diffs = URL(fileURLWithPath: getImageDiffDirectory(withDefault: nil))
      .appendingPathComponent(folderName)
    try? FileManager.default.createDirectory(at: diffs, withIntermediateDirectories: true)
    try? referenceData.write(to: diffs.appendingPathComponent("reference_" + fileName), options: .atomic)
    try? data.write(to: diffs.appendingPathComponent("failed_" + fileName), options: .atomic)
    if let difference = artifacts.first { try? difference.data.write(to: diffs.appendingPathComponent("diff_" + fileName)) }
    XCTFail("Snapshot comparison failed: \(message)\nksdiff \"\(reference.path)\" \"\(diffs.appendingPathComponent("failed_" + fileName).path)\"",
            file: file, line: line)
  }
}

/// What a reference file name carries (iOSSnapshotTestCase's `FBSnapshotTestCaseFileNameIncludeOption`).
///
/// ```swift
/// fileNameOptions = [.OS, .screenSize, .screenScale]   // testCard_17_0_375x667@2x.png
/// ```
public struct FBSnapshotTestCaseFileNameIncludeOption: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let none: Self = []
  public static let device = Self(rawValue: 1 << 0)
  public static let OS = Self(rawValue: 1 << 1)
  public static let screenSize = Self(rawValue: 1 << 2)
  public static let screenScale = Self(rawValue: 1 << 3)
}

/// What a reference file name carries besides the scale (FBSnapshotTestCase's
/// `FBSnapshotTestCaseAgnosticOption`, the earlier form of `FBSnapshotTestCaseFileNameIncludeOption`).
///
/// ```swift
/// agnosticOptions = [.OS]   // testCard_17_0@2x.png
/// ```
public struct FBSnapshotTestCaseAgnosticOption: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let none: Self = []
  public static let device = Self(rawValue: 1 << 0)
  public static let OS = Self(rawValue: 1 << 1)
  public static let screenSize = Self(rawValue: 1 << 2)
}

/// The reference folder suffixes tried in order: `_64` (a 64-bit simulator recorded them), then `_32`.
///
/// ```swift
/// FBSnapshotTestCaseDefaultSuffixes().array   // ["_64", "_32"]
/// ```
public func FBSnapshotTestCaseDefaultSuffixes() -> NSOrderedSet { NSOrderedSet(array: ["_64", "_32"]) }

/// Test and file names as iOSSnapshotTestCase writes them.
enum FBSnapshotNaming {
  /// `-[CardTests testCard]`, `CardTests.testCard` or `testCard()` → `testCard`.
  static func selector(of testName: String) -> String {
    var name = testName
    if let space = name.lastIndex(of: " ") { name = String(name[name.index(after: space)...]) }
    if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    return name.replacingOccurrences(of: "]", with: "").replacingOccurrences(of: "()", with: "")
  }

  /// Characters other than letters, digits, `_`, `@` and `.` become `_`.
  static func sanitize(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || "_@.-".contains($0) ? $0 : "_" })
  }
}
#endif
