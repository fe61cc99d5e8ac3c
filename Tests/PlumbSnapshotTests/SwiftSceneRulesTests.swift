import Foundation
import PlumbGraphics
import PlumbLayout
import PlumbSnapshotTesting
import Testing

/// Scenes built in Swift are held to the rules of scene files (issue #11): unknown views fail, image
/// paths are relative to the test file, `strict:` fails on what `plumb check --strict` finds, and the
/// failure message tells a Swift-test user how to accept and where the HTML report is.
@Suite struct SwiftSceneRulesTests {
  static func scratch() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-swift-rules-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func pin(_ item: String, _ attribute: Layout.Attribute, to other: String, _ otherAttribute: Layout.Attribute, _ constant: Double = 0) -> Layout.ConstraintSpec {
    Layout.ConstraintSpec(first: Layout.AnchorRef(item: item, attribute: attribute), second: Layout.AnchorRef(item: other, attribute: otherAttribute), constant: constant)
  }

  static func size(_ item: String, _ attribute: Layout.Attribute, _ constant: Double) -> Layout.ConstraintSpec {
    Layout.ConstraintSpec(first: Layout.AnchorRef(item: item, attribute: attribute), constant: constant)
  }

  static func options(_ folder: URL, record: RecordMode = .missing) -> SnapshotOptions {
    SnapshotOptions(references: folder.appendingPathComponent("refs").path, record: record,
                    artifacts: folder.appendingPathComponent("artifacts").path, environment: [:])
  }

  @Test func aConstraintNamingAnUnknownViewFailsAndRecordsNothing() {
    let folder = Self.scratch()
    let scene = Layout.Scene(
      name: "typo", canvas: Layout.Canvas(width: 60, height: .points(40)), views: [Layout.Node(id: "box")],
      constraints: [Self.pin("bx", .leading, to: "root", .leading), Self.size("box", .width, 10)])
    let failures = verifySnapshots(of: scene, options: Self.options(folder), testFile: folder.appendingPathComponent("T.swift").path)
    #expect(failures == ["typo: constraints[0]: unknown view 'bx' (did you mean 'box'?)"])
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs/typo").path))
  }

  @Test func imagePathsAreRelativeToTheTestFileAndMayNotLeaveIt() throws {
    let folder = Self.scratch()
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Images"), withIntermediateDirectories: true)
    try Bitmap(width: 4, height: 4, fill: Color(red: 1, green: 0, blue: 0)).writePNG(toFile: folder.appendingPathComponent("Images/red.png").path)
    func scene(_ src: String) -> Layout.Scene {
      Layout.Scene(
        name: "picture", canvas: Layout.Canvas(width: 8, height: .points(8)),
        views: [Layout.Node(id: "photo", kind: .image(Layout.Image(src: src)))],
        constraints: [Self.pin("photo", .leading, to: "root", .leading), Self.pin("photo", .top, to: "root", .top),
                      Self.size("photo", .width, 4), Self.size("photo", .height, 4)])
    }
    let testFile = folder.appendingPathComponent("PictureTests.swift").path
    #expect(verifySnapshots(of: scene("Images/red.png"), options: Self.options(folder), testFile: testFile) == [])
    let png = try Bitmap(contentsOfFile: folder.appendingPathComponent("refs/picture/w8-h8-ltr-large-1x.png").path)
    #expect(png.pixel(x: 1, y: 1) == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    let outside = verifySnapshots(of: scene("../red.png"), options: Self.options(folder), testFile: testFile)
    #expect(outside == ["picture: views[photo].src: image path '../red.png' leads outside the assets folder '\(folder.path)'"])
  }

  @Test func theFailureMessageTellsSwiftTestUsersHowToAcceptAndNamesTheReport() {
    let folder = Self.scratch()
    func scene(_ width: Double) -> Layout.Scene {
      Layout.Scene(
        name: "box", canvas: Layout.Canvas(width: 40, height: .points(40)),
        views: [Layout.Node(id: "box", appearance: Layout.Appearance(background: Color(red: 0, green: 0, blue: 1)))],
        constraints: [Self.pin("box", .leading, to: "root", .leading), Self.pin("box", .top, to: "root", .top),
                      Self.size("box", .width, width), Self.size("box", .height, 10)])
    }
    let testFile = folder.appendingPathComponent("BoxTests.swift").path
    #expect(verifySnapshots(of: scene(10), options: Self.options(folder), testFile: testFile) == [])
    let failures = verifySnapshots(of: scene(20), options: Self.options(folder, record: .never), testFile: testFile)
    let report = folder.appendingPathComponent("artifacts/index.html").path
    #expect(failures.count == 1)
    #expect(failures.first?.hasSuffix("""
        report: \(report) (expected, actual and diff side by side)
        accept: run the test again with PLUMB_RECORD=failed in its environment (PLUMB_RECORD=all re-records every variant), or pass SnapshotOptions(record: .failed); under CI nothing is recorded
      """) == true, "\(failures)")
    #expect(failures.first?.contains("plumb snapshot --accept") == false)
    #expect(FileManager.default.fileExists(atPath: report))
  }

  @Test func strictFailsOnWhatCheckFindsWithItsText() {
    let folder = Self.scratch()
    var label = Layout.Label(text: "A rather long title")
    let scene = Layout.Scene(
      name: "cut", canvas: Layout.Canvas(width: 60, height: .points(30)),
      views: [Layout.Node(id: "title", kind: .label(label))],
      constraints: [Self.pin("title", .leading, to: "root", .leading), Self.pin("title", .top, to: "root", .top),
                    Self.size("title", .width, 40)])
    let testFile = folder.appendingPathComponent("CutTests.swift").path
    var options = Self.options(folder)
    options.strict = true
    let failures = verifySnapshots(of: scene, options: options, testFile: testFile)
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("cut/w60-h30-ltr-large-1x: strict: plumb check --strict finds problems in this variant (not recorded)\n    cut · w60-h30-ltr-large-1x · 1 problem: 1 truncated label\n") == true, "\(failures)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs/cut").path))
    label.truncationIntended = true
    var intended = scene
    intended.views = [Layout.Node(id: "title", kind: .label(label))]
    #expect(verifySnapshots(of: intended, options: options, testFile: testFile) == [])
    #expect(verifySnapshots(of: scene, options: Self.options(folder), testFile: testFile) == [], "without strict the layout records")
  }
}
