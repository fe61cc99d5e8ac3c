import Foundation
import Testing
@testable import PlumbSnapshotTesting

/// swift-snapshot-testing's global settings that suites written before its configuration API still set.
@MainActor
@Suite(.serialized) struct GlobalSettingsTests {
  @Test func theGlobalDiffToolIsPrintedWhenNoConfigurationNamesOne() {
    SnapshotTestingConfiguration.$environment.withValue([:]) {
      let folder = temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      _ = withSnapshotTesting(record: .all) { verifySnapshot(of: "a", as: .lines, named: "d", snapshotDirectory: folder, testName: "g()") }
      let saved = PlumbSnapshotTesting.diffTool
      PlumbSnapshotTesting.diffTool = "ksdiff"
      defer { PlumbSnapshotTesting.diffTool = saved }
      let failure = withSnapshotTesting(record: .never) {
        verifySnapshot(of: "b", as: .lines, named: "d", snapshotDirectory: folder, testName: "g()")
      }
      #expect(failure?.contains("ksdiff \"\(folder)/g.d.txt\"") == true, "\(failure ?? "")")
      let configured = withSnapshotTesting(record: .never, diffTool: "opendiff") {
        verifySnapshot(of: "b", as: .lines, named: "d", snapshotDirectory: folder, testName: "g()")
      }
      #expect(configured?.contains("opendiff \"") == true && configured?.contains("ksdiff") == false)
    }
  }

  @available(*, deprecated)
  @Test func theOldRecordGlobalIsIsRecording() {
    #expect(record == isRecording)
    let before = isRecording
    record = before
    #expect(isRecording == before)
  }
}
