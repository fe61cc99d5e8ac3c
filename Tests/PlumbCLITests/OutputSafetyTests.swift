import Foundation
import Testing
@testable import PlumbCLI
import PlumbSnapshot

/// Outputs never destroy anything: a device node, folder or FIFO is not replaced by a regular file, and
/// no command writes over its own scene or images (by path, symbolic link or hard link). Every command
/// that writes is covered; each refusal exits 73 and leaves every file as it was.
@Suite struct OutputSafetyTests {
  let folder: URL
  let scene: String

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-output-safety-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    try FileManager.default.copyItem(at: repository.appendingPathComponent("Scenes/images/flowers.png"),
                                     to: folder.appendingPathComponent("images/flowers.png"))
    scene = folder.appendingPathComponent("card.json").path
    try Data("""
      { plumb: 1, canvas: { width: 60, height: 40 }, variants: { width: [60, 80] },
        views: [ { image: "photo", src: "images/flowers.png" } ],
        constraints: [ "H:|[photo(20)]", "V:|[photo(20)]" ] }
      """.utf8).write(to: URL(fileURLWithPath: scene))
  }

  func run(_ words: [String]) -> (code: Int32, err: String) {
    let capture = CapturedConsole()
    let code = Plumb.run(words, console: capture.console)
    return (code, capture.errors)
  }

  func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  @Test func theSceneAndItsImagesAreNeverOverwritten() throws {
    let original = try #require(contents(scene))
    let image = folder.appendingPathComponent("images/flowers.png").path
    let imageBytes = try #require(contents(image))
    let link = folder.appendingPathComponent("link.json").path, hard = folder.appendingPathComponent("hard.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scene)
    try FileManager.default.linkItem(atPath: scene, toPath: hard)
    let png = folder.appendingPathComponent("fine.png").path
    let attempts: [[String]] = [
      ["render", scene, "-o", scene],
      ["render", scene, "-o", link],
      ["render", scene, "-o", hard],
      ["render", scene, "-o", png, "--layout", scene],
      ["render", scene, "-o", image],
      ["render", scene, "-o", png, "--layout", png],
      ["sheet", scene, "-o", scene],
      ["sheet", scene, "-o", hard],
    ]
    for words in attempts {
      let result = run(words)
      #expect(result.code == 73, "\(words)")
      #expect(result.err.contains("refusing to write"), "\(words): \(result.err)")
      #expect(contents(scene) == original && contents(image) == imageBytes, "\(words)")
      #expect(!FileManager.default.fileExists(atPath: png), "\(words): nothing is written when one output is refused")
    }
  }

  @Test func nonRegularFilesAreNotReplaced() throws {
    let fifo = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let subfolder = folder.appendingPathComponent("sub").path
    try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: true)
    for target in ["/dev/null", fifo, subfolder] {
      for words in [["render", scene, "-o", target], ["sheet", scene, "-o", target],
                    ["render", scene, "-o", folder.appendingPathComponent("ok.png").path, "--layout", target],
                    ["render", scene, "-o", target, "--exercise-ambiguity", "1"]] {
        let result = run(words)
        #expect(result.code == 73, "\(words): \(result.err)")
      }
    }
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "/dev/null is still a device")
    #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    // An ambiguity picture whose name is taken by a folder refuses the whole render.
    let out = folder.appendingPathComponent("amb.png").path
    try FileManager.default.createDirectory(atPath: folder.appendingPathComponent("amb-ambiguity-1.png").path, withIntermediateDirectories: true)
    let ambiguous = folder.appendingPathComponent("loose.json").path
    try Data("{ plumb: 1, canvas: { width: 60, height: 40 }, views: [ { view: \"box\" } ], constraints: [] }".utf8)
      .write(to: URL(fileURLWithPath: ambiguous))
    #expect(run(["render", ambiguous, "-o", out, "--exercise-ambiguity", "1"]).code == 73)
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func allVariantsRefusesAPictureThatIsADevice() throws {
    let out = folder.appendingPathComponent("all").path
    try FileManager.default.createDirectory(atPath: out + "/card", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: out + "/card/w60-h40-ltr-large-1x.png", withDestinationPath: "/dev/null")
    let result = run(["render", scene, "--all-variants", out])
    #expect(result.code == 73, "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: out + "/card/w80-h40-ltr-large-1x.png"))
  }

  @Test func snapshotReferencesAndArtifactsSkipDevicesAndScenes() throws {
    // A reference path that is the scene itself (references folder = the scene's folder, scene named as a variant).
    let references = folder.appendingPathComponent("Snapshots").path
    try FileManager.default.createDirectory(atPath: references + "/card", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: references + "/card/w60-h40-ltr-large-1x.png", withDestinationPath: "/dev/null")
    try FileManager.default.createSymbolicLink(atPath: references + "/card/w80-h40-ltr-large-1x.png", withDestinationPath: scene)
    let original = try #require(contents(scene))
    let capture = CapturedConsole()
    // Recording is the point here, so the run acts as a developer machine even when the suite runs under CI.
    _ = Plumb.$environment.withValue([:]) {
      Plumb.run(["snapshot", scene, "--record", "all", "--references", references,
                 "--artifacts", folder.appendingPathComponent("last-run").path], console: capture.console)
    }
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    #expect(contents(scene) == original)
    #expect(capture.errors.contains("refusing to write") || capture.output.contains("refusing to write"),
            "\(capture.output)\(capture.errors)")
  }

  @Test func theCheckComparesFilesNotNames() throws {
    let inputs = OutputTarget.Inputs(paths: [scene])
    #expect(throws: OutputTarget.Refusal.self) { try OutputTarget.check(folder.path + "/./card.json", against: inputs) }
    try OutputTarget.check(folder.appendingPathComponent("new.png").path, against: inputs)
    #expect(throws: OutputTarget.Refusal.self) { try OutputTarget.checkAll(["a.png", "./a.png"], against: inputs) }
  }
}
