import Foundation
import Testing
@testable import PlumbGraphics

/// `sfProDirectory` in `plumb-snapshot.json`: found in the folder or above, relative folders from the file's own,
/// and clear errors with line, column and key.
@Suite struct SanFranciscoProConfigurationTests {
  func project(_ configuration: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sf-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/App"), withIntermediateDirectories: true)
    try Data(configuration.utf8).write(to: root.appendingPathComponent("plumb-snapshot.json"))
    return root
  }

  @Test func theNearestFileAboveNamesTheFolder() throws {
    let root = try project(#"{"hostDevice": "iPhone 8", "sfProDirectory": "Fonts/SF Pro"}"#)
    let file = try #require(SanFranciscoProConfiguration.nearestFile(from: root.appendingPathComponent("Tests/App").path))
    #expect(file == root.appendingPathComponent("plumb-snapshot.json").path)
    #expect(try SanFranciscoProConfiguration.directory(inFile: file) == root.appendingPathComponent("Fonts/SF Pro").path)
    try Data(#"{"sfProDirectory": "/opt/fonts/SF Pro"}"#.utf8).write(to: URL(fileURLWithPath: file))
    #expect(try SanFranciscoProConfiguration.directory(inFile: file) == "/opt/fonts/SF Pro")
    try Data(#"{"hostDevice": "iPhone 8"}"#.utf8).write(to: URL(fileURLWithPath: file))
    #expect(try SanFranciscoProConfiguration.directory(inFile: file) == nil)
  }

  @Test func badFilesAreErrorsWithTheirPlace() throws {
    let root = try project("{\n  \"sfProDirectory\": [\"a\"]\n}\n")
    let file = root.appendingPathComponent("plumb-snapshot.json").path
    #expect(throws: GraphicsError.configurationFile(
      path: file, line: 2, column: 21, place: "sfProDirectory",
      reason: "expected the folder of your SF Pro files as a string, found a list")) {
      try SanFranciscoProConfiguration.directory(inFile: file)
    }
    try Data("[1]".utf8).write(to: URL(fileURLWithPath: file))
    #expect(throws: GraphicsError.configurationFile(path: file, line: 1, column: 1, place: "", reason: "expected an object, found a list")) {
      try SanFranciscoProConfiguration.directory(inFile: file)
    }
    try Data("{\"sfProDirectory\": \"\"".utf8).write(to: URL(fileURLWithPath: file))
    do {
      _ = try SanFranciscoProConfiguration.directory(inFile: file)
      Issue.record("an unterminated object was accepted")
    } catch {
      #expect(error.description.hasPrefix(file + ":1:"), "\(error)")
    }
  }
}
