import Foundation
import Testing
@testable import PlumbCLI
import PlumbGraphics

/// The repository's folder (…/Tests/PlumbCLITests/ → …).
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func scratch() -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-render-\(UUID().uuidString)")
  try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

private func run(_ words: [String]) -> (code: Int32, out: String, err: String) {
  let capture = CapturedConsole()
  let code = Plumb.run(words, console: capture.console)
  return (code, capture.output, capture.errors)
}

private func write(_ text: String, _ name: String, in folder: URL) -> String {
  let url = folder.appendingPathComponent(name)
  try! Data(text.utf8).write(to: url)
  return url.path
}

private let twoBoxes = """
  { plumb: 1, canvas: { width: 100, height: 50, scale: 2, background: "#FFFFFF" },
    views: [ { view: "red", background: "#FF0000" }, { label: "title", text: "Hi" } ],
    constraints: [ "H:|-10-[red(30)]", "V:|-10-[red(20)]", "title.leading == red.trailing + 8", "title.centerY == red.centerY" ] }
  """

@Suite struct RenderCommandTests {
  @Test func rendersPixelsAndLayoutJSON() throws {
    let folder = scratch()
    let scene = write(twoBoxes, "boxes.json", in: folder)
    let png = folder.appendingPathComponent("boxes.png").path, json = folder.appendingPathComponent("boxes.layout.json").path
    let result = run(["render", scene, "-o", png, "--layout", json])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.hasPrefix("rendered \(png) (200×100 px, w100-h50-ltr-large-2x)"))
    let bitmap = try Bitmap(contentsOfFile: png)
    #expect(bitmap.width == 200 && bitmap.height == 100)
    #expect(bitmap.pixel(x: 20 + 30, y: 20 + 20) == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(bitmap.pixel(x: 5, y: 5) == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as! [String: Any]
    #expect(document["variant"] as? String == "w100-h50-ltr-large-2x")
    let views = document["views"] as! [[String: Any]]
    #expect(views.map { $0["id"] as! String } == ["red", "title"])
    let red = views[0]["frame"] as! [String: Double]
    #expect(red == ["x": 10, "y": 10, "width": 30, "height": 20])
    let label = views[1]["label"] as! [String: Any]
    #expect(label["visibleText"] as? String == "Hi" && label["truncated"] as? Bool == false)
  }

  @Test func variantFlagsChangeTheVariant() throws {
    let folder = scratch()
    let scene = write(twoBoxes, "boxes.json", in: folder)
    let png = folder.appendingPathComponent("rtl.png").path
    let result = run(["render", scene, "-o", png, "--width", "150", "--direction", "rtl", "--scale", "1", "--type", "AX2"])
    #expect(result.code == 0)
    #expect(result.out.contains("(150×50 px, w150-h50-rtl-AX2-1x)"))
    // H:|-10-[red] is leading-relative: in RTL the red box hugs the right edge.
    let bitmap = try Bitmap(contentsOfFile: png)
    #expect(bitmap.pixel(x: 150 - 10 - 15, y: 20).red == 255 && bitmap.pixel(x: 150 - 10 - 15, y: 20).green == 0)
    #expect(bitmap.pixel(x: 25, y: 20) == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
  }

  @Test func allVariantsWritesTheMatrixWithStableNames() {
    let folder = scratch()
    let scene = write(twoBoxes.replacingOccurrences(of: "views:", with: "variants: { width: [80, 120], direction: [\"ltr\", \"rtl\"] }, views:"), "matrix.json", in: folder)
    let out = folder.appendingPathComponent("out").path
    let result = run(["render", scene, "--all-variants", out])
    #expect(result.code == 0)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: out + "/matrix")) ?? []
    #expect(names.sorted() == ["w120-h50-ltr-large-2x.png", "w120-h50-rtl-large-2x.png", "w80-h50-ltr-large-2x.png", "w80-h50-rtl-large-2x.png"])
  }

  @Test func aBadSceneExits65NamesThePlaceAndWritesNothing() {
    let folder = scratch()
    let scene = write("{ plumb: 1, canvas: { width: 100 },\n  views: [ { view: \"box\" } ],\n  constraints: [ \"boks.width == 10\" ] }", "bad.json", in: folder)
    let png = folder.appendingPathComponent("bad.png").path
    let result = run(["render", scene, "-o", png])
    #expect(result.code == 65)
    #expect(result.err == "error: \(scene):3:19: constraints[0]: unknown view 'boks' (did you mean 'box'?)\n")
    #expect(!FileManager.default.fileExists(atPath: png))
  }

  @Test func anAbsurdCanvasIsRefusedBeforeRendering() {
    let folder = scratch()
    let scene = write(twoBoxes, "boxes.json", in: folder)
    let png = folder.appendingPathComponent("huge.png").path
    let result = run(["render", scene, "-o", png, "--width", "9000"])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix("error: canvas: width 9000 pt at scale 2 is 18000 pixels; the limit is 16384.\n"))
    #expect(!FileManager.default.fileExists(atPath: png))
    #expect(run(["render", scene, "-o", png, "--width", "nan"]).code == 64)
  }

  @Test func aMissingImageExits65WithItsName() {
    let folder = scratch()
    let scene = write("{ plumb: 1, canvas: { width: 100, height: 100 }, views: [ { image: \"photo\", src: \"nope.png\" } ] }", "img.json", in: folder)
    let result = run(["render", scene, "-o", folder.appendingPathComponent("img.png").path])
    #expect(result.code == 65)
    #expect(result.err.contains("nope.png") && result.err.contains("views[0]"))
  }

  @Test func anUnwritableOutputExits73() {
    let folder = scratch()
    let scene = write(twoBoxes, "boxes.json", in: folder)
    let blocker = write("", "file", in: folder)
    let result = run(["render", scene, "-o", blocker + "/inside/out.png"])
    #expect(result.code == 73)
    #expect(result.err.hasPrefix("error: \(blocker)/inside/out.png: cannot write"))
  }

  @Test func usageErrorsExit64WithSuggestions() {
    let result = run(["render", "x.json", "--widht", "3"])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix("error: Unknown option '--widht'. Did you mean '--width'?\nUsage: plumb render <scene> [<options>]"))
    #expect(run(["rendr"]).err.hasPrefix("error: Unknown subcommand 'rendr'. Did you mean 'render'?"))
    #expect(run(["render", "--help"]).out.contains("--all-variants <folder>"))
  }

  @Test func cookbookSceneRendersFromTheRepository() throws {
    let folder = scratch()
    let png = folder.appendingPathComponent("stack.png").path
    let result = run(["render", repository.appendingPathComponent("Scenes/SimpleStackView.json").path, "-o", png, "--width", "320"])
    #expect(result.code == 0, "\(result.err)")
    #expect(try Bitmap(contentsOfFile: png).width == 640)
  }
}
