import Foundation

/// Whether every assertion records (swift-snapshot-testing's global; prefer `withSnapshotTesting(record: .all)`).
///
/// ```swift
/// isRecording = true   // every assertion below writes its reference, and fails
/// ```
nonisolated(unsafe) public var isRecording = false

/// swift-snapshot-testing's first name for `isRecording`.
///
/// ```swift
/// record = true   // the same as isRecording = true
/// ```
@available(*, deprecated, renamed: "isRecording")
public var record: Bool {
  get { isRecording }
  set { isRecording = newValue }
}

/// The diff command failure messages print when no `withSnapshotTesting(diffTool:)` or `.snapshots(diffTool:)`
/// names one (swift-snapshot-testing's global; prefer those).
///
/// ```swift
/// diffTool = "ksdiff"   // failures print: ksdiff "<reference>" "<failed>"
/// ```
nonisolated(unsafe) public var diffTool: SnapshotTestingConfiguration.DiffTool = .default

/// `assertSnapshot` with a Boolean record flag (`true`: record every reference, and fail).
///
/// ```swift
/// assertSnapshot(of: card, as: .image, record: true)
/// ```
@_disfavoredOverload @preconcurrency @MainActor
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
  record recording: Bool?, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  assertSnapshot(
    of: try value(), as: snapshotting, named: name, record: recording == true ? .all : nil, timeout: timeout,
    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// `verifySnapshot` with a Boolean record flag.
///
/// ```swift
/// let message = verifySnapshot(of: card, as: .layout, record: false)
/// ```
@_disfavoredOverload @preconcurrency @MainActor
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
  record recording: Bool?, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) -> String? {
  verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: recording == true ? .all : nil,
    snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath, testName: testName,
    line: line, column: column)
}

/// swift-snapshot-testing's first spelling of `assertSnapshot(of:…)`.
///
/// ```swift
/// assertSnapshot(matching: card, as: .image)
/// ```
@preconcurrency @MainActor
public func assertSnapshot<Value, Format>(
  matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil, record recording: Bool = false, timeout: TimeInterval = 5,
  file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
  assertSnapshot(
    of: try value(), as: snapshotting, named: name, record: recording ? .all : nil, timeout: timeout, file: file,
    testName: testName, line: line)
}

/// swift-snapshot-testing's first spelling of `assertSnapshots(of:as:)` with named strategies.
@preconcurrency @MainActor
public func assertSnapshots<Value, Format>(
  matching value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
  record recording: Bool = false, timeout: TimeInterval = 5, file: StaticString = #filePath,
  testName: String = #function, line: UInt = #line
) {
  assertSnapshots(
    of: try value(), as: strategies, record: recording ? .all : nil, timeout: timeout, file: file, testName: testName,
    line: line)
}

/// swift-snapshot-testing's first spelling of `verifySnapshot(of:…)`.
@preconcurrency @MainActor
public func verifySnapshot<Value, Format>(
  matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil, record recording: Bool = false, snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
  verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: recording ? .all : nil,
    snapshotDirectory: snapshotDirectory, timeout: timeout, file: file, testName: testName, line: line)
}
