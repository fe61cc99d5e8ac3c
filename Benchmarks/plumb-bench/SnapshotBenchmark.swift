import Foundation
import PlumbSnapshot

/// `plumb-bench snapshot [--scenes Scenes] [--reps 3] [--jobs "1 2"]`
///
/// Variants verified per second on the cookbook scenes with `SnapshotRunner`: references are recorded
/// into a temporary folder first (`record: .missing`), then each timed run loads the scene files afresh
/// (new render sessions, so no text cache carries over) and verifies every variant with
/// `record: .never` (decode the reference PNG, render, encode, compare pixels and layout text).
/// The job counts alternate run by run, so a change in the machine's load hits them alike; the table
/// shows the best and the median run of each, the speed-up of the best over `jobs 1`, and the median
/// CPU time (user + system, all threads) per variant: equal CPU per variant means the parallel run does
/// no extra work, so on an otherwise idle machine its wall time divides by the cores.
enum SnapshotBenchmark {
  static func main(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments)
    let folder = options.string("scenes", "Scenes")
    let reps = max(1, options.int("reps", 3))
    let jobCounts = options.string("jobs", "1 2").split(separator: " ").compactMap { Int($0) }
    let files = Bench.cookbook.map { folder + "/" + $0 + ".json" }
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bench-snapshot-\(getpid())")
    defer { try? FileManager.default.removeItem(at: temporary) }
    func configuration(_ record: RecordMode, jobs: Int) -> SnapshotConfiguration {
      SnapshotConfiguration(references: ReferenceStore(root: temporary.appendingPathComponent("references")),
                            artifacts: temporary.appendingPathComponent("artifacts"), codec: GraphicsPNGCodec(),
                            record: record, jobs: jobs)
    }
    do {
      let recording = SnapshotRunner(configuration: configuration(.missing, jobs: 2)).run(try load(files))
      guard recording.recorded == recording.outcomes.count else {
        print("snapshot: recording failed\n\(recording.table)")
        return 70
      }
      print("snapshot: \(files.count) cookbook scenes, \(recording.outcomes.count) variants recorded; "
        + "\(reps) verify runs per job count, alternating; \(Bench.loadNote())")
      var rates: [Int: [Double]] = [:]
      var cpu: [Int: [Double]] = [:]
      for _ in 0..<reps {
        for jobs in jobCounts {
          var summary: RunSummary?
          let cpuStart = Bench.cpuSeconds()
          let seconds = try Bench.time {
            summary = SnapshotRunner(configuration: configuration(.never, jobs: jobs)).run(try load(files))
          }
          guard let summary, summary.matched == summary.outcomes.count else {
            print("snapshot: a verify run did not match every variant\n\(summary?.table ?? "")")
            return 70
          }
          rates[jobs, default: []].append(Double(summary.outcomes.count) / seconds)
          cpu[jobs, default: []].append((Bench.cpuSeconds() - cpuStart) / Double(summary.outcomes.count) * 1000)
        }
      }
      print(Bench.pad("jobs", 6) + Bench.pad("best v/s", 12) + Bench.pad("median v/s", 12) + Bench.pad("speed-up", 10)
        + Bench.pad("CPU ms/variant", 16))
      let base = rates[jobCounts.first ?? 1]?.max() ?? .nan
      for jobs in jobCounts {
        let values = rates[jobs] ?? []
        let best = values.max() ?? .nan
        print(Bench.pad(String(jobs), 6) + Bench.pad(Bench.format(best, digits: 1), 12)
          + Bench.pad(Bench.format(Bench.median(values), digits: 1), 12) + Bench.pad(Bench.format(best / base) + "×", 10)
          + Bench.pad(Bench.format(Bench.median(cpu[jobs] ?? []), digits: 1), 16))
      }
      print("(variants verified per second, scene loading included; \(Bench.loadNote()); "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores)")
      return 0
    } catch {
      print("snapshot: \(error)")
      return 65
    }
  }

  /// Fresh snapshot jobs for `files` (each with its own session pool).
  static func load(_ files: [String]) throws -> [SnapshotScene] {
    try files.map { try SceneSnapshots.load(file: $0) }
  }
}
