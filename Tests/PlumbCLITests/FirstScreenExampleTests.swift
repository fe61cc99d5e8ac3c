import Foundation
import Testing

/// The README's first screen stays true: `docs/examples/first-screen.json5` renders to the pictures the
/// README shows, and `plumb check` finds the truncated title it shows.
@Suite struct FirstScreenExampleTests {
  private let scene = packageRoot + "/docs/examples/first-screen.json5"

  private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  @Test func rendersThePictureTheREADMEShows() {
    let folder = temporaryFolder("first-screen")
    let run = plumb(["render", scene, "-o", folder + "/card.png"])
    #expect(run.code == 0)
    #expect(run.output == "rendered \(folder)/card.png (640×193 px, w320-hfit-ltr-large-2x)\n")
    #expect(run.errors == "note: w320-hfit-ltr-large-2x: truncated labels: title (see 'plumb check')\n")
    #expect(bytes(folder + "/card.png") == bytes(packageRoot + "/docs/images/first-screen.png"))
    let debug = plumb(["render", scene, "-o", folder + "/debug.png", "--debug"])
    #expect(debug.code == 0)
    #expect(bytes(folder + "/debug.png") == bytes(packageRoot + "/docs/images/first-screen-debug.png"))
  }

  @Test func checkFindsTheTruncatedTitle() {
    let run = plumb(["check", scene, "--strict"])
    #expect(run.code == 1)
    #expect(run.output.hasPrefix("first-screen · w320-hfit-ltr-large-2x · 1 problem: 1 truncated label\n"))
    #expect(run.output.contains("  title shows \"Weekly planning with…\"\n"))
    #expect(run.output.contains("      cut        \" the design team\" (characters 20..<36)\n"))
  }

  @Test func aWrappingTitlePassesTheCheck() throws {
    let text = try String(contentsOfFile: scene, encoding: .utf8)
    let wrapping = text.replacingOccurrences(of: "font: \"headline\" }", with: "font: \"headline\", numberOfLines: 0 }")
    #expect(wrapping != text)
    let path = temporaryFolder("first-screen") + "/first-screen.json5"
    try Data(wrapping.utf8).write(to: URL(fileURLWithPath: path))
    let run = plumb(["check", path, "--strict"])
    #expect(run.code == 0, "\(run.output)")
    #expect(run.output.contains("· no problems"))
  }
}
