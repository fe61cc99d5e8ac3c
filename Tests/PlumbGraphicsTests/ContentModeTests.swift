import Testing
import PlumbLayout
@testable import PlumbGraphics

@Suite struct ContentModeTests {
  static let bounds = Rect(x: 10, y: 20, width: 100, height: 50)
  static let image = Size(width: 40, height: 20)

  @Test(arguments: [
    (ContentMode.scaleToFill, Rect(x: 10, y: 20, width: 100, height: 50)),
    (.scaleAspectFit, Rect(x: 10, y: 20, width: 100, height: 50)),
    (.scaleAspectFill, Rect(x: 10, y: 20, width: 100, height: 50)),
    (.redraw, Rect(x: 10, y: 20, width: 100, height: 50)),
    (.center, Rect(x: 40, y: 35, width: 40, height: 20)),
    (.top, Rect(x: 40, y: 20, width: 40, height: 20)),
    (.bottom, Rect(x: 40, y: 50, width: 40, height: 20)),
    (.left, Rect(x: 10, y: 35, width: 40, height: 20)),
    (.right, Rect(x: 70, y: 35, width: 40, height: 20)),
    (.topLeft, Rect(x: 10, y: 20, width: 40, height: 20)),
    (.topRight, Rect(x: 70, y: 20, width: 40, height: 20)),
    (.bottomLeft, Rect(x: 10, y: 50, width: 40, height: 20)),
    (.bottomRight, Rect(x: 70, y: 50, width: 40, height: 20)),
  ])
  func placementForAWideImage(mode: ContentMode, expected: Rect) {
    #expect(mode.placement(of: Self.image, in: Self.bounds) == expected)
  }

  @Test func aspectFitAndFillOfATallImage() {
    let tall = Size(width: 300, height: 400)
    let box = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(ContentMode.scaleAspectFit.placement(of: tall, in: box) == Rect(x: 12.5, y: 0, width: 75, height: 100))
    let fill = ContentMode.scaleAspectFill.placement(of: tall, in: box)
    #expect(abs(fill.minY - (-100.0 / 6)) < 1e-9 && fill.width == 100 && abs(fill.height - 400.0 / 3) < 1e-9)
  }

  @Test func namesAndRawValuesAreUIKits() {
    #expect(ContentMode.allCases.count == 13)
    #expect(ContentMode(name: "bottomRight")?.rawValue == 12)
    #expect(ContentMode(name: "scaleAspectFill")?.rawValue == 2)
    #expect(ContentMode(name: "fill") == nil)
  }

  /// A 4×2 pt image (red left half, blue right half) drawn in a 10×6 pt box by every mode: the pixel at
  /// the centre of each image half is its colour, and pixels outside the placement stay white.
  @Test(arguments: ContentMode.allCases)
  func drawsWhereUIKitPlacesIt(mode: ContentMode) throws {
    var source = try Bitmap(width: 8, height: 4, fill: .red)
    source = try Bitmap(width: 8, height: 4, pixels: (0..<32).map { $0 % 8 < 4 ? 0xFFFF_0000 : 0xFF00_00FF })
    let image = try Image(bitmap: source, scale: 2)
    #expect(image.size == Size(width: 4, height: 2))
    let canvas = try Canvas(size: Size(width: 30, height: 30), scale: 2, background: .white)
    let box = Rect(x: 10, y: 12, width: 10, height: 6)
    canvas.drawImage(image, in: box, contentMode: mode)
    let bitmap = canvas.makeBitmap()
    let placed = mode.placement(of: image.size, in: box)
    let leftCentre = (x: Int((placed.minX + placed.width / 4) * 2), y: Int(placed.midY * 2))
    let rightCentre = (x: Int((placed.minX + placed.width * 3 / 4) * 2), y: Int(placed.midY * 2))
    #expect(bitmap.pixel(x: leftCentre.x, y: leftCentre.y) == .opaqueRed)
    #expect(bitmap.pixel(x: rightCentre.x, y: rightCentre.y) == .opaqueBlue)
    let outside = bitmap.bounds { $0 != .white }!
    #expect(outside.minX == Int(placed.minX * 2) && outside.maxX == Int(placed.maxX * 2) - 1)
    #expect(outside.minY == Int(placed.minY * 2) && outside.maxY == Int(placed.maxY * 2) - 1)
  }

  @Test func aspectFillOverflowsUnlessClipped() throws {
    let image = try Image(bitmap: try Bitmap(width: 20, height: 10, fill: .red))
    let box = Rect(x: 10, y: 10, width: 10, height: 10)
    let open = try Canvas(size: Size(width: 40, height: 30), scale: 1, background: .white)
    open.drawImage(image, in: box, contentMode: .scaleAspectFill)
    #expect(open.makeBitmap().bounds { $0 != .white }! == (5, 10, 24, 19))
    let clipped = try Canvas(size: Size(width: 40, height: 30), scale: 1, background: .white)
    clipped.clip(to: box) { clipped.drawImage(image, in: box, contentMode: .scaleAspectFill) }
    #expect(clipped.makeBitmap().bounds { $0 != .white }! == (10, 10, 19, 19))
  }
}
