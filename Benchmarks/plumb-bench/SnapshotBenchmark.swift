import Foundation
@_spi(Benchmarks) import PlumbSnapshot

/// `plumb-bench snapshot [--scenes Scenes] [--reps 3] [--jobs "1 2"] [--rss "100 1000 10000"]`
///
/// The old and the new snapshot pipeline side by side on the cookbook scenes, in one run:
///
/// - old: what `plumb snapshot` did before digests — Cairo's PNG writer (level 6, all filters) for
///   every rendered variant, whether or not it was needed, and Cairo's reader decoding every reference
///   (`CairoPNGCodec`, plus an eager encode in the render closure, as the old runner did);
/// - new: render, hash the pixels, compare with the reference's `plDG` digest, decode nothing when
///   they agree; libpng writes only what is recorded (`GraphicsPNGCodec`).
///
/// Each pipeline records its own references (`--record all`, timed) and verifies them
/// (`--record never`, timed); runs alternate old/new so a change in the machine's load hits both.
/// Scene loading is included. The table gives the best and median ms per variant with one job (and
/// with more for the new pipeline), the speed-up, and Roborazzi's published 15 ms per snapshot
/// (maintainer benchmark, Apple Silicon) for comparison. Then, in child processes, the new pipeline's
/// peak RSS recording and verifying 100, 1,000 and 10,000 variants (`snapshot-rss`).
enum SnapshotBenchmark {
  static let roborazziMilliseconds = 15.0

  static func main(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments)
    let folder = options.string("scenes", "Scenes")
    let reps = max(1, options.int("reps", 3))
    let jobCounts = options.string("jobs", "1 2").split(separator: " ").compactMap { Int($0) }
    let rssCounts = options.string("rss", "100 1000 10000").split(separator: " ").compactMap { Int($0) }
    let files = Bench.cookbook.map { folder + "/" + $0 + ".json" }
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bench-snapshot-\(getpid())")
    defer { try? FileManager.default.removeItem(at: temporary) }

    struct Pipeline { let name: String; let codec: any PNGCoding; let eagerEncode: Bool }
    let pipelines = [Pipeline(name: "old", codec: CairoPNGCodec(), eagerEncode: true),
                     Pipeline(name: "new", codec: GraphicsPNGCodec(), eagerEncode: false)]
    func configuration(_ pipeline: Pipeline, _ record: RecordMode, jobs: Int) -> SnapshotConfiguration {
      SnapshotConfiguration(references: ReferenceStore(root: temporary.appendingPathComponent("references-\(pipeline.name)")),
                            artifacts: temporary.appendingPathComponent("artifacts-\(pipeline.name)"), codec: pipeline.codec,
                            record: record, jobs: jobs)
    }
    do {
      var variants = 0
      var record: [String: [Double]] = [:], verify: [String: [Double]] = [:]
      for rep in 0...reps {
        for pipeline in pipelines {
          let recorded = try timed { SnapshotRunner(configuration: configuration(pipeline, .all, jobs: 1)).run(try load(files, eagerEncode: pipeline.eagerEncode ? pipeline.codec : nil)) }
          guard recorded.summary.recorded == recorded.summary.outcomes.count else {
            print("snapshot: \(pipeline.name) recording failed\n\(recorded.summary.table)"); return 70
          }
          variants = recorded.summary.outcomes.count
          for jobs in jobCounts where jobs == 1 || pipeline.name == "new" {
            let verified = try timed { SnapshotRunner(configuration: configuration(pipeline, .never, jobs: jobs)).run(try load(files, eagerEncode: pipeline.eagerEncode ? pipeline.codec : nil)) }
            guard verified.summary.matched == variants else {
              print("snapshot: a \(pipeline.name) verify run did not match every variant\n\(verified.summary.table)"); return 70
            }
            if rep > 0 { verify["\(pipeline.name) \(jobs)", default: []].append(verified.seconds / Double(variants) * 1000) }
          }
          if rep > 0 { record[pipeline.name, default: []].append(recorded.seconds / Double(variants) * 1000) }
          if pipeline.name == "new" {
            // The new pipeline with its background writer turned off: every encode on the render thread.
            var inline = configuration(pipeline, .all, jobs: 1)
            inline.writerThreads = 0
            let recordedInline = try timed { SnapshotRunner(configuration: inline).run(try load(files, eagerEncode: nil)) }
            if rep > 0 { record["new inline", default: []].append(recordedInline.seconds / Double(variants) * 1000) }
          }
        }
      }
      print("snapshot: \(files.count) cookbook scenes, \(variants) variants; old and new pipelines alternating, "
        + "\(reps) timed runs each after a warm-up; \(Bench.loadNote()); \(ProcessInfo.processInfo.activeProcessorCount) cores")
      print(Bench.pad("", 18, left: true) + Bench.pad("jobs", 5) + Bench.pad("best ms/v", 11) + Bench.pad("median ms/v", 13)
        + Bench.pad("speed-up", 10) + Bench.pad("vs Roborazzi 15 ms", 20))
      func row(_ label: String, _ jobs: Int, _ values: [Double], base: [Double]?) {
        let best = values.min() ?? .nan
        let speedUp = base.map { Bench.format(($0.min() ?? .nan) / best) + "×" } ?? ""
        print(Bench.pad(label, 18, left: true) + Bench.pad(String(jobs), 5) + Bench.pad(Bench.format(best), 11)
          + Bench.pad(Bench.format(Bench.median(values)), 13) + Bench.pad(speedUp, 10)
          + Bench.pad(Bench.format(roborazziMilliseconds / best, digits: 1) + "× faster", 20))
      }
      row("verify old", 1, verify["old 1"] ?? [], base: nil)
      for jobs in jobCounts { row("verify new", jobs, verify["new \(jobs)"] ?? [], base: verify["old 1"]) }
      row("record old", 1, record["old"] ?? [], base: nil)
      row("record new", 1, record["new"] ?? [], base: record["old"])
      row("  encode inline", 1, record["new inline"] ?? [], base: record["old"])
      print("(ms per variant, scene loading included; speed-up = old best / new best; record new with one job encodes on the"
        + " spare core while the next variant renders, 'encode inline' on the render thread)")

      if !rssCounts.isEmpty {
        print("\nsnapshot: peak RSS of the new pipeline (child process: record all, then verify; jobs 2)")
        print(Bench.pad("variants", 10) + Bench.pad("record s", 10) + Bench.pad("verify s", 10)
          + Bench.pad("verify ms/v", 13) + Bench.pad("peak RSS MiB", 14))
        for count in rssCounts {
          let line = try child(["snapshot-rss", "--variants", String(count), "--scenes", folder])
          print(line)
        }
      }
      return 0
    } catch {
      print("snapshot: \(error)")
      return 65
    }
  }

  /// A run and its wall time.
  static func timed(_ body: () throws -> RunSummary) throws -> (summary: RunSummary, seconds: Double) {
    var summary: RunSummary?
    let seconds = try Bench.time { summary = try body() }
    return (summary!, seconds)
  }

  /// Fresh snapshot jobs for `files` (each with its own session pool); with `eagerEncode`, every
  /// render also encodes its picture with that codec, as the old runner did before comparing.
  static func load(_ files: [String], eagerEncode codec: (any PNGCoding)? = nil) throws -> [SnapshotScene] {
    try files.map { file in
      var scene = try SceneSnapshots.load(file: file)
      if let codec {
        let render = scene.render
        scene.render = { name in
          var rendered = try render(name)
          rendered.png = try codec.encode(rendered.image)
          return rendered
        }
      }
      return scene
    }
  }

  /// Runs this benchmark binary with `arguments` and returns its last output line.
  static func child(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output.split(separator: "\n").last.map(String.init) ?? "(no output, status \(process.terminationStatus))"
  }
}

/// `plumb-bench snapshot-rss --variants N [--scenes Scenes] [--jobs 2]`
///
/// A suite of N variants made from the cookbook scenes (each scene's own matrix, repeated under
/// numbered scene names until there are N), recorded with `--record all` into a temporary folder and
/// verified with `--record never`; prints one row: N, seconds, ms per verified variant and the
/// process's peak resident set size (`VmHWM`, see `Bench.peakResidentMB`). Flat memory means the RSS barely grows with N.
enum SnapshotRSSBenchmark {
  static func main(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments)
    let count = max(1, options.int("variants", 100))
    let jobs = max(1, options.int("jobs", 2))
    let files = Bench.cookbook.map { options.string("scenes", "Scenes") + "/" + $0 + ".json" }
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bench-rss-\(getpid())")
    defer { try? FileManager.default.removeItem(at: temporary) }
    do {
      let base = try SnapshotBenchmark.load(files)
      var scenes: [SnapshotScene] = []
      var total = 0
      var copy = 0
      while total < count {
        for scene in base where total < count {
          var renamed = scene
          renamed.name = "\(scene.name)-\(copy)"
          renamed.variants = Array(scene.variants.prefix(count - total))
          renamed.costs = Array(scene.costs.prefix(renamed.variants.count))
          total += renamed.variants.count
          scenes.append(renamed)
        }
        copy += 1
      }
      func configuration(_ record: RecordMode) -> SnapshotConfiguration {
        SnapshotConfiguration(references: ReferenceStore(root: temporary.appendingPathComponent("references")),
                              artifacts: temporary.appendingPathComponent("artifacts"), codec: GraphicsPNGCodec(),
                              record: record, jobs: jobs)
      }
      let recordSeconds = try Bench.time {
        let summary = SnapshotRunner(configuration: configuration(.all)).run(scenes)
        guard summary.recorded == count else { throw SnapshotError.noScenes(paths: ["recording failed: \(summary.table)"]) }
      }
      let verifySeconds = try Bench.time {
        let summary = SnapshotRunner(configuration: configuration(.never)).run(scenes)
        guard summary.matched == count else { throw SnapshotError.noScenes(paths: ["verify failed: \(summary.table)"]) }
      }
      print(Bench.pad(String(count), 10) + Bench.pad(Bench.format(recordSeconds, digits: 1), 10)
        + Bench.pad(Bench.format(verifySeconds, digits: 1), 10) + Bench.pad(Bench.format(verifySeconds / Double(count) * 1000), 13)
        + Bench.pad(Bench.format(Bench.peakResidentMB(), digits: 1), 14))
      return 0
    } catch {
      print("snapshot-rss: \(error)")
      return 65
    }
  }
}
