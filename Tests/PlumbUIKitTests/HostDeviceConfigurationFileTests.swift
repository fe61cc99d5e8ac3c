import Foundation
import Testing
@testable import PlumbSnapshotTesting

/// `plumb-snapshot.json` holds other settings beside `hostDevice` (the user's SF Pro, `sfProDirectory`): a file
/// without `hostDevice` names no host and is no error; a `hostDevice` that is not a string still is.
@MainActor
@Suite struct HostDeviceConfigurationFileTests {
  func testFile(configuration: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-host-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests"), withIntermediateDirectories: true)
    try Data(configuration.utf8).write(to: folder.appendingPathComponent("plumb-snapshot.json"))
    return folder.appendingPathComponent("Tests/ExampleTests.swift").path
  }

  @Test func aFileWithoutHostDeviceNamesNoHost() throws {
    let before = SnapshotHostDevice.configured
    let file = try testFile(configuration: #"{"sfProDirectory": "../Fonts/SF Pro"}"#)
    #expect(SnapshotHostDevice.configure(testFile: file, environment: [:]) == nil)
    #expect(SnapshotHostDevice.configured == before)
  }

  @Test func aHostDeviceThatIsNotANameIsReported() throws {
    let file = try testFile(configuration: #"{"hostDevice": 3, "sfProDirectory": "SF Pro"}"#)
    let problem = try #require(SnapshotHostDevice.configure(testFile: file, environment: [:]))
    #expect(problem.hasSuffix(#"plumb-snapshot.json: expected {"hostDevice": "<device name>"}"#), "\(problem)")
  }
}
