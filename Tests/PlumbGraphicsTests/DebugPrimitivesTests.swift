import Testing
import PlumbLayout
@testable import PlumbGraphics

/// Lines, outlines, hatching, annotations and bitmap copies: the primitives of debug overlays and sheets.
@Suite struct DebugPrimitivesTests {
  @Test func hairlineOutlineLiesJustInsideTheRectangle() throws {
    let canvas = try Canvas(size: Size(width: 20, height: 20), scale: 2, background: .white)
    canvas.strokeRect(Rect(x: 2, y: 3, width: 10, height: 6), width: 0.5, color: .red)
    let bitmap = canvas.makeBitmap()
    #expect(bitmap.bounds { $0 != .white }! == (4, 6, 23, 17))
    #expect(bitmap.pixel(x: 4, y: 10) == .opaqueRed)    // left edge, one pixel wide
    #expect(bitmap.pixel(x: 5, y: 10) == .white)        // inside
    #expect(bitmap.pixel(x: 23, y: 6) == .opaqueRed)    // top-right corner
  }

  @Test func dashedLineHasGaps() throws {
    let canvas = try Canvas(size: Size(width: 20, height: 4), scale: 1, background: .white)
    canvas.strokeLine(from: Point(x: 0, y: 2), to: Point(x: 20, y: 2), width: 2, color: .blue, dash: [3, 2])
    let bitmap = canvas.makeBitmap()
    #expect((0..<20).map { bitmap.pixel(x: $0, y: 1) == .opaqueBlue ? "x" : "." }.joined() == "xxx..xxx..xxx..xxx..")
    #expect(bitmap.pixel(x: 0, y: 0) == .white && bitmap.pixel(x: 0, y: 3) == .white)
  }

  @Test func thinRectangleIsOneLine() throws {
    let canvas = try Canvas(size: Size(width: 20, height: 10), scale: 1, background: .white)
    canvas.strokeRect(Rect(x: 2, y: 5, width: 10, height: 0), width: 1, color: .red)
    #expect(canvas.makeBitmap().bounds { $0 != .white }! == (2, 4, 11, 5))
  }

  @Test func hatchStaysInsideAndCoversTheRectangle() throws {
    let canvas = try Canvas(size: Size(width: 40, height: 40), scale: 1, background: .white)
    canvas.hatch(Rect(x: 10, y: 10, width: 20, height: 20), spacing: 5, width: 1, color: .black)
    let bitmap = canvas.makeBitmap()
    #expect(bitmap.bounds { $0 != .white }! == (10, 10, 29, 29))
    let ink = (10..<30).flatMap { y in (10..<30).map { x in bitmap.pixel(x: x, y: y) } }.filter { $0.red < 128 }.count
    #expect(ink > 60 && ink < 200)   // about a fifth of 400 pixels
  }

  @Test func annotationDrawsOnItsBackground() throws {
    let measurer = try PangoTextMeasurer()
    let canvas = try Canvas(size: Size(width: 100, height: 20), scale: 2, background: .white)
    let box = canvas.drawAnnotation("cut: abc", at: Point(x: 4, y: 2), size: 8, color: .white, background: .red,
                                    padding: 1, measurer: measurer)
    #expect(box.minX == 4 && box.minY == 2)
    #expect(box.width == canvas.measureAnnotation("cut: abc", size: 8, measurer: measurer).width + 2)
    let bitmap = canvas.makeBitmap()
    #expect(bitmap.pixel(x: 8, y: 4) == .opaqueRed)
    #expect(bitmap.bounds { $0 != .white }! == (8, 4, Int(box.maxX * 2) - 1, Int(box.maxY * 2) - 1))
    // The white text is inside the red box.
    let inkInBox = (8..<Int(box.maxX * 2)).contains { x in (4..<Int(box.maxY * 2)).contains { y in bitmap.pixel(x: x, y: y).green > 200 } }
    #expect(inkInBox)
  }

  @Test func bitmapAtTheSameScaleIsCopiedExactly() throws {
    let source = try Canvas(size: Size(width: 10, height: 6), scale: 2, background: .white)
    source.fill(Rect(x: 1, y: 1, width: 3.5, height: 2), color: Color(red8: 10, green8: 200, blue8: 30))
    source.strokeLine(from: Point(x: 0, y: 5), to: Point(x: 10, y: 0), width: 0.7, color: .blue)
    let picture = source.makeBitmap()
    let sheet = try Canvas(size: Size(width: 30, height: 20), scale: 2, background: .black)
    try sheet.drawBitmap(picture, in: Rect(x: 5.5, y: 4, width: 10, height: 6))
    let result = sheet.makeBitmap()
    for y in 0..<picture.height {
      for x in 0..<picture.width where result.pixel(x: x + 11, y: y + 8) != picture.pixel(x: x, y: y) {
        Issue.record("pixel \(x),\(y) differs")
        return
      }
    }
    #expect(result.pixel(x: 10, y: 8) == .black)

    let half = try Canvas(size: Size(width: 10, height: 6), scale: 1)
    try half.drawBitmap(picture, in: Rect(x: 0, y: 0, width: 10, height: 6))
    #expect(half.makeBitmap().pixel(x: 2, y: 2).green > 150)   // scaled down, the green box is still there
  }
}
