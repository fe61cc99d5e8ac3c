import Glibc
import Testing
import PlumbLayout
@testable import PlumbGraphics

/// The same text and shapes render to the same PNG bytes on 8 threads at once, each with its own measurer
/// (its own Pango font map), as render workers will.
@Suite struct DeterminismTests {
  /// A small scene: background, rounded card with border, Latin/Hebrew/Arabic labels with truncation.
  static func renderProbePNG(scale: Double) throws -> [UInt8] {
    let measurer = try PangoTextMeasurer()
    let canvas = try Canvas(size: Size(width: 200, height: 196), scale: scale, background: .white)
    let card = Rect(x: 8, y: 8, width: 184, height: 104)
    canvas.fill(card, color: Color(parsing: "#F2F2F7")!, cornerRadius: 12)
    canvas.strokeBorder(card, width: 1, color: .lightGray, cornerRadius: 12)
    canvas.withAlpha(0.8) {
      canvas.drawText(TextRequest(text: fox, font: FontSpec(size: 17, weight: .semibold), numberOfLines: 2,
                                  scale: scale),
                      in: Rect(x: 16, y: 16, width: 168, height: 42), color: .black, measurer: measurer)
    }
    canvas.drawText(TextRequest(text: "שלום עולם, זהו טקסט ארוך מאוד בעברית", font: body17,
                                lineBreakMode: .byTruncatingMiddle, direction: .rightToLeft, language: "he",
                                scale: scale),
                    in: Rect(x: 16, y: 62, width: 168, height: 21), color: .systemBlue, measurer: measurer)
    canvas.drawText(TextRequest(text: "مرحبا بالعالم هذا نص طويل جدا", font: FontSpec(size: 15, italic: true),
                                direction: .rightToLeft, language: "ar", scale: scale),
                    in: Rect(x: 16, y: 86, width: 168, height: 21), color: .darkGray, measurer: measurer)
    // Fallback fonts: Japanese (Noto Sans CJK JP), colour emoji, Devanagari, Traditional Chinese Han.
    canvas.drawText(TextRequest(text: "設定を開く 👍🏽🇫🇷 नमस्ते", font: body17, language: "ja", scale: scale),
                    in: Rect(x: 16, y: 112, width: 168, height: 24), color: .black, measurer: measurer)
    canvas.drawText(TextRequest(text: "直角三角形 😀", font: body17, language: "zh-Hant", scale: scale),
                    in: Rect(x: 16, y: 138, width: 168, height: 24), color: .black, measurer: measurer)
    // Attributed text: a bold run, a red underlined kerned run, a raised run.
    var attributed = TextRequest(text: "Bold red kerned x2", font: body17, scale: scale)
    attributed.runs = [
      AttributedRun(byteCount: 5, font: FontSpec(size: 17, weight: .bold)),
      AttributedRun(byteCount: 11, foregroundColor: Color(parsing: "#FF0000"), kern: 1.5, underlineStyle: .double),
      AttributedRun(byteCount: 1),
      AttributedRun(byteCount: 1, font: FontSpec(size: 11), baselineOffset: 6),
    ]
    canvas.drawText(attributed, in: Rect(x: 16, y: 164, width: 168, height: 28), color: .black, measurer: measurer)
    return try canvas.makeBitmap().pngData()
  }

  @Test(arguments: [1.0, 3.0])
  func eightThreadsProduceIdenticalBytes(scale: Double) throws {
    let reference = try Self.renderProbePNG(scale: scale)
    final class Results: @unchecked Sendable {
      let lock = Lock()
      var outputs: [[UInt8]] = []
      let scale: Double
      init(scale: Double) { self.scale = scale }
    }
    let results = Results(scale: scale)
    var threads: [pthread_t] = []
    for _ in 0..<8 {
      var thread = pthread_t()
      let context = Unmanaged.passRetained(results).toOpaque()
      pthread_create(&thread, nil, { raw in
        let results = Unmanaged<Results>.fromOpaque(raw!).takeRetainedValue()
        for _ in 0..<3 {
          let bytes = (try? DeterminismTests.renderProbePNG(scale: results.scale)) ?? []
          results.lock.withLock { results.outputs.append(bytes) }
        }
        return nil
      }, context)
      threads.append(thread)
    }
    for thread in threads { pthread_join(thread, nil) }
    #expect(results.outputs.count == 24)
    #expect(results.outputs.allSatisfy { $0 == reference })
  }

  @Test func oneMeasurerSharedByThreadsIsSafeAndConsistent() throws {
    let measurer = try PangoTextMeasurer()
    let requests = (0..<40).map { TextRequest(text: "Label number \($0) " + fox, font: body17, numberOfLines: $0 % 3) }
    let expected = requests.map { measurer.fit($0, in: Size(width: 150, height: 100)) }
    let fresh = try PangoTextMeasurer()
    final class Shared: @unchecked Sendable {
      let measurer: PangoTextMeasurer; let requests: [TextRequest]; let lock = Lock(); var fits: [[TextFit]] = []
      init(_ measurer: PangoTextMeasurer, _ requests: [TextRequest]) { self.measurer = measurer; self.requests = requests }
    }
    let shared = Shared(fresh, requests)
    var threads: [pthread_t] = []
    for _ in 0..<4 {
      var thread = pthread_t()
      pthread_create(&thread, nil, { raw in
        let shared = Unmanaged<Shared>.fromOpaque(raw!).takeRetainedValue()
        let fits = shared.requests.map { shared.measurer.fit($0, in: Size(width: 150, height: 100)) }
        shared.lock.withLock { shared.fits.append(fits) }
        return nil
      }, Unmanaged.passRetained(shared).toOpaque())
      threads.append(thread)
    }
    for thread in threads { pthread_join(thread, nil) }
    #expect(shared.fits.count == 4 && shared.fits.allSatisfy { $0 == expected })
  }
}
