import Foundation
import Testing
@testable import PlumbSnapshotTesting

/// swift-snapshot-testing's `.json` strategies: an `Encodable` value and a `JSONSerialization` object, both
/// pretty-printed with sorted keys into a `.json` reference that records, then verifies, then catches a change.
@MainActor
@Suite struct JSONStrategyTests {
  struct User: Encodable { let name: String, id: Int }

  @Test func anEncodableValueIsPrettyPrintedWithSortedKeys() {
    let strategy = Snapshotting<User, String>.json
    #expect(strategy.pathExtension == "json")
    #expect(strategy.snapshot(User(name: "Blobby", id: 1)) == "{\n  \"id\" : 1,\n  \"name\" : \"Blobby\"\n}")
  }

  @Test func anEncodableValueIsAnXMLPropertyList() {
    let strategy = Snapshotting<User, String>.plist
    #expect(strategy.pathExtension == "plist")
    let text = strategy.snapshot(User(name: "Blobby", id: 1))
    #expect(text.hasPrefix("<?xml") && text.contains("<key>name</key>") && text.contains("<string>Blobby</string>"), "\(text)")
    #expect(text.contains("<key>id</key>") && text.contains("<integer>1</integer>"), "\(text)")
  }

  @Test func aJSONObjectRecordsVerifiesAndCatchesAChange() throws {
    let data = Data(#"{"name": "Blobby", "id": 1}"#.utf8)
    let any = try JSONSerialization.jsonObject(with: data)
    #expect(Snapshotting<Any, String>.json.snapshot(any) == "{\n  \"id\" : 1,\n  \"name\" : \"Blobby\"\n}")
    SnapshotTestingConfiguration.$environment.withValue([:]) {
      let folder = temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let recorded = withSnapshotTesting(record: .missing) {
        verifySnapshot(of: any, as: .json, named: "user", snapshotDirectory: folder, testName: "user()")
      }
      #expect(recorded != nil, "a missing reference is recorded and fails")
      #expect(FileManager.default.fileExists(atPath: folder + "/user.user.json"))
      let again = withSnapshotTesting(record: .never) { verifySnapshot(of: any, as: .json, named: "user", snapshotDirectory: folder, testName: "user()") }
      #expect(again == nil)
      let changed: Any = ["name": "Blob", "id": 1]
      let failure = withSnapshotTesting(record: .never) {
        verifySnapshot(of: changed, as: .json, named: "user", snapshotDirectory: folder, testName: "user()")
      }
      #expect(failure?.contains("+  \"name\" : \"Blob\"") == true, "\(failure ?? "")")
    }
  }
}
