import Glibc
import Testing
import PlumbLayout
@testable import PlumbGraphics

/// Render workers measure and draw text on several threads at once, each with its own measurer. Cairo 1.16's
/// process-wide scaled-font and glyph caches are not safe for that, so every measurer's Pango and Cairo text
/// work goes through one process-wide lock. This stress run (fresh sizes, weights and texts on every thread,
/// so the caches keep filling and evicting) crashed the test process without it.
@Suite struct ConcurrentTextStressTests {
  /// One worker's pass: measures, fits and draws `count` texts no other worker asks for, in sizes from 9 to
  /// 40 points, in eight families and six scripts, with a new measurer (a new font map) every ten texts, and returns the widths it measured.
  static let families = [FontSpec.systemFamily, "DejaVu Sans", "DejaVu Serif", "monospace", "Noto Sans Arabic",
                          "Noto Sans Hebrew", "Noto Sans CJK JP", "No Such Family"]
  static let scripts: [(LayoutDirection, String, String)] = [
    (.leftToRight, "en", "Label"), (.rightToLeft, "ar", "مرحبا بالعالم"), (.rightToLeft, "he", "שלום עולם"),
    (.leftToRight, "ja", "設定を開く"), (.leftToRight, "hi", "नमस्ते"), (.leftToRight, "en", "Emoji 👍🏽"),
  ]

  static func workerPass(seed: Int, count: Int) throws -> [Double] {
    var measurer = try PangoTextMeasurer()
    let canvas = try Canvas(size: Size(width: 120, height: 60), scale: 2, background: .white)
    var widths: [Double] = []
    for index in 0..<count {
      if index % 10 == 9 { measurer = try PangoTextMeasurer() }   // new font maps start while others draw
      let size = 9 + Double((seed * 7 + index * 13) % 64) / 2
      let family = families[(seed + index) % families.count]
      let (direction, language, script) = scripts[(seed * 3 + index) % scripts.count]
      let text = "\(script) \(seed)-\(index) \(fox.prefix(10 + index % 40))"
      let font = FontSpec(family: family, size: size, weight: index % 3 == 0 ? .bold : .regular, italic: index % 5 == 0)
      let request = TextRequest(text: text, font: font, numberOfLines: index % 3, direction: direction,
                                language: language, scale: 2)
      widths.append(measurer.measure(request, maxWidth: nil).size.width)
      _ = measurer.measure(request, maxWidth: 100)
      canvas.drawText(request, in: Rect(x: 0, y: 0, width: 120, height: 60), color: .black, measurer: measurer)
    }
    return widths
  }

  @Test func eightWorkersMeasuringAndDrawingFreshTextDoNotCrashAndAgreeWithOneThread() throws {
    final class Results: @unchecked Sendable {
      let lock = Lock()
      var widths: [Int: [Double]] = [:]
    }
    let results = Results()
    let workers = 8, count = 150
    var threads: [pthread_t] = []
    for seed in 0..<workers {
      var thread = pthread_t()
      final class Job { let results: Results; let seed: Int; init(_ r: Results, _ s: Int) { results = r; seed = s } }
      pthread_create(&thread, nil, { raw in
        let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
        let widths = (try? ConcurrentTextStressTests.workerPass(seed: job.seed, count: 150)) ?? []
        job.results.lock.withLock { job.results.widths[job.seed] = widths }
        return nil
      }, Unmanaged.passRetained(Job(results, seed)).toOpaque())
      threads.append(thread)
    }
    for thread in threads { pthread_join(thread, nil) }
    #expect(results.widths.count == workers)
    for seed in 0..<workers {
      #expect(results.widths[seed] == (try Self.workerPass(seed: seed, count: count)), "worker \(seed)")
    }
  }
}
