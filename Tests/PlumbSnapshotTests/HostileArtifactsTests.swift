import Foundation
import Testing
@testable import PlumbSnapshot

/// Names read from files (a shard blob's variants, `manifest.txt` lines) never become paths outside the
/// folder they belong to; `--accept` installs only the bytes the run wrote; any shard count is fine.
@Suite struct HostileArtifactsTests {
  let root: URL
  let references: URL
  let lastRun: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-hostile-\(UUID().uuidString)")
    references = root.appendingPathComponent("Snapshots")
    lastRun = root.appendingPathComponent("last-run")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  func scene(_ name: String, shade: UInt8) -> SnapshotScene {
    SnapshotScene(name: name, file: "\(name).json", variants: ["a", "b"]) { _ in
      RenderedVariant(image: PixelImage(width: 4, height: 4, filledWith: PixelImage.opaque(red: shade, green: shade, blue: shade)),
                      layoutText: "root (0, 0, 4, 4)\n")
    }
  }

  func run(record: RecordMode, shade: UInt8, blob: URL? = nil, shard: Shard? = nil) -> RunSummary {
    var configuration = SnapshotConfiguration(references: ReferenceStore(root: references), artifacts: lastRun, codec: RawCodec(),
                                              record: record, jobs: 1, shard: shard)
    configuration.blob = blob
    return SnapshotRunner(configuration: configuration).run([scene("card", shade: shade)])
  }

  /// A blob whose first variant's scene name is `scene`, with a picture for it in the blob's artifacts.
  func hostileBlob(scene: String) throws -> URL {
    _ = run(record: .missing, shade: 255)
    let blob = root.appendingPathComponent("blob")
    #expect(run(record: .never, shade: 0, blob: blob).failed == 2)
    let url = blob.appendingPathComponent("blob.json")
    var document = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    var variants = document["variants"] as! [[String: Any]]
    variants[0]["scene"] = scene
    variants[0]["id"] = "\(scene)/a"
    document["variants"] = variants
    try JSONSerialization.data(withJSONObject: document).write(to: url)
    return blob
  }

  @Test(arguments: ["../../victim", "..", "/tmp/abs", "a\0b", String(repeating: "x", count: 300), "", "line\nbreak"])
  func aBlobNamingAPathIsRefusedBeforeAnythingIsTouched(name: String) throws {
    let victim = root.appendingPathComponent("victim")
    try FileManager.default.createDirectory(at: victim.appendingPathComponent("a"), withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: victim.appendingPathComponent("a/actual.png"))
    let blob = try hostileBlob(scene: name)
    let manifestBefore = try Data(contentsOf: lastRun.appendingPathComponent("manifest.txt"))
    #expect {
      try ShardBlob.merge([blob], artifacts: lastRun)
    } throws: { error in
      "\(error)".contains("blob.json: cannot merge shard blob: variants[0]: scene name")
    }
    #expect(try Data(contentsOf: victim.appendingPathComponent("a/actual.png")) == Data("keep".utf8))
    #expect(try Data(contentsOf: lastRun.appendingPathComponent("manifest.txt")) == manifestBefore)   // not emptied
  }

  @Test func aTruncatedBlobNamesItsPlace() throws {
    let blob = try hostileBlob(scene: "card")
    let url = blob.appendingPathComponent("blob.json")
    let whole = try Data(contentsOf: url)
    try whole.prefix(whole.count / 2).write(to: url)
    #expect { try ShardBlob.read(blob) } throws: { "\($0)".hasPrefix(url.path + ": cannot merge shard blob: not a blob document") }
    try Data(#"{"format": "plumb-snapshot", "version": 1, "summary": {}, "environmentChanges": [], "written": [], "variants": []}"#.utf8)
      .write(to: url)
    #expect { try ShardBlob.read(blob) } throws: { "\($0)".contains("summary.scenes: missing") }
  }

  @Test func aBlobInsideTheArtifactsFolderIsRefused() throws {
    let blob = try hostileBlob(scene: "card")
    let inside = lastRun.appendingPathComponent("blob")
    try FileManager.default.moveItem(at: blob, to: inside)
    #expect { try ShardBlob.merge([inside], artifacts: lastRun) } throws: { "\($0)".contains("lies inside the artifacts folder") }
    #expect(FileManager.default.fileExists(atPath: inside.appendingPathComponent("blob.json").path))
  }

  @Test func aManifestLineNamingAPathIsRefused() throws {
    _ = run(record: .missing, shade: 255)
    #expect(run(record: .never, shade: 0).failed == 2)
    let outside = root.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside.appendingPathComponent("x"), withIntermediateDirectories: true)
    let manifest = lastRun.appendingPathComponent("manifest.txt")
    let lines = try String(contentsOf: manifest, encoding: .utf8)
    try (lines + "../outside/x\n").write(to: manifest, atomically: true, encoding: .utf8)
    #expect(throws: SnapshotError.self) { try LastRun.accept(pattern: nil, artifacts: lastRun, references: ReferenceStore(root: references)) }
    #expect { try LastRun.entries(in: lastRun) } throws: { "\($0)".contains("manifest.txt:4: not a manifest of failing variants: scene name '..'") }
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.appendingPathComponent("x").path).isEmpty)
  }

  @Test func acceptInstallsOnlyTheBytesTheRunWrote() throws {
    _ = run(record: .missing, shade: 255)
    #expect(run(record: .never, shade: 0).failed == 2)
    let store = ReferenceStore(root: references)
    let before = try Data(contentsOf: store.imageURL(scene: "card", variant: "a"))
    let actual = lastRun.appendingPathComponent("card/a/actual.png")
    let whole = try Data(contentsOf: actual)
    try whole.prefix(whole.count - 5).write(to: actual)   // truncated after the run
    #expect { try LastRun.accept(pattern: "card/a", artifacts: lastRun, references: store) } throws: {
      "\($0)".contains("changed since the run that wrote it")
    }
    #expect(try Data(contentsOf: store.imageURL(scene: "card", variant: "a")) == before)
    try whole.write(to: actual)
    #expect(try LastRun.accept(pattern: "card/a", artifacts: lastRun, references: store) == ["card/a"])
    #expect(try Data(contentsOf: store.imageURL(scene: "card", variant: "a")) == whole)
  }

  @Test func acceptNeverWritesThroughALinkOutOfTheReferences() throws {
    _ = run(record: .missing, shade: 255)
    #expect(run(record: .never, shade: 0).failed == 2)
    let outside = root.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try FileManager.default.removeItem(at: references.appendingPathComponent("card"))
    try FileManager.default.createSymbolicLink(at: references.appendingPathComponent("card"), withDestinationURL: outside)
    #expect { try LastRun.accept(pattern: nil, artifacts: lastRun, references: ReferenceStore(root: references)) } throws: {
      "\($0)".contains("leads outside")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
  }

  @Test(arguments: [Int.max, 1 << 40, 3])
  func anyShardCountRunsInMemoryOfTheSuite(count: Int) {
    let plan = ShardPlan.assign(costs: [[1, 1], [3], [2]], count: count)
    #expect(plan.joined().allSatisfy { (1...min(count, 4)).contains($0) })
    _ = run(record: .missing, shade: 255)
    let first = run(record: .never, shade: 255, shard: Shard(index: 1, count: count))
    let last = run(record: .never, shade: 255, shard: Shard(index: count, count: count))
    #expect(first.errors == 0 && last.errors == 0)
    #expect(first.outcomes.count + (count > 1 ? last.outcomes.count : 0) <= 2)
    #expect(count > 2 ? last.outcomes.isEmpty : true)
  }
}
