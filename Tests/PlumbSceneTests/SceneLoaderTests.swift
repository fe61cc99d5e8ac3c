import Foundation
import PlumbLayout
import Testing

@testable import PlumbScene

/// Loading files: size limits, unreadable files, and image paths resolved inside the assets folder.
@Suite struct SceneLoaderTests {
  /// A fresh folder with `Scenes/images/a.png`, `a@2x.png`, `Scenes/only@2x.png`, `outside.png` next to
  /// `Scenes`, and symbolic links that lead out.
  private func fixture() throws -> String {
    let root = NSTemporaryDirectory() + "plumb-scene-\(UUID().uuidString)"
    let fm = FileManager.default
    try fm.createDirectory(atPath: root + "/Scenes/images", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: root + "/Assets", withIntermediateDirectories: true)
    for file in ["Scenes/images/a.png", "Scenes/images/a@2x.png", "Scenes/only@2x.png", "outside.png", "Assets/b.jpg"] {
      _ = fm.createFile(atPath: root + "/" + file, contents: Data([0x89, 0x50, 0x4E, 0x47]))
    }
    try fm.createSymbolicLink(atPath: root + "/Scenes/link.png", withDestinationPath: root + "/outside.png")
    try fm.createSymbolicLink(atPath: root + "/Scenes/out", withDestinationPath: root)
    try fm.createSymbolicLink(atPath: root + "/Scenes/images/c@2x.png", withDestinationPath: root + "/outside.png")
    _ = fm.createFile(atPath: root + "/Scenes/images/c.png", contents: Data())
    try fm.createSymbolicLink(atPath: root + "/Scenes/inside.png", withDestinationPath: root + "/Scenes/images/a.png")
    return root
  }

  private func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  private func scene(src: String) -> String {
    "{ plumb: 1, canvas: { width: 100 },\n  views: [{ image: 'i', src: '\(src)' }] }"
  }

  private func loadMessage(_ path: String, assetsRoot: String? = nil) -> String {
    do {
      _ = try SceneLoader.load(path: path, assetsRoot: assetsRoot)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test func resolvesImagesInsideTheSceneFolder() throws {
    let root = try fixture()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let real = try #require(realpath(root, nil).map { String(cString: $0) })
    for (src, expected) in [
      ("images/a.png", "/Scenes/images/a.png"), ("./images/../images/a.png", "/Scenes/images/a.png"),
      ("only.png", "/Scenes/only.png"), ("inside.png", "/Scenes/inside.png"),
    ] {
      try write(scene(src: src), to: root + "/Scenes/card.json")
      let loaded = try SceneLoader.load(path: root + "/Scenes/card.json")
      guard case .image(let image) = loaded.views[0].kind else { Issue.record("not an image"); return }
      #expect(image.src == real + expected)
      #expect(loaded.name == "card")
      #expect(loaded.file == root + "/Scenes/card.json")
    }
  }

  @Test func refusesPathsThatLeaveTheFolder() throws {
    let root = try fixture()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/Scenes/card.json"
    let place = "\(path):2:30: views[0].src"
    for (src, message) in [
      ("../outside.png", "image path '../outside.png' leads outside the assets folder '\(root)/Scenes'"),
      ("images/../../outside.png", "image path 'images/../../outside.png' leads outside the assets folder '\(root)/Scenes'"),
      ("link.png", "image path 'link.png' leads outside the assets folder '\(root)/Scenes'"),
      ("out/outside.png", "image path 'out/outside.png' leads outside the assets folder '\(root)/Scenes'"),
      ("images/c.png", "image path 'c@2x.png' leads outside the assets folder '\(root)/Scenes'"),
      ("missing.png", "image 'missing.png' not found in '\(root)/Scenes'"),
      ("nofolder/a.png", "image 'nofolder/a.png' not found in '\(root)/Scenes'"),
    ] {
      try write(scene(src: src), to: path)
      #expect(loadMessage(path) == "\(place): \(message)")
    }
  }

  @Test func assetsRootReplacesTheSceneFolder() throws {
    let root = try fixture()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/Scenes/card.json"
    try write(scene(src: "b.jpg"), to: path)
    let loaded = try SceneLoader.load(path: path, assetsRoot: root + "/Assets")
    guard case .image(let image) = loaded.views[0].kind else { Issue.record("not an image"); return }
    #expect(image.src?.hasSuffix("/Assets/b.jpg") == true)
    #expect(loadMessage(path) == "\(path):2:30: views[0].src: image 'b.jpg' not found in '\(root)/Scenes'")
    #expect(loadMessage(path, assetsRoot: root + "/None") == "\(path): the assets folder '\(root)/None' does not exist")
  }

  @Test func fileProblems() throws {
    let root = try fixture()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(loadMessage(root + "/none.json") == "\(root)/none.json: cannot read the scene file: no such file")
    #expect(loadMessage(root + "/Scenes") == "\(root)/Scenes: cannot read the scene file: it is a folder")
    let big = root + "/big.json"
    _ = FileManager.default.createFile(atPath: big, contents: Data(count: SceneLimits.maxFileBytes + 1))
    #expect(loadMessage(big) == "\(big): the file is 2097153 bytes, more than the limit of 2097152")
    let latin1 = root + "/latin1.json"
    _ = FileManager.default.createFile(atPath: latin1, contents: Data([0x7B, 0xE9, 0x7D]))
    #expect(loadMessage(latin1) == "\(latin1):1:2: the file is not UTF-8 text: byte 1 (0xE9) does not start or continue a UTF-8 character")
    let broken = root + "/broken.json"
    try write("{ plumb: 1,\n  canvas: { width: 1 }\n  views: [] }", to: broken)
    #expect(loadMessage(broken) == "\(broken):3:3: unexpected 'v', expected ',' or '}'")
  }

  @Test func defaultNames() {
    #expect(SceneLoader.defaultName(for: "Scenes/card.json") == "card")
    #expect(SceneLoader.defaultName(for: "a.b.json5") == "a.b")
    #expect(SceneLoader.defaultName(for: "noext") == "noext")
    #expect(SceneLoader.defaultName(for: ".hidden") == ".hidden")
  }
}
