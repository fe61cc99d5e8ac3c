// libFuzzer harness for scene layout (`Scripts/fuzz SceneLayout`): a scene file's text decoded as in the
// `Scene` target, then — for scenes of at most 24 views, to keep runs fast — its first two variants laid
// out by `Layout.Engine` (lowering, stacks, the solver, the multi-line fixpoint, pixel rounding and the
// diagnostics) with a stand-in text measurer instead of Pango.
//
// Whatever the decoder accepts must lay out without a trap or a hang.
import PlumbLayout
@testable import PlumbScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
  let scene: Layout.Scene
  do {
    scene = try SceneLoader.parse(text: text, file: "fuzz.json")
  } catch let error as SceneError {
    _ = error.description
    return 0
  } catch {
    preconditionFailure("SceneLoader threw something other than SceneError: \(error)")
  }
  let variants = scene.variants.matrix(canvas: scene.canvas)
  for variant in variants.prefix(64) { _ = variant.name }
  guard scene.allNodes.count <= 24 else { return 0 }
  let engine = Layout.Engine(scene: scene, measurer: MonospaceMeasurer(), images: FixedImageSizer())
  for variant in variants.prefix(2) { _ = engine.layout(variant).layoutText }
  return 0
}

/// Text as if every character were half the font size wide and a line 1.2 × the size high.
final class MonospaceMeasurer: TextMeasuring {
  func lines(_ request: TextRequest, width: Double?) -> [Substring] {
    let hard = request.text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let width, width > 0 else { return hard }
    let perLine = max(1, Int(min(width / (0.5 * request.font.size), 10_000)))
    return hard.flatMap { line -> [Substring] in
      stride(from: 0, to: max(line.count, 1), by: perLine).map { start in
        let from = line.index(line.startIndex, offsetBy: min(start, line.count))
        let to = line.index(from, offsetBy: min(perLine, line.count - min(start, line.count)))
        return line[from..<to]
      }
    }
  }

  func measure(_ request: TextRequest, maxWidth: Double?) -> TextMeasurement {
    guard !request.text.isEmpty else { return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0) }
    var shown = lines(request, width: request.numberOfLines == 1 ? nil : maxWidth)
    if request.numberOfLines > 0 { shown = Array(shown.prefix(request.numberOfLines)) }
    let widest = Double(shown.map(\.count).max() ?? 0) * 0.5 * request.font.size
    let line = 1.2 * request.font.size
    return TextMeasurement(
      size: Size(width: widest, height: Double(shown.count) * line), firstBaseline: 0.8 * request.font.size,
      lastBaseline: 0.8 * request.font.size + Double(shown.count - 1) * line, lineCount: shown.count)
  }

  func fit(_ request: TextRequest, in bounds: Size) -> TextFit {
    let measured = measure(request, maxWidth: bounds.width)
    let natural = Double(request.text.count) * 0.5 * request.font.size
    return TextFit(
      isTruncated: measured.size.width > bounds.width, visibleText: request.text, cutRange: nil,
      naturalWidth: natural, availableWidth: bounds.width, linesShown: measured.lineCount,
      linesNeeded: measured.lineCount, missingGlyphs: 0, fontSize: request.font.size,
      firstBaseline: measured.firstBaseline, lastBaseline: measured.lastBaseline)
  }
}

/// Every image is 40 × 30 points.
final class FixedImageSizer: ImageSizing {
  func imageSize(source: String, scale: Double) throws -> Size { Size(width: 40, height: 30) }
}
