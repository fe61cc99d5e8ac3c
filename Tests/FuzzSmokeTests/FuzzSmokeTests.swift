import Foundation
import Testing

/// Keeps the libFuzzer harnesses from rotting: `swift test` builds every target listed in
/// `Tests/Fuzz/targets` with `Scripts/fuzz all --smoke` (its own build folder, `.build/fuzz`, never SwiftPM's
/// lock) and fuzzes each from its seed corpus for 2,000 runs (at most 20 seconds).
///
/// ```sh
/// swift test --filter FuzzSmokeTests
/// ```
@Suite struct FuzzSmokeTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The target names of `Tests/Fuzz/targets` (first word of each line that is not a comment).
  static func registeredTargets() throws -> [String] {
    let text = try String(contentsOfFile: packageRoot + "/Tests/Fuzz/targets", encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
      return trimmed.split(separator: " ").first.map(String.init)
    }
  }

  /// `fuzz: <Target>: ok: <N> executions in …` lines by target, executions as numbers.
  static func executions(in output: String) -> [String: Int] {
    var result: [String: Int] = [:]
    for line in output.split(separator: "\n") where line.hasPrefix("fuzz: ") {
      let parts = line.split(separator: ":", maxSplits: 3).map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 4, parts[2] == "ok", let count = Int(parts[3].split(separator: " ")[0]) else { continue }
      result[parts[1]] = count
    }
    return result
  }

  @Test func everyParserHasAHarness() throws {
    let targets = try Self.registeredTargets()
    for parser in [
      "JSON5", "Scene", "SceneLayout", "ConstraintExpression", "VisualFormat", "SolverFile", "InterfaceBuilder",
      "ShardBlob", "Manifest", "AssetCatalog",
    ] {
      #expect(targets.contains(parser), "no fuzz target for \(parser) in Tests/Fuzz/targets")
    }
    for target in targets {
      let folder = Self.packageRoot + "/Tests/Fuzz/" + target
      let files = try FileManager.default.contentsOfDirectory(atPath: folder)
      #expect(files.contains { $0.hasSuffix(".swift") }, "\(target): no harness")
      #expect(files.contains { $0.hasSuffix(".dict") }, "\(target): no dictionary")
      let seeds = try FileManager.default.contentsOfDirectory(atPath: folder + "/corpus")
      #expect(seeds.count >= 5, "\(target): only \(seeds.count) seeds")
      let bytes = try seeds.reduce(0) { total, seed in
        total + (try FileManager.default.attributesOfItem(atPath: folder + "/corpus/" + seed)[.size] as? Int ?? 0)
      }
      #expect(bytes < 128 * 1024, "\(target): the seed corpus is \(bytes) bytes; keep it small")
    }
  }

  @Test(.timeLimit(.minutes(30))) func everyHarnessBuildsAndRunsWithoutAFinding() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", Self.packageRoot + "/Scripts/fuzz", "all", "--smoke"]
    process.currentDirectoryURL = URL(fileURLWithPath: Self.packageRoot)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "Scripts/fuzz all --smoke failed:\n\(output)")
    let counts = Self.executions(in: output)
    for target in try Self.registeredTargets() {
      let count = counts[target] ?? 0
      // Seconds of fuzzing are hundreds of executions even on a loaded machine.
      #expect(count >= 100, "\(target): \(count) executions without a finding, expected at least 100:\n\(output)")
    }
  }
}
