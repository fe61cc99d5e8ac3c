import Foundation
import Testing

/// A swift-snapshot-testing suite as an iOS team writes it — `import SnapshotTesting`, `import UIKit`, an
/// `XCTestCase` whose bodies sit in `#if os(iOS)` — compiled with swiftc against the built modules
/// (`-module-alias SnapshotTesting=PlumbSnapshotTesting -module-alias UIKit=PlumbUIKit`), prepared as a
/// source preparer does (`os(iOS)` true), run twice: the first run records every reference and fails, the
/// second verifies them and passes. A body skipped by `#if` records nothing and fails this test.
@Suite struct SwiftSnapshotTestingSuiteTests {
  static let fixtures = IOSViewFileCompileTests.repository.appendingPathComponent("Tests/Fixtures/sst-style")
  static let targets = BuildTools.targets + ["PlumbSnapshotTesting"]

  @Test func anSSTSuiteRecordsThenVerifiesOnLinux() throws {
    let toolchain = try BuildTools.find()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sst-suite-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var sources: [String] = []
    for name in ["CardSnapshotTests.swift", "main.swift"] {
      let text = try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
      let prepared = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        line.contains("#if") ? line.replacingOccurrences(of: "os(iOS)", with: "true") : String(line)
      }.joined(separator: "\n")
      let file = folder.appendingPathComponent(name)
      try prepared.write(to: file, atomically: true, encoding: .utf8)
      sources.append(file.path)
    }
    let objects = toolchain.objects(of: Self.targets)
    let program = folder.appendingPathComponent("suite").path
    let compile = try toolchain.swiftc(
      toolchain.moduleArguments + ["-module-alias", "SnapshotTesting=PlumbSnapshotTesting", "-module-name", "CardTests"]
        + sources + objects + toolchain.libraries.map { "-l" + $0 } + ["-o", program])
    try #require(compile.status == 0, "swiftc failed:\n\(compile.text)")

    let environment = ["PLUMB_HOST_DEVICE": "iPhone 11 Pro Max", "PATH": "/usr/bin:/bin"]
    let first = try Self.run(program, environment: environment)
    #expect(first.status != 0, "recording fails the run:\n\(first.text)")
    #expect(first.text.contains("No reference was found on disk. Automatically recorded snapshot"), "\(first.text)")
    let references = folder.appendingPathComponent("__Snapshots__/CardSnapshotTests")
    let label = try Data(contentsOf: references.appendingPathComponent("testGreeting.1.png"))
    #expect(Self.pixelSize(label) == [240, 72], "the label at the host's 3×")
    let description = try String(contentsOf: references.appendingPathComponent("testGreeting.2.txt"), encoding: .utf8)
    #expect(description.hasPrefix("<UILabel; frame = (0 0; 80 24); text = 'Hello';"), "\(description)")
    let screen = try Data(contentsOf: references.appendingPathComponent("testScreen.iphone-se.png"))
    #expect(Self.pixelSize(screen) == [960, 1704])

    let second = try Self.run(program, environment: environment)
    #expect(second.status == 0, "the second run verifies:\n\(second.text)")
    #expect(second.text.contains("Executed 2 tests, with 0 failures"), "\(second.text)")
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
