import Foundation
import Testing

/// Snapshot suites as an iOS team writes them — `import SnapshotTesting`, `import UIKit.UIView`, bodies
/// inside `#if os(iOS)` — one in XCTest (an `XCTestCase`), one in Swift Testing (a `@Suite` with the
/// `.snapshots` trait). Each is copied to a temporary folder, prepared by the built `plumb adapt`, compiled
/// unchanged with swiftc against the built modules (`import UIKit` and `import SnapshotTesting` find Plumb's
/// modules of those names; no aliases), and run twice: the first run records every reference and fails,
/// the second verifies them and passes. A body skipped by `#if` records nothing and fails these tests.
@Suite struct SwiftSnapshotTestingSuiteTests {
  static let fixtures = IOSViewFileCompileTests.repository.appendingPathComponent("Tests/Fixtures")
  static let targets = BuildTools.targets + ["PlumbSnapshotTesting", "UIKit", "SnapshotTesting"]
  static let environment = ["PLUMB_HOST_DEVICE": "iPhone 11 Pro Max", "PATH": "/usr/bin:/bin"]

  @Test func anXCTestSuiteRecordsThenVerifiesOnLinux() throws {
    let suite = try Self.build("sst-style", module: "CardTests")
    defer { try? FileManager.default.removeItem(at: suite.folder) }

    let first = try Self.run(suite.program, environment: Self.environment)
    #expect(first.status != 0, "recording fails the run:\n\(first.text)")
    #expect(first.text.contains("No reference was found on disk. Automatically recorded snapshot"), "\(first.text)")
    let references = suite.folder.appendingPathComponent("ios/__Snapshots__/CardSnapshotTests")
    #expect(try Self.names(in: references) == ["testGreeting.1.png", "testGreeting.2.txt", "testScreen.iphone-se.png"],
            "every body ran and recorded")
    let label = try Data(contentsOf: references.appendingPathComponent("testGreeting.1.png"))
    #expect(Self.pixelSize(label) == [240, 72], "the label at the host's 3×")
    let description = try String(contentsOf: references.appendingPathComponent("testGreeting.2.txt"), encoding: .utf8)
    #expect(description.hasPrefix("<UILabel; frame = (0 0; 80 24); text = 'Hello';"), "\(description)")
    let screen = try Data(contentsOf: references.appendingPathComponent("testScreen.iphone-se.png"))
    #expect(Self.pixelSize(screen) == [960, 1704])

    // A `@MainActor` class whose test waits for the main queue.
    let profile = suite.folder.appendingPathComponent("ios/__Snapshots__/ProfileSnapshotTests/testName.1.txt")
    let name = try String(contentsOf: profile, encoding: .utf8)
    #expect(name.hasPrefix("<UILabel; frame = (0 0; 60 20); text = 'Ada';"), "\(name)")

    let second = try Self.run(suite.program, environment: Self.environment)
    #expect(second.status == 0, "the second run verifies:\n\(second.text)")
    #expect(second.text.contains("Executed 3 tests, with 0 failures"), "\(second.text)")
  }

  @Test func aSwiftTestingSuiteRecordsThenVerifiesOnLinux() throws {
    let suite = try Self.build("sst-style-testing", module: "BadgeTests")
    defer { try? FileManager.default.removeItem(at: suite.folder) }

    let first = try Self.run(suite.program, environment: Self.environment)
    #expect(first.status != 0, "recording fails the run:\n\(first.text)")
    let references = suite.folder.appendingPathComponent("ios/__Snapshots__/BadgeSnapshotTests")
    #expect(try Self.names(in: references) == ["badge.1.png", "badge.2.txt", "screen.iphone-8.png"],
            "every body ran and recorded:\n\(first.text)")
    let badge = try Data(contentsOf: references.appendingPathComponent("badge.1.png"))
    #expect(Self.pixelSize(badge) == [180, 84], "the badge at the host's 3×")
    let description = try String(contentsOf: references.appendingPathComponent("badge.2.txt"), encoding: .utf8)
    #expect(description.hasPrefix("<UILabel; frame = (0 0; 60 28); text = 'New';"), "\(description)")
    let screen = try Data(contentsOf: references.appendingPathComponent("screen.iphone-8.png"))
    #expect(Self.pixelSize(screen) == [1125, 2001], "an iPhone 8 screen at the host's 3×")

    let second = try Self.run(suite.program, environment: Self.environment)
    #expect(second.status == 0, "the second run verifies:\n\(second.text)")
    #expect(second.text.contains("Test run with 2 tests in 1 suite passed"), "\(second.text)")
  }

  /// An iOSSnapshotTestCase suite (`import FBSnapshotTestCase`, `recordMode` from the environment, plain
  /// synchronous test methods) records, then verifies, in `ReferenceImages_64/<Module>.<Class>/`.
  @Test func anIOSSnapshotTestCaseSuiteRecordsThenVerifiesOnLinux() throws {
    let suite = try Self.build("fb-style", module: "CardTests", targets: Self.targets + ["PlumbFBSnapshotTestCase", "iOSSnapshotTestCase"])
    defer { try? FileManager.default.removeItem(at: suite.folder) }

    let first = try Self.run(suite.program, environment: Self.environment.merging(["RECORD_SNAPSHOTS": "1"]) { $1 })
    #expect(first.status != 0, "recording fails the run:\n\(first.text)")
    #expect(first.text.contains("Test ran in record mode"), "\(first.text)")
    let references = suite.folder.appendingPathComponent("ios/ReferenceImages_64/CardTests.CardTests")
    #expect(try Self.names(in: references) == [
      "testCard_compact_414x896@3x.png", "testCard_layer_414x896@3x.png", "testScreen_414x896@3x.png",
    ], "every body ran and recorded:\n\(first.text)")
    let card = try Data(contentsOf: references.appendingPathComponent("testCard_compact_414x896@3x.png"))
    #expect(Self.pixelSize(card) == [360, 120], "the label at the host's 3×")

    let second = try Self.run(suite.program, environment: Self.environment)
    #expect(second.status == 0, "the second run verifies:\n\(second.text)")
    #expect(second.text.contains("Executed 2 tests, with 0 failures"), "\(second.text)")
  }

  /// swift-snapshot-testing's own test file (every strategy it has, WebKit's navigation delegates, its
  /// helpers), prepared by `plumb adapt` and type-checked as it is: the only errors are in its SwiftUI test,
  /// a framework Plumb does not have.
  @Test func swiftSnapshotTestingsOwnTestFileTypeChecksButForSwiftUI() throws {
    let toolchain = try BuildTools.find()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sst-own-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let ios = folder.appendingPathComponent("ios"), linux = folder.appendingPathComponent("linux")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("sst-corpus/source/Tests/SnapshotTestingTests"), to: ios)
    let adapt = try BuildTools.run(toolchain.buildFolder.appendingPathComponent("plumb").path, ["adapt", ios.path, "-o", linux.path])
    try #require(adapt.status == 0, "plumb adapt failed:\n\(adapt.text)")
    let source = try String(contentsOf: ios.appendingPathComponent("SnapshotTestingTests.swift"), encoding: .utf8)
    let lines = source.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex { $0.contains("func testSwiftUIView_iOS") }) + 1
    let end = try #require(lines[start...].firstIndex { $0.hasPrefix("  #endif") }) + 1
    let files = try FileManager.default.subpathsOfDirectory(atPath: linux.path).filter { $0.hasSuffix(".swift") }
      .map { linux.appendingPathComponent($0).path }
    let check = try toolchain.swiftc(
      Self.withoutAliases(toolchain.moduleArguments) + ["-typecheck", "-module-name", "SnapshotTestingTests"] + files)
    let errors = check.text.split(separator: "\n").filter { $0.contains(": error: ") }
    let outside = errors.filter { error in
      guard error.contains("SnapshotTestingTests.swift:"), let line = Int(error.split(separator: ":")[1]) else { return true }
      return !(start...end).contains(line)
    }
    #expect(outside.isEmpty, "errors outside the SwiftUI test (lines \(start)–\(end)):\n\(outside.joined(separator: "\n"))")
    #expect(!errors.isEmpty && errors.allSatisfy { !$0.contains("Snapshotting<") || $0.contains("UIImage") },
            "the SwiftUI test fails for SwiftUI's sake only")
  }

  /// Copies the fixture folder to `<tmp>/ios`, prepares it with the built `plumb adapt` into `<tmp>/linux`
  /// and compiles the prepared files as they are into `<tmp>/suite`.
  static func build(_ fixture: String, module: String, targets: [String] = targets) throws -> (folder: URL, program: String) {
    let toolchain = try BuildTools.find()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-\(fixture)-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let ios = folder.appendingPathComponent("ios"), linux = folder.appendingPathComponent("linux")
    try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: ios)
    for name in try names(in: ios) {
      let source = try String(contentsOf: ios.appendingPathComponent(name), encoding: .utf8)
      #expect(!source.contains("Plumb"), "\(name) is written for iOS: it does not mention Plumb")
    }

    let plumb = toolchain.buildFolder.appendingPathComponent("plumb").path
    let adapt = try BuildTools.run(plumb, ["adapt", ios.path, "-o", linux.path])
    try #require(adapt.status == 0, "plumb adapt failed:\n\(adapt.text)")
    let prepared = try names(in: linux).map { linux.appendingPathComponent($0).path }
    for file in prepared {
      let text = try String(contentsOfFile: file, encoding: .utf8)
      #expect(!text.contains("os(iOS)"), "plumb adapt made `os(iOS)` true in \(file)")
    }

    let program = folder.appendingPathComponent("suite").path
    let compile = try toolchain.swiftc(
      withoutAliases(toolchain.moduleArguments) + ["-module-name", module] + prepared + toolchain.objects(of: targets)
        + toolchain.libraries.map { "-l" + $0 } + ["-o", program])
    try #require(compile.status == 0, "swiftc failed:\n\(compile.text)")
    return (folder, program)
  }

  /// The module arguments without `-module-alias` pairs: the shim modules answer `import UIKit`.
  static func withoutAliases(_ arguments: [String]) -> [String] {
    var result: [String] = [], skip = false
    for argument in arguments {
      if skip { skip = false; continue }
      if argument == "-module-alias" { skip = true; continue }
      result.append(argument)
    }
    return result
  }

  /// The names in a folder, sorted, without hidden ones (Plumb's `.plumb-layout` beside the references).
  static func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
  }

  /// Runs the program with only `environment` (no `CI`, no record mode from the caller).
  static func run(_ program: String, environment: [String: String]) throws -> (status: Int32, text: String) {
    try BuildTools.run("/usr/bin/env", ["-i"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + [program])
  }

  /// A PNG's width and height from its header.
  static func pixelSize(_ png: Data) -> [Int] {
    let bytes = [UInt8](png.prefix(24))
    guard bytes.count == 24 else { return [] }
    func big(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return [big(16), big(20)]
  }
}
