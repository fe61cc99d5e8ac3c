import Foundation
import PlumbSnapshot

/// `plumb snapshot`: render every variant of every scene and compare with `Snapshots/`; or accept the
/// last run's outputs (`--accept`), list and delete orphaned references (`--prune`), or merge the
/// blobs of a sharded run (`--merge`). Any run can also write JUnit XML (`--junit`) and JSON (`--json`).
///
/// ```swift
/// let spec = SnapshotCommand.spec(loader: pipeline)   // registered in CommandRegistry
/// ```
public enum SnapshotCommand {
  /// Turns a scene file into the variants to snapshot and a way to render each.
  public typealias Loader = @Sendable (_ file: String) throws -> SnapshotScene
  /// The current environment fingerprint (library versions, font hashes).
  public typealias Fingerprint = @Sendable () -> EnvironmentFingerprint?

  /// - Parameter environment: the process environment (`CI` decides the default record mode).
  /// - Parameter optimizedCodec: the codec for `--optimize` (smaller files, slower); `codec` when nil.
  public static func spec(
    loader: @escaping Loader, codec: any PNGCoding, optimizedCodec: (any PNGCoding)? = nil, fingerprint: @escaping Fingerprint,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> CommandSpec {
    CommandSpec(
      name: "snapshot",
      abstract: "Render every variant of scenes and compare them with their references.",
      discussion: """
        References live in <references>/<scene>/<variant>.png and .layout.txt. Failing variants leave
        expected, actual and diff pictures, a layout diff and index.html in the artifacts folder.
        Examples:
          plumb snapshot Scenes
          plumb snapshot --accept 'card/*rtl*'
          plumb snapshot Scenes --strict --record never
          plumb snapshot --prune --delete
          plumb snapshot --shard 2/4 --blob blobs/2 --junit junit-2.xml
          plumb snapshot --merge blobs/1 blobs/2 blobs/3 blobs/4 --junit junit.xml
          plumb snapshot --only-changed origin/main
        """,
      arguments: [ArgumentSpec("paths", help: "Scene files or folders (default: Scenes); with --accept, patterns; with --merge, blob folders.",
                               optional: true, repeats: true)],
      options: [
        OptionSpec("--record", value: "mode", help: "When to write references; 'never' when CI is set.", choices: RecordMode.allCases.map(\.rawValue)),
        OptionSpec("--jobs", "-j", value: "n", help: "Variants rendered at once (default: all cores)."),
        OptionSpec("--shard", value: "i/n", help: "Run only shard i of n (shards balanced by estimated cost)."),
        OptionSpec("--blob", value: "folder", help: "Also leave this run's blob there, for --merge."),
        OptionSpec("--merge", help: "Merge shard blobs (the paths) into one summary, report and manifest."),
        OptionSpec("--junit", value: "file", help: "Write JUnit XML (one test case per variant)."),
        OptionSpec("--json", value: "file", help: "Write the run as JSON."),
        OptionSpec("--only-changed", value: "rev", help: "Verify only scenes whose file, images or references changed since a git revision (all when the environment changed)."),
        OptionSpec("--optimize", help: "Record smaller PNGs (libdeflate level 12, every filter): slower to write."),
        OptionSpec("--references", value: "folder", help: "The references folder.", default: "Snapshots"),
        OptionSpec("--artifacts", value: "folder", help: "Where the last run's outputs and report go.", default: ".plumb/last-run"),
        OptionSpec("--threshold", value: "0…1", help: "Per-pixel colour threshold (YIQ).", default: "0.1"),
        OptionSpec("--max-diff-pixels", value: "n", help: "Differing pixels allowed per variant.", default: "0"),
        OptionSpec("--max-diff-ratio", value: "0…1", help: "Fraction of differing pixels allowed per variant.", default: "0"),
        OptionSpec("--include-antialiasing", help: "Count anti-aliasing pixels as differences."),
        OptionSpec("--accept", help: "Make the last run's outputs references (only variants matching the patterns)."),
        OptionSpec("--prune", help: "List reference files no scene variant produces any more."),
        OptionSpec("--delete", help: "With --prune: delete them."),
        OptionSpec("--strict", help: "Also fail every variant in which 'plumb check --strict' finds a problem (never recorded)."),
      ]
    ) { args, console in
      do {
        let chosen = args.flag("--optimize") ? (optimizedCodec ?? codec) : codec
        return try run(args, console: console, loader: loader, codec: chosen, fingerprint: fingerprint, environment: environment)
      } catch let error as UsageError {
        return Plumb.report(error, console: console)
      } catch let error as CLIError {
        console.err("error: \(error)")
        return error.exitCode
      } catch let error as SnapshotError {
        console.err("error: \(error)")
        return exitCode(of: error)
      } catch let error as FileWriteError {
        console.err("error: \(error)")
        return ExitCode.cannotCreate
      } catch {
        console.err("error: \(error)")
        return ExitCode.dataError
      }
    }
  }

  /// The exit code of a snapshot error: 73 for an output that cannot be written, 66 for a missing input,
  /// 65 for bad data.
  static func exitCode(of error: SnapshotError) -> Int32 {
    switch error {
    case .cannotWrite: return ExitCode.cannotCreate
    case .noLastRun: return ExitCode.noInput
    case .badBlob(_, let reason) where reason.hasPrefix("no such file"): return ExitCode.noInput
    default: return ExitCode.dataError
    }
  }

  static func run(
    _ args: ParsedArguments, console: Console, loader: Loader, codec: any PNGCoding, fingerprint: Fingerprint,
    environment: [String: String]
  ) throws -> Int32 {
    let references = ReferenceStore(root: URL(fileURLWithPath: args.string("--references")!))
    let artifacts = URL(fileURLWithPath: args.string("--artifacts")!)
    if args.flag("--delete") && !args.flag("--prune") { throw UsageError("'--delete' needs '--prune'.", command: "snapshot") }
    // Every run but --prune (which lists them) first removes what killed runs left.
    if !args.flag("--prune") {
      TemporaryFile.removeLeftovers(under: references.root)
      TemporaryFile.removeLeftovers(under: artifacts)
    }
    if args.flag("--accept") {
      let patterns = args.positionals("paths")
      var accepted: [String] = []
      if patterns.isEmpty {
        accepted = try LastRun.accept(pattern: nil, artifacts: artifacts, references: references, codec: codec)
      } else {
        for pattern in patterns { accepted += try LastRun.accept(pattern: pattern, artifacts: artifacts, references: references, codec: codec) }
      }
      accepted.forEach { console.out("accepted \($0)") }
      console.out("accepted \(accepted.count) variant\(accepted.count == 1 ? "" : "s")")
      return ExitCode.success
    }
    if args.flag("--merge") { return try merge(args, console: console, artifacts: artifacts) }
    let paths = args.positionals("paths").isEmpty ? ["Scenes"] : args.positionals("paths")
    let files = try SceneFiles.find(paths)
    guard !files.isEmpty else { throw SnapshotError.noScenes(paths: paths) }

    if args.flag("--prune") {
      var produced = Set<String>()
      for file in files {
        let loaded = SceneInput.isInterfaceBuilder(file) ? try SceneSnapshots.loadInterfaceBuilder(file: file).scenes : [try loader(file)]
        for scene in loaded { produced.formUnion(ReferenceStore.files(scene: scene.name, variants: scene.variants)) }
      }
      let orphans = references.allReferenceFiles().filter { !produced.contains($0) }
      // Temporary files of killed runs are listed (and deleted) with the orphans.
      let leftovers = (TemporaryFile.leftovers(under: references.root) + TemporaryFile.leftovers(under: artifacts)).map(\.path)
      for leftover in leftovers {
        if args.flag("--delete") {
          if unlink(leftover) == 0 { console.out("deleted \(leftover)") }
        } else {
          console.out(leftover)
        }
      }
      if !leftovers.isEmpty {
        console.out("\(leftovers.count) temporary file\(leftovers.count == 1 ? "" : "s") left by killed runs\(args.flag("--delete") ? " deleted" : "")")
      }
      for orphan in orphans {
        if args.flag("--delete") {
          try FileManager.default.removeItem(at: references.root.appendingPathComponent(orphan))
          console.out("deleted \(orphan)")
        } else {
          console.out(orphan)
        }
      }
      console.out("\(orphans.count) orphaned reference file\(orphans.count == 1 ? "" : "s")\(args.flag("--delete") ? " deleted" : "")")
      return ExitCode.success
    }

    let option = try args.value("--record", expected: "a record mode") { RecordMode(rawValue: $0) }
    if RecordMode.isCI(environment), let option, option != .never {
      throw UsageError("\(SnapshotError.recordingUnderCI(mode: option.rawValue)).", command: "snapshot")
    }
    var configuration = SnapshotConfiguration(references: references, artifacts: artifacts, codec: codec,
                                              record: RecordMode.resolve(option: option, environment: environment))
    if let jobs = try args.int("--jobs") {
      guard jobs >= 1 else { throw UsageError("Invalid value '\(jobs)' for '--jobs <n>': expected at least 1.", command: "snapshot") }
      configuration.jobs = jobs
    }
    if let shard = args.string("--shard") {
      do { configuration.shard = try Shard(parsing: shard) } catch { throw UsageError("\(error)", command: "snapshot") }
    }
    configuration.tolerance = Tolerance(
      threshold: try fraction(args, "--threshold"), maxDiffPixels: try count(args, "--max-diff-pixels"),
      maxDiffRatio: try fraction(args, "--max-diff-ratio"), includeAntialiasing: args.flag("--include-antialiasing"))
    configuration.environment = fingerprint()
    configuration.blob = args.string("--blob").map { URL(fileURLWithPath: $0) }
    configuration.strict = args.flag("--strict")

    // An artifacts folder that cannot be written fails now (73), not after a report pointing at nothing.
    try AtomicFile.checkWritable(folder: artifacts)

    var scenes: [SnapshotScene] = []
    var loadFailures = 0
    for file in files {
      do {
        if SceneInput.isInterfaceBuilder(file) {
          let loaded = try SceneSnapshots.loadInterfaceBuilder(file: file)
          loaded.warnings.forEach { console.err("warning: \($0)") }
          scenes += loaded.scenes
        } else {
          scenes.append(try loader(file))
        }
      } catch {
        console.err("error: \(error)")
        loadFailures += 1
      }
    }
    if let revision = args.string("--only-changed") {
      scenes = try onlyChanged(scenes, since: revision, configuration: configuration, console: console)
    }
    let summary = SnapshotRunner(configuration: configuration).run(scenes) { done, total, id in
      if console.isTerminal { console.progress("\r\u{1B}[K[\(done)/\(total)] \(id)") }
    }
    if console.isTerminal { console.progress("\r\u{1B}[K") }
    let code = try finish(summary, args: args, console: console, artifacts: artifacts)
    if loadFailures > 0 { return ExitCode.dataError }
    return code
  }

  /// An option's value in 0…1 (a usage error outside).
  static func fraction(_ args: ParsedArguments, _ name: String) throws -> Double {
    let value = try args.double(name)!
    guard (0...1).contains(value) else {
      throw UsageError("Invalid value '\(args.string(name)!)' for '\(name) <0…1>': expected a number from 0 to 1.", command: "snapshot")
    }
    return value
  }

  /// An option's value as a count, 0 or more (a usage error when negative).
  static func count(_ args: ParsedArguments, _ name: String) throws -> Int {
    let value = try args.int(name)!
    guard value >= 0 else {
      throw UsageError("Invalid value '\(value)' for '\(name) <n>': expected 0 or more.", command: "snapshot")
    }
    return value
  }

  /// Prints the outcomes and the table, writes `--junit` and `--json`; returns the run's exit code.
  static func finish(_ summary: RunSummary, args: ParsedArguments, console: Console, artifacts: URL) throws -> Int32 {
    if !summary.environmentChanges.isEmpty {
      console.err("environment changed: \(summary.environmentChanges.joined(separator: "; "))")
    }
    for outcome in summary.outcomes {
      switch outcome.verdict {
      case .matched: break
      case .recorded(let reason): console.out("recorded \(outcome.id) (\(reason))")
      case .failed(let failure): console.err("FAIL " + failure.message)
      case .missing(let reference): console.err("MISSING \(outcome.id): no reference \(reference)")
      case .error(let message): console.err("ERROR \(outcome.id): \(message)")
      }
    }
    let report = artifacts.appendingPathComponent("index.html").path
    if summary.outcomes.contains(where: \.isFailure), FileManager.default.fileExists(atPath: report) {
      console.err("report: \(report)")
    }
    if let junit = args.string("--junit") { try JUnitReport.write(summary: summary, to: URL(fileURLWithPath: junit)) }
    if let json = args.string("--json") { try RunDocument(summary: summary, artifacts: artifacts).write(to: URL(fileURLWithPath: json)) }
    console.out(summary.table)
    return summary.exitCode
  }

  /// `--merge BLOB…`: one summary, report, manifest, JUnit and JSON from every shard's blob.
  static func merge(_ args: ParsedArguments, console: Console, artifacts: URL) throws -> Int32 {
    let blobs = args.positionals("paths")
    guard !blobs.isEmpty else { throw UsageError("'--merge' needs the blob folders of every shard.", command: "snapshot") }
    let summary = try ShardBlob.merge(blobs.map { URL(fileURLWithPath: $0) }, artifacts: artifacts)
    return try finish(summary, args: args, console: console, artifacts: artifacts)
  }

  /// The scenes `--only-changed REV` keeps: all when the environment fingerprint changed, else those
  /// whose file, images or references differ from the revision.
  static func onlyChanged(_ scenes: [SnapshotScene], since revision: String, configuration: SnapshotConfiguration,
                          console: Console) throws -> [SnapshotScene] {
    if let stored = configuration.references.storedEnvironment(), let now = configuration.environment,
       !now.changes(from: stored).isEmpty {
      console.err("only-changed: the environment changed, verifying every scene")
      return scenes
    }
    // The repository is the one holding the scenes (the current folder when there are none).
    let folder = scenes.first.map { URL(fileURLWithPath: $0.file).deletingLastPathComponent().path }
      ?? FileManager.default.currentDirectoryPath
    let changed = try ChangedFiles.since(revision, in: folder)
    let kept = scenes.filter { ChangedFiles.affects($0, changed: changed, references: configuration.references) }
    console.err("only-changed: \(kept.count) of \(scenes.count) scenes changed since \(revision)")
    return kept
  }
}
