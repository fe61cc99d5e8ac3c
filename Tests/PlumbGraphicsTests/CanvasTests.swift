import Testing
import PlumbLayout
@testable import PlumbGraphics

@Suite struct CanvasTests {
  @Test func pixelSizeIsPointsTimesScaleRoundedUp() throws {
    let canvas = try Canvas(size: Size(width: 10.5, height: 3.2), scale: 2)
    #expect(canvas.pixelWidth == 21 && canvas.pixelHeight == 7)
    #expect(throws: GraphicsError.invalidSize(width: 0, height: 6)) { try Canvas(size: Size(width: 0, height: 3), scale: 2) }
  }

  @Test func fillPaintsExactlyTheRectangleAtScale() throws {
    let canvas = try Canvas(size: Size(width: 20, height: 20), scale: 3, background: .white)
    canvas.fill(Rect(x: 2, y: 4, width: 6, height: 5), color: .red)
    let bitmap = canvas.makeBitmap()
    #expect(bitmap.bounds { $0 != .white }! == (6, 12, 23, 26))
    #expect(bitmap.pixel(x: 10, y: 20) == .opaqueRed)
    #expect(bitmap.pixel(x: 5, y: 20) == .white)
  }

  @Test func roundedCornersLeaveTheCornerEmpty() throws {
    let canvas = try Canvas(size: Size(width: 40, height: 40), scale: 1)
    canvas.fill(Rect(x: 0, y: 0, width: 40, height: 40), color: .blue, cornerRadius: 10)
    let bitmap = canvas.makeBitmap()
    #expect(bitmap.pixel(x: 0, y: 0) == .clear)
    #expect(bitmap.pixel(x: 39, y: 39) == .clear)
    #expect(bitmap.pixel(x: 2, y: 20) == .opaqueBlue)   // straight edge
    #expect(bitmap.pixel(x: 4, y: 4) == .opaqueBlue)    // inside the arc (distance 8.5 from its centre)
    #expect(bitmap.pixel(x: 2, y: 2).alpha < 255)      // on the arc: antialiased or empty
  }

  @Test func maskedCornersRoundOnlyTheCornersInTheMask() throws {
    let canvas = try Canvas(size: Size(width: 40, height: 40), scale: 1)
    canvas.fill(Rect(x: 0, y: 0, width: 40, height: 40), color: .blue, cornerRadius: 10,
                corners: [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
    let bitmap = canvas.makeBitmap()
    #expect(bitmap.pixel(x: 0, y: 0) == .clear)        // top left: round
    #expect(bitmap.pixel(x: 39, y: 39) == .clear)      // bottom right: round
    #expect(bitmap.pixel(x: 39, y: 0) == .opaqueBlue)  // top right: square
    #expect(bitmap.pixel(x: 0, y: 39) == .opaqueBlue)  // bottom left: square
    #expect(bitmap.pixel(x: 20, y: 0) == .opaqueBlue && bitmap.pixel(x: 0, y: 20) == .opaqueBlue)
    // No corner in the mask: a plain rectangle; clipping follows the same mask.
    let square = try Canvas(size: Size(width: 20, height: 20), scale: 1)
    square.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: .blue, cornerRadius: 10, corners: [])
    #expect(square.makeBitmap().pixel(x: 0, y: 0) == .opaqueBlue)
    let clipped = try Canvas(size: Size(width: 20, height: 20), scale: 1)
    clipped.clip(to: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8, corners: [.layerMaxXMinYCorner]) {
      clipped.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: .blue)
    }
    #expect(clipped.makeBitmap().pixel(x: 19, y: 0) == .clear && clipped.makeBitmap().pixel(x: 0, y: 0) == .opaqueBlue)
  }

  @Test func borderIsInsideTheBounds() throws {
    let canvas = try Canvas(size: Size(width: 20, height: 20), scale: 2, background: .white)
    canvas.strokeBorder(Rect(x: 5, y: 5, width: 10, height: 10), width: 1, color: .black)
    let bitmap = canvas.makeBitmap()
    #expect(bitmap.bounds { $0 != .white }! == (10, 10, 29, 29))
    #expect(bitmap.pixel(x: 10, y: 20) == .black && bitmap.pixel(x: 11, y: 20) == .black)
    #expect(bitmap.pixel(x: 12, y: 20) == .white)   // 1 pt = 2 px thick, nothing inside
  }

  @Test func clipLimitsDrawingAndRestoresAfterwards() throws {
    let canvas = try Canvas(size: Size(width: 20, height: 20), scale: 1, background: .white)
    canvas.clip(to: Rect(x: 0, y: 0, width: 10, height: 20)) {
      canvas.fill(Rect(x: 0, y: 0, width: 20, height: 10), color: .red)
    }
    canvas.fill(Rect(x: 0, y: 10, width: 20, height: 10), color: .blue)
    let bitmap = canvas.makeBitmap()
    #expect(bitmap.pixel(x: 5, y: 5) == .opaqueRed && bitmap.pixel(x: 15, y: 5) == .white)
    #expect(bitmap.pixel(x: 15, y: 15) == .opaqueBlue)
  }

  @Test func alphaGroupCompositesOverlapsOnce() throws {
    let canvas = try Canvas(size: Size(width: 20, height: 10), scale: 1, background: .white)
    canvas.withAlpha(0.5) {
      canvas.fill(Rect(x: 0, y: 0, width: 15, height: 10), color: .black)
      canvas.fill(Rect(x: 5, y: 0, width: 15, height: 10), color: .black)
    }
    let bitmap = canvas.makeBitmap()
    #expect(bitmap.pixel(x: 2, y: 5).distance(to: Bitmap.Pixel(red: 127, green: 127, blue: 127, alpha: 255)) <= 1)
    #expect(bitmap.pixel(x: 10, y: 5) == bitmap.pixel(x: 2, y: 5))   // the overlap is not darker
  }

  @Test func translationMovesTheOrigin() throws {
    let canvas = try Canvas(size: Size(width: 20, height: 20), scale: 1, background: .white)
    canvas.withTranslation(x: 10, y: 10) { canvas.fill(Rect(x: 0, y: 0, width: 2, height: 2), color: .red) }
    #expect(canvas.makeBitmap().bounds { $0 != .white }! == (10, 10, 11, 11))
  }
}
