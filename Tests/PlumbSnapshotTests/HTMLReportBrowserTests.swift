import Foundation
import Testing
@testable import PlumbSnapshot

/// The report opened in a real headless browser (Debian's `chromium`, installed by Scripts/install-deps).
@Suite struct HTMLReportBrowserTests {
  static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

  /// A 24×12 white picture, with a black square at `dot` when given.
  private func scene(_ name: String, variants: [String], dot: Int?) -> SnapshotScene {
    SnapshotScene(name: name, file: "\(name).json", variants: variants) { _ in
      var image = PixelImage(width: 24, height: 12, filledWith: PixelImage.opaque(red: 255, green: 255, blue: 255))
      if let dot { for y in 3..<7 { for x in dot..<(dot + 4) { image.setPixel(x: x, y: y, PixelImage.opaque(red: 0, green: 0, blue: 0)) } } }
      return RenderedVariant(image: image, layoutText: "box <b>\(dot ?? -1)</b>\n")
    }
  }

  @Test func reportLoadsShowsEveryFailingVariantAndItsImagesResolve() throws {
    let browser = try #require(Self.chromium, "chromium is not installed: run Scripts/install-deps")
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-report-\(UUID().uuidString)")
    var configuration = SnapshotConfiguration(
      references: ReferenceStore(root: root.appendingPathComponent("Snapshots")),
      artifacts: root.appendingPathComponent("report folder"), codec: GraphicsPNGCodec(), record: .missing, jobs: 2)
    _ = SnapshotRunner(configuration: configuration).run([scene("card", variants: ["ltr", "rtl"], dot: nil)])
    configuration.record = .never
    let summary = SnapshotRunner(configuration: configuration)
      .run([scene("card", variants: ["ltr", "rtl"], dot: 6), scene("new <scene>", variants: ["ltr"], dot: nil)])
    #expect(summary.failed == 2 && summary.missing == 1)

    let page = configuration.artifacts.appendingPathComponent("index.html")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                         "--virtual-time-budget=5000", "--dump-dom", page.absoluteString]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    // Every failing variant is a section; 3 pictures + 2 slider pictures per mismatch, 1 for the missing one.
    #expect(dom.contains("data-sections=\"3\""), "\(dom.prefix(400))")
    #expect(dom.contains("data-images=\"11\""))
    #expect(dom.contains("data-broken=\"0\""))
    #expect(dom.contains("id=\"card/ltr\"") && dom.contains("id=\"card/rtl\""))
    // Scene text is escaped, never markup.
    #expect(dom.contains("new &lt;scene&gt;/ltr") && !dom.contains("<scene>"))
    #expect(dom.contains("box &lt;b&gt;6&lt;/b&gt;"))
  }
}
