import Foundation
import Testing
@testable import PlumbSnapshot

private let white = PixelImage.opaque(red: 255, green: 255, blue: 255)

/// Scenes of different sizes and variant counts; `broken` puts a dot into some variants' pictures.
private func suite(broken: Bool) -> [SnapshotScene] {
  let shapes: [(String, [String], Int)] = [
    ("alpha", ["w320", "w375", "w414"], 40), ("beta", ["w320"], 120), ("gamma", ["w320", "w375"], 16),
    ("delta", ["w320", "w375", "w414", "w768"], 24), ("epsilon", ["w320"], 8), ("zeta", ["w320", "w375"], 64),
  ]
  return shapes.map { name, variants, size in
    SnapshotScene(name: name, file: "\(name).json", variants: variants, costs: variants.map { _ in Double(size * size) }) { variant in
      var image = PixelImage(width: size, height: size / 2, filledWith: white)
      if broken && (name == "beta" || variant == "w375") { image.setPixel(x: 3, y: 2, PixelImage.opaque(red: 0, green: 0, blue: 0)) }
      let layout = broken && name == "delta" && variant == "w768" ? "root <changed> & \"quoted\"\n" : "root\n"
      return RenderedVariant(image: image, layoutText: layout, viewFrames: [ViewFrame(id: "\(name)-title", x: 0, y: 0, width: 8, height: 8)])
    }
  }
}

private func folder() -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-merge-\(UUID().uuidString)")
  try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

private func configuration(_ references: URL, artifacts: URL, record: RecordMode, shard: Shard? = nil, blob: URL? = nil) -> SnapshotConfiguration {
  var configuration = SnapshotConfiguration(references: ReferenceStore(root: references), artifacts: artifacts, codec: RawCodec(),
                                            record: record, jobs: 2, shard: shard)
  configuration.blob = blob
  return configuration
}

/// Text with every `time="…"` attribute and the table's time cell blanked (times differ run to run).
private func withoutTimes(_ text: String) -> String {
  text.replacingOccurrences(of: #"time="[0-9.]+""#, with: #"time="""#, options: .regularExpression)
    .replacingOccurrences(of: #"[0-9]+\.[0-9]{2}s"#, with: "_s", options: .regularExpression)
}

@Suite struct ShardMergeTests {
  @Test func mergedShardReportsEqualAnUnshardedRun() throws {
    let root = folder()
    let references = root.appendingPathComponent("Snapshots"), lastRun = root.appendingPathComponent("last-run")
    _ = SnapshotRunner(configuration: configuration(references, artifacts: lastRun, record: .missing)).run(suite(broken: false))

    let whole = SnapshotRunner(configuration: configuration(references, artifacts: lastRun, record: .never)).run(suite(broken: true))
    #expect(whole.failed == 6 && whole.matched == 7)
    let wholeJUnit = JUnitReport.render(whole)
    let wholeHTML = try String(contentsOf: lastRun.appendingPathComponent("index.html"), encoding: .utf8)
    let wholeManifest = try String(contentsOf: lastRun.appendingPathComponent("manifest.txt"), encoding: .utf8)
    let wholeDocument = RunDocument(summary: whole, artifacts: lastRun)
    let wholeDiff = try Data(contentsOf: lastRun.appendingPathComponent("beta/w320/diff.png"))
    try FileManager.default.removeItem(at: lastRun)

    var blobs: [URL] = []
    var seen: [String] = []
    for index in 1...4 {
      let blob = root.appendingPathComponent("blobs/\(index)")
      let shard = SnapshotRunner(configuration: configuration(
        references, artifacts: root.appendingPathComponent("shard-\(index)"), record: .never,
        shard: Shard(index: index, count: 4), blob: blob)).run(suite(broken: true))
      #expect(!shard.outcomes.isEmpty)
      seen += shard.outcomes.map(\.id)
      blobs.append(blob)
    }
    #expect(seen.sorted() == whole.outcomes.map(\.id).sorted())   // every variant in exactly one shard

    let merged = try ShardBlob.merge(blobs.reversed(), artifacts: lastRun)
    #expect(merged.outcomes.map(\.id) == whole.outcomes.map(\.id))
    #expect(withoutTimes(merged.table) == withoutTimes(whole.table))
    #expect(withoutTimes(JUnitReport.render(merged)) == withoutTimes(wholeJUnit))
    #expect(withoutTimes(try String(contentsOf: lastRun.appendingPathComponent("index.html"), encoding: .utf8)) == withoutTimes(wholeHTML))
    #expect(try String(contentsOf: lastRun.appendingPathComponent("manifest.txt"), encoding: .utf8) == wholeManifest)
    #expect(try Data(contentsOf: lastRun.appendingPathComponent("beta/w320/diff.png")) == wholeDiff)
    var mergedDocument = RunDocument(summary: merged, artifacts: lastRun)
    mergedDocument.summary.seconds = wholeDocument.summary.seconds
    for index in mergedDocument.variants.indices { mergedDocument.variants[index].seconds = wholeDocument.variants[index].seconds }
    #expect(mergedDocument == wholeDocument)
    // `--accept` works from the merged folder.
    let accepted = try LastRun.accept(pattern: "beta", artifacts: lastRun, references: ReferenceStore(root: references))
    #expect(accepted == ["beta/w320"])
  }

  @Test func mergeRefusesDuplicateAndMissingShards() throws {
    let root = folder()
    let references = root.appendingPathComponent("Snapshots")
    _ = SnapshotRunner(configuration: configuration(references, artifacts: root.appendingPathComponent("a"), record: .missing)).run(suite(broken: false))
    func blob(_ index: Int, _ name: String) -> URL {
      let url = root.appendingPathComponent(name)
      _ = SnapshotRunner(configuration: configuration(references, artifacts: root.appendingPathComponent("run-\(name)"), record: .never,
                                                      shard: Shard(index: index, count: 3), blob: url)).run(suite(broken: false))
      return url
    }
    let one = blob(1, "one"), again = blob(1, "again"), two = blob(2, "two")
    #expect(throws: SnapshotError.badBlob(path: again.path, reason: "shard 1/3 is also \(one.path)")) {
      try ShardBlob.merge([one, again, two], artifacts: root.appendingPathComponent("merged"))
    }
    #expect(throws: SnapshotError.badBlob(path: root.path, reason: "shard 3/3 is missing")) {
      try ShardBlob.merge([one, two], artifacts: root.appendingPathComponent("merged"))
    }
    let none = root.appendingPathComponent("nothing")
    #expect(throws: SnapshotError.badBlob(path: none.appendingPathComponent("blob.json").path,
                                          reason: "no such file (was the shard run with --blob?)")) {
      try ShardBlob.merge([none], artifacts: root.appendingPathComponent("merged"))
    }
  }

  @Test func shardsAreBalancedByCostNotCount() {
    // One expensive scene and many cheap ones: by count, one shard would get the expensive scene and
    // half the rest; by cost, it gets the expensive scene alone.
    let costs: [[Double]] = [[100]] + Array(repeating: [10], count: 10)
    let plan = ShardPlan.assign(costs: costs, count: 2)
    #expect(plan[0] == [1])
    #expect(plan.dropFirst().allSatisfy { $0 == [2] })
    // A scene worth more than half a share is split by variant.
    let split = ShardPlan.assign(costs: [[30, 30, 30, 30], [5], [5]], count: 2)
    var loads = [0.0, 0.0]
    for (scene, shards) in split.enumerated() { for (variant, shard) in shards.enumerated() { loads[shard - 1] += [[30, 30, 30, 30], [5], [5]][scene][variant] } }
    #expect(loads == [65, 65])
    // The same split on every call (every machine).
    #expect(ShardPlan.assign(costs: costs, count: 3) == ShardPlan.assign(costs: costs, count: 3))
  }
}
