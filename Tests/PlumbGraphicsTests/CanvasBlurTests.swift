import Testing
import PlumbLayout
@testable import PlumbGraphics

/// `Canvas.blur`: the pixels under a rectangle blurred in place, as a visual effect view shows the content
/// behind it.
@Suite struct CanvasBlurTests {
  /// A 60 × 40 canvas at 2×, red on the left half and blue on the right.
  private func halves() throws -> Canvas {
    let canvas = try Canvas(size: Size(width: 60, height: 40), scale: 2, background: .white)
    canvas.fill(Rect(x: 0, y: 0, width: 30, height: 40), color: .red)
    canvas.fill(Rect(x: 30, y: 0, width: 30, height: 40), color: .blue)
    return canvas
  }

  @Test func theEdgeUnderTheRectangleBecomesAGradientAndNothingElseChanges() throws {
    let canvas = try halves()
    canvas.blur(Rect(x: 10, y: 10, width: 40, height: 20), radius: 6)
    let bitmap = canvas.makeBitmap()
    // Across the edge inside the region: red fading to blue, both mixed at the edge.
    let atEdge = bitmap.pixel(x: 60, y: 40)
    #expect(atEdge.red > 60 && atEdge.blue > 60, "\(atEdge)")
    let left = bitmap.pixel(x: 44, y: 40), right = bitmap.pixel(x: 76, y: 40)
    #expect(left.red > right.red && right.blue > left.blue)
    // Far from the edge the colour is flat, and stays exactly itself.
    #expect(bitmap.pixel(x: 22, y: 40) == .opaqueRed && bitmap.pixel(x: 98, y: 40) == .opaqueBlue)
    // Outside the region nothing changed, at the edge too.
    #expect(bitmap.pixel(x: 59, y: 10) == .opaqueRed && bitmap.pixel(x: 60, y: 10) == .opaqueBlue)
    #expect(bitmap.pixel(x: 59, y: 70) == .opaqueRed)
  }

  @Test func roundedCornersKeepTheBlurInside() throws {
    let canvas = try halves()
    canvas.blur(Rect(x: 20, y: 0, width: 20, height: 20), radius: 6, cornerRadius: 10)
    let bitmap = canvas.makeBitmap()
    // The rectangle's top-left corner pixel lies outside its 10-point arc: still sharp red.
    #expect(bitmap.pixel(x: 40, y: 0) == .opaqueRed)
    let inside = bitmap.pixel(x: 58, y: 20)
    #expect(inside.blue > 40 && inside.red > 40, "\(inside)")
  }

  @Test func theSameBlurGivesTheSamePixelsAndNoRadiusDoesNothing() throws {
    let first = try halves(), second = try halves(), none = try halves()
    for canvas in [first, second] { canvas.blur(Rect(x: 5, y: 5, width: 50, height: 30), radius: 9) }
    #expect(first.makeBitmap() == second.makeBitmap())
    none.blur(Rect(x: 5, y: 5, width: 50, height: 30), radius: 0)
    none.blur(Rect(x: 5, y: 5, width: 50, height: 30), radius: .nan)
    none.blur(Rect(x: -1e300, y: 5, width: 1e301, height: 30), radius: .infinity)
    #expect(none.makeBitmap() == (try halves()).makeBitmap())
    // A region reaching past the canvas is clamped to it.
    none.blur(Rect(x: -100, y: -100, width: 1e6, height: 1e6), radius: 4)
    #expect(none.makeBitmap().pixel(x: 0, y: 0) == .opaqueRed)
  }

  @Test func insideATranslationTheRegionMovesWithTheOrigin() throws {
    let canvas = try halves()
    canvas.withTranslation(x: 20, y: 10) { canvas.blur(Rect(x: 0, y: 0, width: 20, height: 20), radius: 6) }
    let bitmap = canvas.makeBitmap()
    let atEdge = bitmap.pixel(x: 60, y: 40)
    #expect(atEdge.red > 60 && atEdge.blue > 60, "\(atEdge)")
    #expect(bitmap.pixel(x: 60, y: 10) == .opaqueBlue)
  }
}

extension CanvasBlurTests {
  @Test func aWideBlurIsComputedSmallerAndKeepsFlatColoursAndTheGradient() throws {
    // 30 points at 3×: σ = 45 pixels, blurred on pixels 8 times smaller and enlarged back.
    let canvas = try Canvas(size: Size(width: 200, height: 100), scale: 3, background: .white)
    canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), color: .red)
    canvas.fill(Rect(x: 100, y: 0, width: 100, height: 100), color: .blue)
    canvas.blur(Rect(x: 0, y: 0, width: 200, height: 100), radius: 30)
    let bitmap = canvas.makeBitmap()
    // Far from the edge the colours stay exactly flat; across it red falls and blue rises steadily.
    #expect(bitmap.pixel(x: 2, y: 150) == .opaqueRed && bitmap.pixel(x: 597, y: 150) == .opaqueBlue)
    let reds = stride(from: 200, through: 400, by: 25).map { Int(bitmap.pixel(x: $0, y: 150).red) }
    #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 >= $1 } && reds.first! > reds.last! + 150, "\(reds)")
    let middle = bitmap.pixel(x: 300, y: 150)
    #expect(abs(Int(middle.red) - Int(middle.blue)) < 30, "\(middle)")
    #expect(bitmap.pixel(x: 300, y: 10) == middle, "the edge is vertical: every row alike")
  }

  @Test func resamplingAFlatColourGivesItBackExactly() {
    let flat = [UInt32](repeating: 0xFF33_6699, count: 37 * 23)
    let small = BlurResampling.shrink(flat, width: 37, height: 23, factor: 8)
    #expect(small.width == 5 && small.height == 3 && small.pixels.allSatisfy { $0 == 0xFF33_6699 })
    let back = BlurResampling.enlarge(small.pixels, width: 5, height: 3, to: 37, 23, factor: 8)
    #expect(back.count == 37 * 23 && back.allSatisfy { $0 == 0xFF33_6699 })
  }
}
