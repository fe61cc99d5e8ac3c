import Foundation
import Testing
@testable import PlumbCLI
import PlumbSnapshot

/// `plumb compare-ios` on a reference pair swift-snapshot-testing recorded on an iOS simulator
/// (Tests/Fixtures/compare-ios/apple, MIT) against pictures and text made here.
@Suite struct CompareIOSTests {
  static let apple = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/compare-ios/apple")

  private func run(_ words: [String]) -> (code: Int32, out: String, err: String) {
    let capture = CapturedConsole()
    let code = Plumb.run(words, console: capture.console)
    return (code, capture.output, capture.errors)
  }

  @Test func sizesScoresAndMovedViews() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-compare-ios-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let plumb = folder.appendingPathComponent("plumb")
    try FileManager.default.createDirectory(at: plumb, withIntermediateDirectories: true)
    // The same picture (score 100 %) and a description whose image view moved by 2 points.
    try FileManager.default.copyItem(at: Self.apple.appendingPathComponent("testUIView.1.png"),
                                     to: plumb.appendingPathComponent("testUIView.1.png"))
    let text = try String(contentsOf: Self.apple.appendingPathComponent("testUIView.2.txt"), encoding: .utf8)
    try text.replacingOccurrences(of: "<UIImageView; frame = (0 0;", with: "<UIImageView; frame = (2 0;")
      .write(to: plumb.appendingPathComponent("testUIView.2.txt"), atomically: true, encoding: .utf8)
    let report = folder.appendingPathComponent("compare.html").path
    let result = run(["compare-ios", Self.apple.path, plumb.path, "--report", report])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.contains("testUIView.1.png: 73×71 px vs Plumb 73×71 px, perceptual score 100.0 %"), "\(result.out)")
    #expect(result.out.contains("testUIView.2.txt: 2 views, 1 differ by more than 0.5 pt"), "\(result.out)")
    #expect(result.out.contains("line 2: UIImageView (0 0 24.3333 23.6667) → UIImageView (2 0 24.3333 23.6667)"), "\(result.out)")
    let html = try String(contentsOfFile: report, encoding: .utf8)
    #expect(html.contains("<img src=\"file://") && html.contains("testUIView.1.png"))
  }

  @Test func aPictureOfAnotherSizeIsReported() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-compare-ios-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let image = PixelImage(width: 10, height: 10, pixels: Array(repeating: 0xFFFF_FFFF, count: 100))
    try Data(GraphicsPNGCodec().encode(image)).write(to: folder.appendingPathComponent("testUIView.1.png"))
    let result = run(["compare-ios", Self.apple.path, folder.path])
    #expect(result.out.contains("testUIView.1.png: 73×71 px vs Plumb 10×10 px, sizes differ"), "\(result.out)")
    #expect(result.out.contains("testUIView.2.txt: no Plumb reference"), "\(result.out)")
    #expect(run(["compare-ios", folder.path + "/missing", folder.path]).code == ExitCode.noInput)
  }
}
