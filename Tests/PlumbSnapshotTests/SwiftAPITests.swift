import Foundation
import Testing
import PlumbLayout
import PlumbSnapshotTesting

/// A scene built in Swift: a blue box at the leading margin.
private func boxScene(color: String) -> Layout.Scene {
  Layout.Scene(
    name: "box", canvas: Layout.Canvas(width: 60, height: .points(40), scale: 1),
    views: [Layout.Node(id: "box", appearance: Layout.Appearance(background: Color(parsing: color)))],
    constraints: [
      Layout.ConstraintSpec(first: Layout.AnchorRef(item: "box", attribute: .leading), second: Layout.AnchorRef(item: "root", attribute: .leadingMargin)),
      Layout.ConstraintSpec(first: Layout.AnchorRef(item: "box", attribute: .top), constant: 0, text: "box.top == 0")
        .with { $0.second = Layout.AnchorRef(item: "root", attribute: .top) },
      Layout.ConstraintSpec(first: Layout.AnchorRef(item: "box", attribute: .width), constant: 20),
      Layout.ConstraintSpec(first: Layout.AnchorRef(item: "box", attribute: .height), constant: 20),
    ])
}

extension Layout.ConstraintSpec {
  fileprivate func with(_ change: (inout Self) -> Void) -> Self { var copy = self; change(&copy); return copy }
}

@Suite struct SwiftAPITests {
  @Test func recordsThenMatchesThenReportsAChange() throws {
    let references = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-api-\(UUID().uuidString)").path
    var options = SnapshotOptions(references: references, record: .missing, environment: [:])
    options.artifacts = references + "-artifacts"
    #expect(verifySnapshots(of: boxScene(color: "#0000FF"), options: options).isEmpty)
    #expect(FileManager.default.fileExists(atPath: references + "/box/w60-h40-ltr-large-1x.png"))
    options.record = .never
    #expect(verifySnapshots(of: boxScene(color: "#0000FF"), options: options).isEmpty)
    let failures = verifySnapshots(of: boxScene(color: "#FF0000"), options: options)
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("box/w60-h40-ltr-large-1x:\n  400 of 2400 pixels differ") == true)
    #expect(failures.first?.contains("in views: box") == true)
  }

  @Test func ciNeverRecords() {
    let references = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-api-ci-\(UUID().uuidString)").path
    let options = SnapshotOptions(references: references, record: .all, artifacts: references + "-artifacts", environment: ["CI": "true"])
    let failures = verifySnapshots(of: boxScene(color: "#0000FF"), options: options)
    #expect(failures.count == 1 && failures[0].contains("no reference") && failures[0].contains("record mode never"))
    #expect(!FileManager.default.fileExists(atPath: references + "/box/w60-h40-ltr-large-1x.png"))
  }

  @Test func aBadSceneFileIsAFailureWithItsPlace() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-api-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("bad.json")
    try! Data("{ plumb: 2 }".utf8).write(to: file)
    let failures = verifySnapshots(ofSceneFile: file.path, options: SnapshotOptions(references: folder.path, record: .never, environment: [:]))
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix(file.path + ":1:") == true)
  }
}

/// The Swift Testing assertion records one issue per failing variant, and none when everything matches.
@Suite struct ExpectSnapshotsTests {
  @Test func matchingSceneRecordsNoIssueAndAChangeRecordsOne() {
    let references = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-expect-\(UUID().uuidString)").path
    let record = SnapshotOptions(references: references, record: .missing, artifacts: references + "-artifacts", environment: [:])
    expectSnapshots(of: boxScene(color: "#00AA00"), options: record)
    let verify = SnapshotOptions(references: references, record: .never, artifacts: references + "-artifacts", environment: [:])
    expectSnapshots(of: boxScene(color: "#00AA00"), options: verify)
    withKnownIssue("a red box against a green reference must fail") {
      expectSnapshots(of: boxScene(color: "#FF0000"), options: verify)
    }
  }
}
