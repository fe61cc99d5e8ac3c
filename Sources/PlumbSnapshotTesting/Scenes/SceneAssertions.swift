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
/// `strict: true` also fails every variant in which `plumb check --strict` finds a problem (truncation
/// not declared `truncationIntended`, overlap, ambiguity, conflicts, …), with the check's text.
///
/// ```swift
/// @Test func card() {
///   expectSnapshots(of: cardScene)                      // a scene built in Swift
///   expectSnapshots(ofSceneFile: "Scenes/card.json", strict: true)    // or a file, beside this test file
/// }
/// ```
public func expectSnapshots(
  of scene: Layout.Scene, options: SnapshotOptions = SnapshotOptions(), strict: Bool = false,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  for message in verifySnapshots(of: scene, options: options.makingStrict(strict), testFile: filePath) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}

/// Asserts a scene file (relative to the test file) in a Swift Testing test.
public func expectSnapshots(
  ofSceneFile path: String, options: SnapshotOptions = SnapshotOptions(), strict: Bool = false,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  for message in verifySnapshots(ofSceneFile: path, options: options.makingStrict(strict), testFile: filePath) {
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
  of scene: Layout.Scene, options: SnapshotOptions = SnapshotOptions(), strict: Bool = false,
  file: StaticString = #filePath, line: UInt = #line
) {
  for message in verifySnapshots(of: scene, options: options.makingStrict(strict), testFile: "\(file)") {
    XCTFail(message, file: file, line: line)
  }
}

/// Asserts a scene file (relative to the test file) in an XCTest test.
public func assertSnapshots(
  ofSceneFile path: String, options: SnapshotOptions = SnapshotOptions(), strict: Bool = false,
  file: StaticString = #filePath, line: UInt = #line
) {
  for message in verifySnapshots(ofSceneFile: path, options: options.makingStrict(strict), testFile: "\(file)") {
    XCTFail(message, file: file, line: line)
  }
}
#endif

extension SnapshotOptions {
  /// These options, strict when `strict` is true (the assertions' `strict:` parameter adds to `options.strict`).
  ///
  /// ```swift
  /// SnapshotOptions().makingStrict(true).strict   // true
  /// ```
  public func makingStrict(_ strict: Bool) -> SnapshotOptions {
    var options = self
    options.strict = options.strict || strict
    return options
  }
}
