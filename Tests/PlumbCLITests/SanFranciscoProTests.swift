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
  func widths(
    _ plumb: String, scene: String, prefix: [String] = [], environment: [String: String] = [:], directory: String = packageRoot
  ) throws -> (small: Double, large: Double, status: Int32, errors: String) {
    let output = scene + ".\(UUID().uuidString)"
    let run = try PlumbBinary.run(plumb, arguments: prefix + ["render", scene, "-o", output + ".png", "--layout", output + ".json"],
                                  environment: environment, directory: directory)
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

  /// The configuration file: `sfProDirectory` in the nearest `plumb-snapshot.json` of the working folder or above
  /// (a relative folder from the file's), the same stand-in as by the variable; the variable wins over the file;
  /// a key that is not a string is named with its line and column and the run goes on with Inter.
  @Test func theConfigurationFileNamesTheFolder() throws {
    let plumb = try #require(PlumbBinary.path, PlumbBinary.missingMessage)
    let fonts = try standInFolder(), scene = try scene()
    let project = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sf-project-\(UUID().uuidString)")
    let work = project.appendingPathComponent("Tests/App")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try FileManager.default.moveItem(atPath: fonts, toPath: project.appendingPathComponent("SF Pro").path)
    let configuration = project.appendingPathComponent("plumb-snapshot.json")
    try Data(#"{"hostDevice": "iPhone 8", "sfProDirectory": "SF Pro"}"#.utf8).write(to: configuration)
    let inter = try widths(plumb, scene: scene)
    let byVariable = try widths(plumb, scene: scene, environment: ["PLUMB_SF_PRO_DIR": project.appendingPathComponent("SF Pro").path])
    let byFile = try widths(plumb, scene: scene, directory: work.path)
    #expect(byFile.status == 0 && !byFile.errors.contains("drawing the system font with Inter"), "\(byFile.errors)")
    #expect(byFile.small == byVariable.small && byFile.large == byVariable.large)
    #expect(byFile.small > inter.small * 1.1, "\(byFile.small) vs \(inter.small)")
    // The variable comes first: a folder there without SF Pro is reported, and the file is not read.
    let empty = project.appendingPathComponent("Tests").path
    let variableFirst = try widths(plumb, scene: scene, environment: ["PLUMB_SF_PRO_DIR": empty], directory: work.path)
    #expect(variableFirst.small == inter.small && variableFirst.errors.contains("PLUMB_SF_PRO_DIR"))
    // A key of the wrong type: its place on stderr, the system font stays Inter.
    try Data("{\n  \"sfProDirectory\": 3\n}\n".utf8).write(to: configuration)
    let wrong = try widths(plumb, scene: scene, directory: work.path)
    #expect(wrong.status == 0 && wrong.small == inter.small && wrong.large == inter.large)
    #expect(wrong.errors.contains(configuration.path + ":2:21: sfProDirectory: expected the folder of your SF Pro files"
      + " as a string, found a number"), "\(wrong.errors)")
  }
}
