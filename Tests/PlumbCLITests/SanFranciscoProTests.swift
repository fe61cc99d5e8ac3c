import Foundation
import Testing

/// The user's own SF Pro (`PLUMB_SF_PRO_DIR`, `plumb --sf-pro DIR`), tested with a stand-in: the repository's
/// Noto Serif Bold copied under Apple's file names into a temporary folder. Each run is its own `plumb`
/// process, because the system font is chosen once per process.
@Suite struct SanFranciscoProTests {
  /// A folder holding the stand-in as `SF-Pro-Text-Regular.ttf` and `SF-Pro-Display-Regular.ttf`, plus a file
  /// that is not SF Pro (ignored).
  func standInFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sf-pro-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let font = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Tests/Fixtures/fonts/NotoSerif-Bold.ttf"))
    for name in ["SF-Pro-Text-Regular.ttf", "SF-Pro-Display-Regular.ttf"] {
      try font.write(to: folder.appendingPathComponent(name))
    }
    try Data("not a font".utf8).write(to: folder.appendingPathComponent("README.txt"))
    return folder.path
  }

  /// A scene with a Text-size and a Display-size label of the system font, written to a temporary file.
  func scene() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sf-pro-\(UUID().uuidString).json").path
    let text = """
      { plumb: 1, name: "SFPro", canvas: { width: 375, height: 200, scale: 2 },
        views: [ { label: "small", text: "Hello, world", font: { size: 17 } },
                 { label: "large", text: "Hello, world", font: { size: 28 } } ],
        constraints: [ "small.leading == root.leading + 10", "small.top == root.top + 10",
                       "large.leading == root.leading + 10", "large.top == small.bottom + 10" ] }
      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Renders `scene` and returns the label widths from the layout JSON (and the run's error text).
  func widths(_ plumb: String, scene: String, prefix: [String] = [], environment: [String: String] = [:]) throws
    -> (small: Double, large: Double, status: Int32, errors: String)
  {
    let output = scene + ".\(UUID().uuidString)"
    let run = try PlumbBinary.run(plumb, arguments: prefix + ["render", scene, "-o", output + ".png", "--layout", output + ".json"],
                                  environment: environment)
    guard run.status == 0, let data = FileManager.default.contents(atPath: output + ".json"),
          let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
          let views = root["views"] as? [[String: Any]] else { return (0, 0, run.status, run.errors) }
    func width(_ id: String) -> Double {
      let frame = views.first { $0["id"] as? String == id }?["frame"] as? [String: Any]
      return frame?["width"] as? Double ?? 0
    }
    return (width("small"), width("large"), run.status, run.errors)
  }

  /// With the stand-in, both labels are drawn with it (much wider than Inter), by the environment variable and
  /// by the option alike; without it, or with a folder that has no SF Pro, the system font is Inter.
  @Test func theSystemFontIsTheUsersSFPro() throws {
    let plumb = try #require(PlumbBinary.path, PlumbBinary.missingMessage)
    let folder = try standInFolder(), scene = try scene()
    let inter = try widths(plumb, scene: scene)
    #expect(inter.status == 0 && inter.small > 0, "\(inter.errors)")
    let byVariable = try widths(plumb, scene: scene, environment: ["PLUMB_SF_PRO_DIR": folder])
    #expect(byVariable.status == 0, "\(byVariable.errors)")
    // Noto Serif Bold sets "Hello, world" far wider than Inter Regular (about 20 %).
    #expect(byVariable.small > inter.small * 1.1, "\(byVariable.small) vs \(inter.small)")
    #expect(byVariable.large > inter.large * 1.1, "\(byVariable.large) vs \(inter.large)")
    let byOption = try widths(plumb, scene: scene, prefix: ["--sf-pro", folder])
    #expect(byOption.small == byVariable.small && byOption.large == byVariable.large)
    // A folder without SF Pro: named on stderr, and the run goes on with Inter.
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-no-sf-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let missing = try widths(plumb, scene: scene, environment: ["PLUMB_SF_PRO_DIR": empty])
    #expect(missing.status == 0 && missing.small == inter.small && missing.large == inter.large)
    #expect(missing.errors.contains("PLUMB_SF_PRO_DIR") && missing.errors.contains(empty))
    // The option with a folder that does not exist is a usage error naming it.
    let wrong = try PlumbBinary.run(plumb, arguments: ["--sf-pro", empty + "/nothing", "render", scene, "-o", scene + ".png"],
                                    environment: [:])
    #expect(wrong.status == 64)
    #expect(wrong.errors.contains(empty + "/nothing: cannot use as the SF Pro folder: no such folder"))
  }
}
