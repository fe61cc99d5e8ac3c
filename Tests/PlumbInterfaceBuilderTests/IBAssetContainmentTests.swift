import Foundation
import Testing
@testable import PlumbInterfaceBuilder

/// Interface Builder assets obey the scene-file rule: image sets, their `Contents.json` file names,
/// loose images and folders reached through symbolic links are used only when the file actually opened
/// lies inside the document's folder; the search never follows a link out (nor walks `/`).
@Suite struct IBAssetContainmentTests {
  let project: URL
  let outside: URL

  init() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ib-assets-\(UUID().uuidString)")
    project = base.appendingPathComponent("project")
    outside = base.appendingPathComponent("outside")
    let manager = FileManager.default
    let png = Data([0x89, 0x50, 0x4E, 0x47])
    func set(_ name: String, filename: String) throws {
      let folder = project.appendingPathComponent("Assets.xcassets/\(name).imageset")
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(#"{"images": [{"idiom": "universal", "filename": "\#(filename)", "scale": "2x"}]}"#.utf8)
        .write(to: folder.appendingPathComponent("Contents.json"))
    }
    try manager.createDirectory(at: outside.appendingPathComponent("far.imageset"), withIntermediateDirectories: true)
    try png.write(to: outside.appendingPathComponent("secret.png"))
    try png.write(to: outside.appendingPathComponent("loose.png"))
    try png.write(to: outside.appendingPathComponent("far.imageset/far.png"))
    try Data(#"{"images": [{"filename": "far.png"}]}"#.utf8).write(to: outside.appendingPathComponent("far.imageset/Contents.json"))
    try Data(#"{"images": [{"filename": "inner.png", "scale": "2x"}]}"#.utf8).write(to: outside.appendingPathComponent("Contents.json"))

    try set("ok", filename: "ok@2x.png")
    try png.write(to: project.appendingPathComponent("Assets.xcassets/ok.imageset/ok@2x.png"))
    try set("dotdot", filename: "../../../outside/secret.png")
    try set("absolute", filename: outside.appendingPathComponent("secret.png").path)
    try set("linked", filename: "link.png")
    try manager.createSymbolicLink(atPath: project.appendingPathComponent("Assets.xcassets/linked.imageset/link.png").path,
                                   withDestinationPath: outside.appendingPathComponent("secret.png").path)
    // A set whose Contents.json is a link out of the project (naming a file that is inside).
    let json = project.appendingPathComponent("Assets.xcassets/json.imageset")
    try manager.createDirectory(at: json, withIntermediateDirectories: true)
    try png.write(to: json.appendingPathComponent("inner.png"))
    try manager.createSymbolicLink(atPath: json.appendingPathComponent("Contents.json").path,
                                   withDestinationPath: outside.appendingPathComponent("Contents.json").path)
    // Folder links: one out of the project, one back into it (a loop), one to the file-system root.
    try manager.createSymbolicLink(atPath: project.appendingPathComponent("Linked").path, withDestinationPath: outside.path)
    try manager.createSymbolicLink(atPath: project.appendingPathComponent("Loop").path, withDestinationPath: project.path)
    try manager.createSymbolicLink(atPath: project.appendingPathComponent("Root").path, withDestinationPath: "/")
    try png.write(to: project.appendingPathComponent("inside.png"))
    try manager.createSymbolicLink(atPath: project.appendingPathComponent("escape.png").path,
                                   withDestinationPath: outside.appendingPathComponent("secret.png").path)
  }

  @Test func onlyFilesInsideTheProjectAreFound() throws {
    let assets = IBAssets(folder: project.path)
    let realProject = try #require(realpath(project.path, nil).map { pointer in defer { free(pointer) }; return String(cString: pointer) })
    #expect(assets.file(named: "ok", scale: 2) == realProject + "/Assets.xcassets/ok.imageset/ok@2x.png")
    #expect(assets.file(named: "inside.png", scale: 2) == realProject + "/inside.png")
    for name in ["dotdot", "absolute", "linked", "json", "far", "loose", "secret", "escape", "escape.png", "passwd"] {
      #expect(assets.file(named: name, scale: 2) == nil, "\(name) resolved outside the project")
    }
  }

  @Test func theSearchStaysInsideAndEnds() {
    let start = Date()
    let assets = IBAssets(folder: project.path)
    _ = assets.file(named: "nothing", scale: 1)
    #expect(Date().timeIntervalSince(start) < 5)   // the link to / is not walked
  }
}
