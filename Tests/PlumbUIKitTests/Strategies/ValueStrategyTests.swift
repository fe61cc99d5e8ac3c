import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import PlumbSnapshotTesting

/// swift-snapshot-testing's strategies for plain values: `.data`, `.func(into:)`, `URLRequest`'s `.raw`
/// and `.curl`, each with the text sst's own suite recorded.
@MainActor
@Suite struct ValueStrategyTests {
  enum Direction: String, CaseIterable {
    case up, down, left, right
    var rotatedLeft: Direction {
      switch self {
      case .up: return .left
      case .down: return .right
      case .left: return .down
      case .right: return .up
      }
    }
  }

  @Test func dataRecordsWithoutAnExtensionVerifiesAndCatchesAChange() {
    SnapshotTestingConfiguration.$environment.withValue([:]) {
      let folder = temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let bytes = Data([0xDE, 0xAD, 0xBE, 0xEF])
      let first = withSnapshotTesting(record: .missing) {
        verifySnapshot(of: bytes, as: .data, snapshotDirectory: folder, testName: "testData()")
      }
      #expect(first?.contains("No reference was found") == true)
      #expect(FileManager.default.contents(atPath: folder + "/testData.1") == bytes, "no extension, the bytes as they are")
      let again = withSnapshotTesting(record: .never) {
        verifySnapshot(of: bytes, as: .data, named: "1", snapshotDirectory: folder, testName: "testData()")
      }
      #expect(again == nil)
      let longer = withSnapshotTesting(record: .never) {
        verifySnapshot(of: bytes + [0], as: .data, named: "1", snapshotDirectory: folder, testName: "testData()")
      }
      #expect(longer?.contains("Expected 5 bytes to match 4 bytes") == true, "\(longer ?? "")")
    }
  }

  @Test func aFunctionIsTabulatedOverEveryCase() {
    let strategy = Snapshotting<Direction, String>.func(into: Snapshotting<Direction, String>.description)
    #expect(strategy.pathExtension == "csv")
    #expect(strategy.snapshot { $0.rotatedLeft } == "\"up\",\"left\"\n\"down\",\"right\"\n\"left\",\"down\"\n\"right\",\"up\"")
  }

  @Test func aRequestIsWrittenRawAndAsCurl() {
    var post = URLRequest(url: URL(string: "https://www.pointfree.co/subscribe")!)
    post.httpMethod = "POST"
    post.addValue("pf_session={\"user_id\":\"0\"}", forHTTPHeaderField: "Cookie")
    post.addValue("text/html", forHTTPHeaderField: "Accept")
    post.httpBody = Data("pricing[billing]=monthly&pricing[lane]=individual".utf8)
    // The text swift-snapshot-testing recorded for this request.
    #expect(Snapshotting<URLRequest, String>.curl.snapshot(post) == """
      curl \\
      \t--request POST \\
      \t--header "Accept: text/html" \\
      \t--data "pricing[billing]=monthly&pricing[lane]=individual" \\
      \t--cookie "pf_session={\\"user_id\\":\\"0\\"}" \\
      \t"https://www.pointfree.co/subscribe"
      """)
    var query = URLRequest(url: URL(string: "https://www.pointfree.co?key_2=value_2&key_1=value_1")!)
    query.addValue("text/html", forHTTPHeaderField: "Accept")
    query.addValue("application/json", forHTTPHeaderField: "Content-Type")
    #expect(Snapshotting<URLRequest, String>.raw.snapshot(query) == """
      GET https://www.pointfree.co?key_1=value_1&key_2=value_2
      Accept: text/html
      Content-Type: application/json
      """)
    var json = URLRequest(url: URL(string: "http://example.com/create")!)
    json.httpMethod = "POST"
    json.httpBody = Data(#"{"name":"tammy","age":3}"#.utf8)
    #expect(Snapshotting<URLRequest, String>.raw(pretty: true).snapshot(json).hasSuffix("\n\n{\n  \"age\" : 3,\n  \"name\" : \"tammy\"\n}"))
    #expect(Snapshotting<URLRequest, String>.raw.snapshot(json).hasSuffix("\n\n{\"name\":\"tammy\",\"age\":3}"))
  }

  @Test func aStrategyThatDeliversLaterIsWaitedForAndOneThatNeverDoesTimesOut() {
    SnapshotTestingConfiguration.$environment.withValue([:]) {
      let folder = temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let later = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { text in
        Async { deliver in DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { deliver(text.uppercased()) } }
      }
      _ = withSnapshotTesting(record: .all) {
        verifySnapshot(of: "late", as: later, named: "late", snapshotDirectory: folder, testName: "t()")
      }
      #expect(FileManager.default.contents(atPath: folder + "/t.late.txt") == Data("LATE".utf8))
      let never = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { _ in Async { _ in } }
      let failure = verifySnapshot(of: "x", as: never, named: "never", snapshotDirectory: folder, timeout: 0.1, testName: "t()")
      #expect(failure == "Exceeded timeout of 0.1 seconds waiting for snapshot")
      let waited = Snapshotting.wait(for: 0.02, on: Snapshotting<String, String>.lines.asyncPullback { (n: Int) in
        Async(value: String(repeating: "*", count: n))
      })
      #expect(waited.snapshot(3) == "***")
    }
  }

  @Test func aCustomDiffingsAttachmentsAreWrittenBesideTheFailure() throws {
    let artifacts = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: artifacts) }
    setenv("SNAPSHOT_ARTIFACTS", artifacts, 1)
    defer { unsetenv("SNAPSHOT_ARTIFACTS") }
    SnapshotTestingConfiguration.$environment.withValue([:]) {
      let folder = temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let diffing = Diffing<String>(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
        guard old != new else { return nil }
        var note = XCTAttachment(string: "was \(old), now \(new)")
        note.name = "note"
        return ("texts differ", [note])
      }
      let strategy = Snapshotting<String, String>(pathExtension: "txt", diffing: diffing)
      _ = withSnapshotTesting(record: .all) { verifySnapshot(of: "a", as: strategy, named: "x", snapshotDirectory: folder, testName: "c()") }
      let failure = withSnapshotTesting(record: .never) {
        verifySnapshot(of: "b", as: strategy, named: "x", snapshotDirectory: folder, testName: "c()")
      }
      #expect(failure?.contains("texts differ") == true)
      let written = try? String(contentsOfFile: artifacts + "/\(folder.split(separator: "/").last!)/c.x.note.txt", encoding: .utf8)
      let anywhere = (FileManager.default.enumerator(atPath: artifacts)?.allObjects as? [String] ?? []).filter { $0.hasSuffix("c.x.note.txt") }
      #expect(written == "was a, now b" || anywhere.count == 1, "\(anywhere)")
    }
  }
}
