import Foundation
import Testing
@testable import PlumbSnapshot

/// A lossless stand-in for PNG: "RAW", width, height, then the words, so tests need no Cairo.
struct RawCodec: PNGCoding {
  struct Corrupt: Error, CustomStringConvertible { var description: String { "not a RAW image" } }
  func encode(_ image: PixelImage) throws -> [UInt8] {
    var bytes = Array("RAW".utf8)
    for value in [UInt32(image.width), UInt32(image.height)] + image.pixels {
      withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
    return bytes
  }
  func decode(_ bytes: [UInt8], path: String) throws -> PixelImage {
    guard bytes.count >= 11, bytes.prefix(3) == ArraySlice("RAW".utf8) else { throw Corrupt() }
    let words: [UInt32] = stride(from: 3, to: bytes.count, by: 4).map { (i: Int) -> UInt32 in
      var word: UInt32 = 0
      for k in 0..<4 { word |= UInt32(bytes[i + k]) << UInt32(8 * k) }
      return word
    }
    return PixelImage(width: Int(words[0]), height: Int(words[1]), pixels: Array(words[2...]))
  }
}

private let white = PixelImage.opaque(red: 255, green: 255, blue: 255)
private let black = PixelImage.opaque(red: 0, green: 0, blue: 0)

/// A scene whose variants are 16×8 white images; `dot` puts a black 2×2 square at that x.
private func scene(_ name: String, variants: [String], dot: Int? = nil, layout: String = "title (0, 0, 8, 8)") -> SnapshotScene {
  SnapshotScene(name: name, file: "\(name).json", variants: variants) { _ in
    var image = PixelImage(width: 16, height: 8, filledWith: white)
    if let dot { for y in 2..<4 { for x in dot..<(dot + 2) { image.setPixel(x: x, y: y, black) } } }
    return RenderedVariant(image: image, layoutText: layout, viewFrames: [
      ViewFrame(id: "title", x: 0, y: 0, width: 8, height: 8), ViewFrame(id: "detail", x: 8, y: 0, width: 8, height: 8),
    ])
  }
}

private func temporaryFolder() -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-snapshot-\(UUID().uuidString)")
  try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

private func configuration(_ root: URL, record: RecordMode, jobs: Int = 2) -> SnapshotConfiguration {
  SnapshotConfiguration(references: ReferenceStore(root: root.appendingPathComponent("Snapshots")),
                        artifacts: root.appendingPathComponent("last-run"), codec: RawCodec(), record: record, jobs: jobs)
}

@Suite struct SnapshotRunnerTests {
  @Test func recordsMissingThenMatches() throws {
    let root = temporaryFolder()
    let first = SnapshotRunner(configuration: configuration(root, record: .missing)).run([scene("card", variants: ["a", "b"])])
    #expect(first.recorded == 2 && first.exitCode == 0)
    #expect(first.written == ["card/a.png", "card/a.layout.txt", "card/b.png", "card/b.layout.txt"])
    let second = SnapshotRunner(configuration: configuration(root, record: .missing)).run([scene("card", variants: ["a", "b"])])
    #expect(second.matched == 2 && second.exitCode == 0 && second.written.isEmpty)
  }

  @Test func neverModeReportsMissingAndWritesNothing() {
    let root = temporaryFolder()
    let summary = SnapshotRunner(configuration: configuration(root, record: .never)).run([scene("card", variants: ["a"])])
    #expect(summary.missing == 1 && summary.exitCode == 1)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots/card/a.png").path))
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("last-run/card/a/actual.png").path))
  }

  @Test func mismatchNamesCountsRegionViewsAndArtifacts() throws {
    let root = temporaryFolder()
    _ = SnapshotRunner(configuration: configuration(root, record: .missing)).run([scene("card", variants: ["a"])])
    let summary = SnapshotRunner(configuration: configuration(root, record: .missing))
      .run([scene("card", variants: ["a"], dot: 10, layout: "title (0, 0, 8, 9)")])
    #expect(summary.failed == 1 && summary.exitCode == 1)
    guard case .failed(let failure) = summary.outcomes[0].verdict else { Issue.record("expected a failure"); return }
    #expect(failure.views == ["detail"])
    let last = root.appendingPathComponent("last-run").path
    #expect(failure.message == """
      card/a:
        4 of 128 pixels differ (threshold 0.1, max 0 pixels, anti-aliasing ignored)
        largest region: 4 pixels in (10, 2) 2×2, in views: detail
        layout changed:
          -title (0, 0, 8, 8)
          +title (0, 0, 8, 9)
        artifacts: \(last)/card/a/actual.png, \(last)/card/a/expected.png, \(last)/card/a/diff.png, \(last)/card/a/layout.diff
        accept: plumb snapshot --accept 'card/a'
      """)
    let diff = try RawCodec().decode(Array(FileManager.default.contents(atPath: "\(last)/card/a/diff.png")!), path: "")
    #expect(diff.pixel(x: 10, y: 2) == ImageComparator.red)
    let html = try String(contentsOfFile: "\(last)/index.html", encoding: .utf8)
    #expect(html.contains("card/a/expected.png") && html.contains("card/a/diff.png") && html.contains("+title (0, 0, 8, 9)"))
  }

  @Test func aFailedRunWritesNoReference() {
    let root = temporaryFolder()
    _ = SnapshotRunner(configuration: configuration(root, record: .missing)).run([scene("old", variants: ["a"])])
    let summary = SnapshotRunner(configuration: configuration(root, record: .missing))
      .run([scene("old", variants: ["a"], dot: 0), scene("new", variants: ["a"])])
    #expect(summary.failed == 1 && summary.missing == 1 && summary.written.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots/new/a.png").path))
  }

  @Test func recordFailedRewritesOnlyTheFailures() throws {
    let root = temporaryFolder()
    _ = SnapshotRunner(configuration: configuration(root, record: .missing)).run([scene("s", variants: ["a"]), scene("t", variants: ["a"])])
    let summary = SnapshotRunner(configuration: configuration(root, record: .failed))
      .run([scene("s", variants: ["a"], dot: 4), scene("t", variants: ["a"])])
    #expect(summary.recorded == 1 && summary.matched == 1 && summary.written == ["s/a.png", "s/a.layout.txt"])
  }

  @Test func acceptTakesOnlyTheMatchingVariantsFromTheLastRun() throws {
    let root = temporaryFolder()
    let variants = ["w320-ltr", "w320-rtl", "w375-rtl"]
    _ = SnapshotRunner(configuration: configuration(root, record: .missing)).run([scene("card", variants: variants)])
    let store = ReferenceStore(root: root.appendingPathComponent("Snapshots"))
    let before = variants.map { FileManager.default.contents(atPath: store.imageURL(scene: "card", variant: $0).path)! }
    let failing = SnapshotRunner(configuration: configuration(root, record: .never)).run([scene("card", variants: variants, dot: 6)])
    #expect(failing.failed == 3)
    let accepted = try LastRun.accept(pattern: "*320-rtl", artifacts: root.appendingPathComponent("last-run"), references: store)
    #expect(accepted == ["card/w320-rtl"])
    let after = variants.map { FileManager.default.contents(atPath: store.imageURL(scene: "card", variant: $0).path)! }
    #expect(after[0] == before[0] && after[2] == before[2] && after[1] != before[1])
    let rerun = SnapshotRunner(configuration: configuration(root, record: .never)).run([scene("card", variants: variants, dot: 6)])
    #expect(rerun.outcomes.map(\.isFailure) == [true, false, true])
  }

  @Test func acceptWithoutALastRunIsAnError() {
    let root = temporaryFolder()
    #expect(throws: SnapshotError.noLastRun(path: root.path)) {
      try LastRun.accept(pattern: nil, artifacts: root, references: ReferenceStore(root: root))
    }
  }

  @Test func shardsSplitTheVariantsAndOrderIsStable() throws {
    let root = temporaryFolder()
    let scenes = [scene("a", variants: ["1", "2", "3"]), scene("b", variants: ["1", "2"])]
    var config = configuration(root, record: .missing, jobs: 4)
    config.shard = try Shard(parsing: "2/2")
    let summary = SnapshotRunner(configuration: config).run(scenes)
    #expect(summary.outcomes.map(\.id) == ["a/2", "b/1"])
    #expect(throws: SnapshotError.badShard("3/2")) { try Shard(parsing: "3/2") }
  }

  @Test func environmentChangesAreNamed() {
    let root = temporaryFolder()
    var config = configuration(root, record: .missing)
    config.environment = EnvironmentFingerprint(entries: [("pango", "1.50.12"), ("cairo", "1.16.0")])
    _ = SnapshotRunner(configuration: config).run([scene("s", variants: ["a"])])
    config.environment = EnvironmentFingerprint(entries: [("pango", "1.52.0"), ("cairo", "1.16.0")])
    let summary = SnapshotRunner(configuration: config).run([scene("s", variants: ["a"])])
    #expect(summary.environmentChanges == ["pango 1.50.12 → 1.52.0"])
  }

  @Test func renderErrorsExit65() {
    let root = temporaryFolder()
    struct Bad: Error, CustomStringConvertible { var description: String { "bad.json: views[0]: unknown key 'lable'" } }
    let broken = SnapshotScene(name: "bad", file: "bad.json", variants: ["a"]) { _ in throw Bad() }
    let summary = SnapshotRunner(configuration: configuration(root, record: .missing)).run([broken])
    #expect(summary.exitCode == 65 && summary.errors == 1)
  }

  @Test func patternsMatchIdsScenesAndVariants() {
    #expect(LastRun.matches("card/w320-rtl", pattern: "card"))
    #expect(LastRun.matches("card/w320-rtl", pattern: "*rtl"))
    #expect(LastRun.matches("card/w320-rtl", pattern: "card/w3?0-*"))
    #expect(!LastRun.matches("card/w320-rtl", pattern: "other/*"))
  }

  @Test func htmlEscapesSceneText() {
    #expect(HTMLReport.escape("<script>alert('x')</script>") == "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;")
  }

  @Test func textDiffElidesLongUnchangedRuns() {
    let diff = TextDiff(expected: "a\nb\nc\nd\ne\nf\ng", actual: "a\nb\nc\nd\nE\nf\ng")
    #expect(diff.changedLines == [.removed("e"), .added("E")])
    #expect(diff.unified(context: 1) == "…\n d\n-e\n+E\n f\n g")
  }
}
