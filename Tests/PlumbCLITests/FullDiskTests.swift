import Foundation
import Testing
@testable import PlumbCLI

/// An output that cannot be written in full (the file-size limit stands in for a full disk: `write`
/// fails part-way with `EFBIG`, as it fails with `ENOSPC` on a full disk) exits 73 with a sentence
/// naming the path and the reason, leaves no partial or temporary file, and keeps the earlier output.
@Suite struct FullDiskTests {
  @Test func aWriteThatFailsPartWayLeavesTheOldFileAndNoTemporary() throws {
    let plumb = try #require(PlumbBinary.path, PlumbBinary.missingMessage)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-full-disk-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let scene = folder.appendingPathComponent("card.json").path
    try Data("""
      { plumb: 1, canvas: { width: 300, height: 200, scale: 2, background: "white" },
        views: [ { label: "title", text: "A title long enough to make a picture of some kilobytes", numberOfLines: 0 } ],
        constraints: [ "H:|-[title]-|", "V:|-[title]" ] }
      """.utf8).write(to: URL(fileURLWithPath: scene))
    let output = folder.appendingPathComponent("card.png").path
    try Data("earlier".utf8).write(to: URL(fileURLWithPath: output))
    // `ulimit -f 1`: files of at most 1 KiB; SIGXFSZ ignored, so `write` returns EFBIG instead of killing plumb.
    let script = "trap '' XFSZ; ulimit -f 1; exec \"$0\" render \"$1\" -o \"$2\""
    let run = try PlumbBinary.run("/bin/sh", arguments: ["-c", script, plumb, scene, output], environment: ["LANG": "C"])
    #expect(run.status == 73, "\(run.errors)")
    #expect(run.errors == "error: \(output): cannot write: File too large\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data("earlier".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["card.json", "card.png"])
  }
}

/// A missing input exits 66 (EX_NOINPUT) whatever the command and the kind of file.
@Suite struct MissingInputTests {
  @Test(arguments: [["render", "nothere.json", "-o", "x.png"], ["check", "nothere.json"], ["render", "nothere.xib", "-o", "x.png"],
                    ["import", "nothere.storyboard"], ["solve", "nothere.json"]])
  func aMissingInputExits66(words: [String]) {
    let capture = CapturedConsole()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-missing-\(UUID().uuidString)").path
    let code = Plumb.run(words.map { $0.hasPrefix("nothere") ? folder + "/" + $0 : $0 }, console: capture.console)
    #expect(code == ExitCode.noInput, "\(words): \(capture.errors)")
    #expect(capture.errors.contains("no such file"))
  }
}
