import Foundation
import Testing
@testable import PlumbCLI
import PlumbSnapshot

/// A lossless stand-in for PNG so these tests need no Cairo.
private struct WordCodec: PNGCoding {
  func encode(_ image: PixelImage) throws -> [UInt8] {
    ([UInt32(image.width), UInt32(image.height)] + image.pixels).flatMap { value in (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
  }
  func decode(_ bytes: [UInt8], path: String) throws -> PixelImage {
    let words: [UInt32] = stride(from: 0, to: bytes.count, by: 4).map { (i: Int) -> UInt32 in
      var word: UInt32 = 0
      for k in 0..<4 { word |= UInt32(bytes[i + k]) << UInt32(8 * k) }
      return word
    }
    return PixelImage(width: Int(words[0]), height: Int(words[1]), pixels: Array(words[2...]))
  }
}

/// A folder with two scene files; the loader renders solid images whose colour comes from `shade`.
private final class Fixture: @unchecked Sendable {
  let root: URL
  var shade: UInt8 = 255
  var environment: [String: String] = [:]
  var fingerprint: EnvironmentFingerprint?
  init() {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-cli-snapshot-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: root.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
    for name in ["alpha", "beta"] { try! Data("{}".utf8).write(to: root.appendingPathComponent("Scenes/\(name).json")) }
  }
  var spec: CommandSpec {
    SnapshotCommand.spec(loader: { [self] file in
      let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
      let shade = self.shade
      return SnapshotScene(name: name, file: file, variants: ["ltr", "rtl"]) { _ in
        RenderedVariant(image: PixelImage(width: 4, height: 4, filledWith: PixelImage.opaque(red: shade, green: shade, blue: shade)),
                        layoutText: "root (0, 0, 4, 4)\n")
      }
    }, codec: WordCodec(), fingerprint: { [fingerprint] in fingerprint }, environment: environment)
  }
  func run(_ words: [String]) -> (Int32, CapturedConsole) {
    let capture = CapturedConsole()
    let args = words + ["--references", root.appendingPathComponent("Snapshots").path,
                        "--artifacts", root.appendingPathComponent("last-run").path]
    do {
      let parsed = try ArgumentParser.parse(args, for: spec)
      return (spec.run(parsed, capture.console), capture)
    } catch {
      capture.console.err("\(error)")
      return (ExitCode.usage, capture)
    }
  }
}

@Suite struct SnapshotCommandTests {
  @Test func recordsThenMatchesThenFailsAndAccepts() throws {
    let fixture = Fixture()
    let scenes = fixture.root.appendingPathComponent("Scenes").path
    let (first, firstOut) = fixture.run([scenes, "--record", "missing"])
    #expect(first == 0)
    #expect(firstOut.output.contains("recorded alpha/ltr (new)"))
    #expect(fixture.run([scenes, "--record", "never"]).0 == 0)
    fixture.shade = 0
    let (failed, failedOut) = fixture.run([scenes, "--record", "never"])
    #expect(failed == 1)
    #expect(failedOut.errors.contains("FAIL alpha/ltr:\n  16 of 16 pixels differ"))
    let (accepted, acceptedOut) = fixture.run(["--accept", "beta/*"])
    #expect(accepted == 0 && acceptedOut.output.hasSuffix("accepted 2 variants\n"))
    let (after, afterOut) = fixture.run([scenes, "--record", "never"])
    #expect(after == 1)
    #expect(afterOut.errors.contains("FAIL alpha/rtl") && !afterOut.errors.contains("FAIL beta"))
  }

  /// References recorded with the system font drawn by Inter never verify under the user's SF Pro (or the
  /// other way round), even when the pixels would match: every variant fails and says why. Another copy of
  /// SF Pro is only a change of environment; a fingerprint without `system-font` was recorded with Inter.
  @Test func referencesOfAnotherSystemFontNeverVerify() throws {
    let fixture = Fixture()
    let scenes = fixture.root.appendingPathComponent("Scenes").path
    fixture.fingerprint = EnvironmentFingerprint(entries: [("pango", "1.50.12")])
    #expect(fixture.run([scenes, "--record", "missing"]).0 == 0)
    fixture.fingerprint = EnvironmentFingerprint(entries: [("pango", "1.50.12"), ("system-font", "SF Pro (18 files, 0123456789abcdef)")])
    let (failed, failedOut) = fixture.run([scenes, "--record", "never"])
    #expect(failed == 1)
    #expect(failedOut.errors.contains("recorded with the system font drawn by Inter with SF advances, this run draws it with SF Pro"))
    _ = fixture.run([scenes, "--record", "all"])   // recorded again with SF Pro: its fingerprint is stored
    #expect(fixture.run([scenes, "--record", "never"]).0 == 0)
    fixture.fingerprint = EnvironmentFingerprint(entries: [("pango", "1.50.12"), ("system-font", "SF Pro (18 files, fedcba9876543210)")])
    #expect(fixture.run([scenes, "--record", "never"]).0 == 0)
    fixture.fingerprint = EnvironmentFingerprint(entries: [("pango", "1.50.12")])   // Inter again
    #expect(fixture.run([scenes, "--record", "never"]).0 == 1)
  }

  @Test func pruneListsAndDeletesOrphans() throws {
    let fixture = Fixture()
    let scenes = fixture.root.appendingPathComponent("Scenes").path
    _ = fixture.run([scenes, "--record", "missing"])
    let orphan = fixture.root.appendingPathComponent("Snapshots/gone/ltr.png")
    try FileManager.default.createDirectory(at: orphan.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data([1]).write(to: orphan)
    let (code, out) = fixture.run([scenes, "--prune"])
    #expect(code == 0 && out.output == "gone/ltr.png\n1 orphaned reference file\n")
    #expect(FileManager.default.fileExists(atPath: orphan.path))
    let (_, deleted) = fixture.run([scenes, "--prune", "--delete"])
    #expect(deleted.output.contains("deleted gone/ltr.png"))
    #expect(!FileManager.default.fileExists(atPath: orphan.path))
  }

  @Test func ciNeverRecords() {
    let fixture = Fixture()
    fixture.environment = ["CI": "true"]
    let scenes = fixture.root.appendingPathComponent("Scenes").path
    let (code, out) = fixture.run([scenes])
    #expect(code == 1 && out.errors.contains("MISSING alpha/ltr"))
    #expect(!FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent("Snapshots/alpha/ltr.png").path))
    let (refused, refusedOut) = fixture.run([scenes, "--record", "all"])
    #expect(refused == ExitCode.usage)
    #expect(refusedOut.errors.hasPrefix("error: refusing --record all because CI is set: CI never records references.\n"))
  }

  @Test func usageMistakes() {
    let fixture = Fixture()
    #expect(fixture.run(["--delete"]).0 == ExitCode.usage)
    #expect(fixture.run(["--record", "sometimes"]).0 == ExitCode.usage)
    #expect(fixture.run([fixture.root.appendingPathComponent("nope").path]).0 == ExitCode.noInput)
  }

  /// `--only-changed REV` verifies the scenes whose file (or references) differ from the revision, and
  /// every scene once the environment fingerprint differs from the recorded one.
  @Test func onlyChangedVerifiesTheScenesChangedSinceARevision() throws {
    let fixture = Fixture()
    fixture.fingerprint = EnvironmentFingerprint(entries: [("pango", "1.50.12")])
    let root = fixture.root.path
    func git(_ arguments: String...) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "-C", root, "-c", "user.name=Plumb", "-c", "user.email=plumb@example.com"] + arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }
    let scenes = fixture.root.appendingPathComponent("Scenes").path
    #expect(fixture.run([scenes, "--record", "missing"]).0 == 0)
    try git("init", "-q")
    try git("add", "-A")
    try git("commit", "-q", "-m", "references")

    let (unchanged, unchangedOut) = fixture.run([scenes, "--record", "never", "--only-changed", "HEAD"])
    #expect(unchanged == 0)
    #expect(unchangedOut.errors.contains("only-changed: 0 of 2 scenes changed since HEAD"))

    // Editing beta's file selects beta only: alpha, whose pictures would now fail, is not verified.
    try Data("{ }".utf8).write(to: fixture.root.appendingPathComponent("Scenes/beta.json"))
    fixture.shade = 0
    let (one, oneOut) = fixture.run([scenes, "--record", "never", "--only-changed", "HEAD"])
    #expect(oneOut.errors.contains("only-changed: 1 of 2 scenes changed since HEAD"))
    #expect(one == 1 && oneOut.errors.contains("FAIL beta/ltr") && !oneOut.errors.contains("alpha/"))

    // A changed environment verifies everything.
    fixture.fingerprint = EnvironmentFingerprint(entries: [("pango", "1.52.0")])
    let (all, allOut) = fixture.run([scenes, "--record", "never", "--only-changed", "HEAD"])
    #expect(allOut.errors.contains("only-changed: the environment changed, verifying every scene"))
    #expect(all == 1 && allOut.errors.contains("FAIL alpha/ltr") && allOut.errors.contains("FAIL beta/ltr"))

    // An unknown revision is an error naming the git command.
    fixture.fingerprint = EnvironmentFingerprint(entries: [("pango", "1.50.12")])
    let (bad, badOut) = fixture.run([scenes, "--only-changed", "no-such-revision"])
    #expect(bad != 0 && bad != 1)
    #expect(badOut.errors.contains("no-such-revision"))
  }
}

/// Faults and out-of-range options: usage errors for impossible values, 73 with a sentence for an
/// output that cannot be written, 66 for a missing input, leftovers of killed runs listed and removed.
@Suite struct SnapshotFaultTests {
  @Test(arguments: [["--threshold", "-1"], ["--threshold", "1.5"], ["--max-diff-pixels", "-5"], ["--max-diff-ratio", "2"],
                    ["--shard", "0/3"], ["--shard", "4/3"], ["--shard", "1/99999999999999999999"]])
  func outOfRangeOptionsAreUsageErrors(option: [String]) {
    let fixture = Fixture()
    let (code, out) = fixture.run([fixture.root.appendingPathComponent("Scenes").path] + option)
    #expect(code == ExitCode.usage, "\(option): \(out.errors)")
    #expect(out.errors.contains(option[1]))
  }

  @Test func anyShardOfAHugeCountRuns() {
    let fixture = Fixture()
    let scenes = fixture.root.appendingPathComponent("Scenes").path
    _ = fixture.run([scenes, "--record", "missing"])
    for shard in ["1/9223372036854775807", "9223372036854775807/9223372036854775807", "2/4096"] {
      let (code, out) = fixture.run([scenes, "--shard", shard])
      #expect(code == 0, "\(shard): \(out.errors)")
    }
  }

  @Test func unwritableOutputsExit73WithASentence() throws {
    let fixture = Fixture()
    let scenes = fixture.root.appendingPathComponent("Scenes").path
    _ = fixture.run([scenes, "--record", "missing"])
    let file = fixture.root.appendingPathComponent("plain-file")
    try Data().write(to: file)
    for option in ["--junit", "--json"] {
      let (code, out) = fixture.run([scenes, option, file.path + "/out.xml"])
      #expect(code == ExitCode.cannotCreate, "\(option): \(out.errors)")
      #expect(out.errors.contains("\(file.path)/out.xml: cannot write: \(file.path) is not a folder"))
      #expect(!out.errors.contains("NSCocoaErrorDomain") && !out.errors.contains("Error Domain"))
    }
    // An artifacts folder that cannot be made fails before the run, instead of reporting files never written.
    let capture = CapturedConsole()
    let args = [scenes, "--references", fixture.root.appendingPathComponent("Snapshots").path, "--artifacts", file.path + "/last-run"]
    let code = fixture.spec.run(try ArgumentParser.parse(args, for: fixture.spec), capture.console)
    #expect(code == ExitCode.cannotCreate && capture.errors.contains("\(file.path)/last-run: cannot write:"))
    #expect(!capture.errors.contains("report:"))
  }

  @Test func missingInputsExit66() {
    let fixture = Fixture()
    let (code, out) = fixture.run([fixture.root.appendingPathComponent("nothing-here").path])
    #expect(code == ExitCode.noInput, "\(out.errors)")
    let (accept, acceptOut) = fixture.run(["--accept"])
    #expect(accept == ExitCode.noInput && acceptOut.errors.contains("no last run"))
    let (merge, mergeOut) = fixture.run(["--merge", fixture.root.appendingPathComponent("no-blob").path])
    #expect(merge == ExitCode.noInput && mergeOut.errors.contains("no such file"))
  }

  @Test func pruneListsAndDeletesLeftoversOfKilledRuns() throws {
    let fixture = Fixture()
    let scenes = fixture.root.appendingPathComponent("Scenes").path
    _ = fixture.run([scenes, "--record", "missing"])
    let leftover = fixture.root.appendingPathComponent("Snapshots/alpha/.ltr.png.999999999.00000000000000aa.pending")
    try Data([1, 2]).write(to: leftover)
    let (code, out) = fixture.run([scenes, "--prune"])
    #expect(code == 0 && out.output == "\(leftover.path)\n1 temporary file left by killed runs\n0 orphaned reference files\n")
    let (_, deleted) = fixture.run([scenes, "--prune", "--delete"])
    #expect(deleted.output.contains("deleted \(leftover.path)"))
    #expect(!FileManager.default.fileExists(atPath: leftover.path))
    // Any run cleans them too.
    try Data([1, 2]).write(to: leftover)
    _ = fixture.run([scenes])
    #expect(!FileManager.default.fileExists(atPath: leftover.path))
  }
}
