#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif
import PlumbLayout

#if canImport(Testing)
/// Asserts every variant of a scene against its references in a Swift Testing test; each failing
/// variant is one recorded issue with the same message the CLI prints.
///
/// ```swift
/// @Test func card() {
///   expectSnapshots(of: cardScene)                      // a scene built in Swift
///   expectSnapshots(ofSceneFile: "Scenes/card.json")    // or a file, beside this test file
/// }
/// ```
public func expectSnapshots(
  of scene: Layout.Scene, options: SnapshotOptions = SnapshotOptions(),
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  for message in verifySnapshots(of: scene, options: options, testFile: filePath) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}

/// Asserts a scene file (relative to the test file) in a Swift Testing test.
public func expectSnapshots(
  ofSceneFile path: String, options: SnapshotOptions = SnapshotOptions(),
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  for message in verifySnapshots(ofSceneFile: path, options: options, testFile: filePath) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
#endif

#if canImport(XCTest)
/// Asserts every variant of a scene against its references in an XCTest test (one `XCTFail` per
/// failing variant).
///
/// ```swift
/// func testCard() { assertSnapshots(of: cardScene) }
/// ```
public func assertSnapshots(
  of scene: Layout.Scene, options: SnapshotOptions = SnapshotOptions(),
  file: StaticString = #filePath, line: UInt = #line
) {
  for message in verifySnapshots(of: scene, options: options, testFile: "\(file)") {
    XCTFail(message, file: file, line: line)
  }
}

/// Asserts a scene file (relative to the test file) in an XCTest test.
public func assertSnapshots(
  ofSceneFile path: String, options: SnapshotOptions = SnapshotOptions(),
  file: StaticString = #filePath, line: UInt = #line
) {
  for message in verifySnapshots(ofSceneFile: path, options: options, testFile: "\(file)") {
    XCTFail(message, file: file, line: line)
  }
}
#endif
