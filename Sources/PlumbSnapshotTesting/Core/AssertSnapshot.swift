import Foundation
import PlumbSnapshot
import PlumbUIKit
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Asserts that `value` snapshotted `as` a strategy matches its reference in
/// `__Snapshots__/<TestFile>/<testName>.<n>.<ext>` beside the test file (`<n>` counts the assertions of
/// the test, or `named:` replaces it). Works in XCTest and Swift Testing. Recording — a missing
/// reference under `.missing`, every one under `.all`, a mismatch under `.failed` — writes the
/// reference and fails the test, so a forgotten record cannot turn CI green; under CI nothing is recorded.
///
/// ```swift
/// @MainActor func testCard() {
///   assertSnapshot(of: CardView(), as: .image(on: .iPhone15Pro))
///   assertSnapshot(of: CardView(), as: .layout, named: "layout")
/// }
/// ```
@preconcurrency @MainActor
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
  record recording: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  let failure = verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: recording, timeout: timeout, fileID: fileID,
    file: filePath, testName: testName, line: line, column: column)
  guard let message = failure else { return }
  SnapshotIssue.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts several named strategies at once (each reference is `<testName>.<key>.<ext>`).
@preconcurrency @MainActor
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
  record recording: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
    assertSnapshot(of: try value(), as: strategy, named: name, record: recording, timeout: timeout, fileID: fileID,
                   file: filePath, testName: testName, line: line, column: column)
  }
}

/// Asserts several strategies at once (each counts as one assertion of the test).
@preconcurrency @MainActor
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
  record recording: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  for strategy in strategies {
    assertSnapshot(of: try value(), as: strategy, record: recording, timeout: timeout, fileID: fileID, file: filePath,
                   testName: testName, line: line, column: column)
  }
}

/// Checks a snapshot and returns the failure message (`nil` when it matched). `snapshotDirectory`
/// replaces `__Snapshots__/<TestFile>/`.
///
/// ```swift
/// let message = verifySnapshot(of: card, as: .layout, snapshotDirectory: "/tmp/refs")
/// ```
@preconcurrency @MainActor
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
  record recording: SnapshotTestingConfiguration.Record? = nil, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) -> String? {
  let record = SnapshotTestingConfiguration.effectiveRecord(recording ?? (isRecording ? .all : nil))
  let testFile = URL(fileURLWithPath: "\(filePath)")
  if let problem = SnapshotHostDevice.configure(testFile: testFile.path, environment: SnapshotTestingConfiguration.environment) {
    return problem
  }
  let folder = snapshotDirectory.map { URL(fileURLWithPath: $0) }
    ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let test = SnapshotNaming.sanitize(testName)
  let identifier = name.map(SnapshotNaming.sanitize) ?? String(SnapshotNaming.nextCounter(file: testFile.path, test: testName))
  let fileName = "\(test).\(identifier)" + (snapshotting.pathExtension.map { ".\($0)" } ?? "")
  let reference = folder.appendingPathComponent(fileName)

  var actual: Format
  FailureReport.lastLayout = nil
  defer { FailureReport.lastLayout = nil }
  do {
    guard let taken = snapshotting.asyncSnapshot(try value()).wait(timeout: timeout) else {
      return "Exceeded timeout of \(timeout) seconds waiting for snapshot"
    }
    actual = taken
    if let found = HostScaleReading.retake(actual, reference: reference) {
      guard let retaken = snapshotting.asyncSnapshot(try value()).wait(timeout: timeout) else {
        return "Exceeded timeout of \(timeout) seconds waiting for snapshot"
      }
      actual = retaken
      HostScaleReading.announce(found, reference: reference)
    }
  } catch {
    return "Couldn't snapshot value: \(error)"
  }
  // Encoded only when written: a matching snapshot is never encoded.
  var encoded: Data?
  func actualData() -> Data {
    if let encoded { return encoded }
    let data = snapshotting.diffing.toData(actual)
    encoded = data
    return data
  }
  func write() -> String? {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try AtomicFile.write(actualData(), to: reference)
      FailureReport.keep(layout: FailureReport.lastLayout, for: reference)
      return nil
    } catch {
      return "Couldn't write the reference \(reference.path): \(error)"
    }
  }

  guard let referenceData = FileManager.default.contents(atPath: reference.path) else {
    if record == .never {
      return "No reference was found on disk at \(reference.path). New snapshot was not recorded because recording "
        + "is disabled (record mode never\(RecordMode.isCI(SnapshotTestingConfiguration.environment) ? ", CI" : ""))."
    }
    if let problem = write() { return problem }
    return "No reference was found on disk. Automatically recorded snapshot: …\n\n"
      + "open \"\(reference.path)\"\n\nRe-run \"\(test)\" to assert against the newly-recorded snapshot."
  }
  if record == .all {
    if let problem = write() { return problem }
    return "Record mode is on. Automatically recorded snapshot: …\n\nopen \"\(reference.path)\"\n\n"
      + "Turn record mode off and re-run \"\(test)\" to assert against the newly-recorded snapshot."
  }
  if snapshotting.diffing.matchesData?(actual, referenceData) == true { return nil }
  guard let expected = snapshotting.diffing.fromData(referenceData) else {
    return "The reference \(reference.path) could not be read (not a valid \(snapshotting.pathExtension ?? "file"))."
  }
  guard let (message, artifacts) = snapshotting.diffing.diff(expected, actual) else { return nil }
  let failed = SnapshotNaming.artifactsFolder().appendingPathComponent(
    testFile.deletingPathExtension().lastPathComponent)
  let failedFile = failed.appendingPathComponent(fileName)
  try? FileManager.default.createDirectory(at: failed, withIntermediateDirectories: true)
  try? AtomicFile.write(actualData(), to: failedFile)
  let artifactNames = artifacts.enumerated().map { "\(test).\(identifier).\($1.fileName(index: $0))" }
  for (artifact, artifactName) in zip(artifacts, artifactNames) {
    try? AtomicFile.write(artifact.data, to: failed.appendingPathComponent(artifactName))
  }
  let diffTool = SnapshotTestingConfiguration.current?.diffTool ?? PlumbSnapshotTesting.diffTool
  let layoutChanges = FailureReport.layoutChanges(reference: reference, actual: FailureReport.lastLayout)
  let difference = artifactNames.first.map { failed.appendingPathComponent($0) }
  var text = "Snapshot \"\(name ?? identifier)\" does not match reference.\n\n"
    + diffTool.command(reference.path, failedFile.path) + "\n\n" + message
    + (layoutChanges.map { "\n\n" + $0 } ?? "") + "\n\n"
    + FailureReport.record(test: "\(test).\(identifier)", reference: reference, failed: failedFile, difference: difference,
                           layoutChanges: layoutChanges, message: message)
  if record == .failed {
    if let problem = write() { return problem }
    text += "\n\nA new snapshot was automatically recorded."
  }
  return text
}

/// Reference names and the per-test assertion counter.
@preconcurrency @MainActor
enum SnapshotNaming {
  private static var counters: [String: Int] = [:]

  /// The next `<n>` for an assertion of `test` in `file` (1, 2, …).
  static func nextCounter(file: String, test: String) -> Int {
    let key = file + "|" + test
    let next = (counters[key] ?? 0) + 1
    counters[key] = next
    return next
  }

  /// `testCard()` → `testCard`; runs of other characters become one `-`, as swift-snapshot-testing does.
  static func sanitize(_ name: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in name.unicodeScalars {
      if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" {
        if pendingDash && !result.isEmpty { result.append("-") }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return result
  }

  /// Where failed snapshots go: `$SNAPSHOT_ARTIFACTS`, else the temporary directory.
  static func artifactsFolder() -> URL {
    let environment = ProcessInfo.processInfo.environment
    return URL(fileURLWithPath: environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
  }
}

/// Reports a failure to whichever test framework is running the test.
enum SnapshotIssue {
  static func record(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    FileHandle.standardError.write(Data((message + "\n").utf8))
    #endif
  }
}
