import PlumbLayout
import PlumbRender
import Testing

/// `SheetLayout` with fixed sizes: cells, positions, wrapping and shrinking.
@Suite struct SheetLayoutTests {
  private func variant(_ width: Double, _ direction: LayoutDirection = .leftToRight, _ type: ContentSizeCategory = .large) -> Layout.Variant {
    Layout.Variant(width: width, height: .points(100), direction: direction, type: type, scale: 2)
  }

  /// Widths across, directions down; columns as wide as their widest tile; caption above each tile.
  @Test func widthsAcrossOtherAxesDown() {
    let variants = [variant(320), variant(320, .rightToLeft), variant(414), variant(414, .rightToLeft)]
    let sizes = [Size(width: 320, height: 100), Size(width: 320, height: 120), Size(width: 414, height: 100), Size(width: 414, height: 90)]
    let sheet = SheetLayout(variants: variants, sizes: sizes, captionHeight: 12, titleHeight: 14)
    #expect(sheet.scale == 2 && sheet.shrink == 1)
    #expect(sheet.tiles.map { [$0.row, $0.column] } == [[0, 0], [1, 0], [0, 1], [1, 1]])
    // padding 16, title 14, gap 16 → first row at 46; caption 12 + 4 → tiles at 62.
    #expect(sheet.tiles[0].caption == Rect(x: 16, y: 46, width: 320, height: 12))
    #expect(sheet.tiles[0].frame == Rect(x: 16, y: 62, width: 320, height: 100))
    #expect(sheet.tiles[2].frame == Rect(x: 352, y: 62, width: 414, height: 100))
    // Second row below the taller tile of the first row (100) and a gap: 62 + 100 + 16 = 178, + 16 caption.
    #expect(sheet.tiles[1].frame == Rect(x: 16, y: 194, width: 320, height: 120))
    #expect(sheet.size == Size(width: 16 + 320 + 16 + 414 + 16, height: 194 + 120 + 16))
  }

  /// One width: the variants wrap into a grid ⌈√5⌉ = 3 columns wide.
  @Test func singleWidthWrapsIntoAGrid() {
    let types: [ContentSizeCategory] = [.small, .medium, .large, .xLarge, .ax1]
    let sheet = SheetLayout(variants: types.map { variant(100, .leftToRight, $0) },
                            sizes: Array(repeating: Size(width: 100, height: 50), count: 5), captionHeight: 10, titleHeight: 10)
    #expect(sheet.tiles.map { [$0.row, $0.column] } == [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1]])
    #expect(sheet.tiles.map(\.frame.minX) == [16, 132, 248, 16, 132])
  }

  /// Over the pixel limit: one factor shrinks every tile; the sheet then fits, the fixed parts stay.
  @Test func shrinksToFit() {
    let variants = [variant(320), variant(414)]
    let sizes = [Size(width: 320, height: 2000), Size(width: 414, height: 2000)]
    let sheet = SheetLayout(variants: variants, sizes: sizes, captionHeight: 12, titleHeight: 14, maximumPixels: 2000)
    #expect(sheet.shrink < 0.5 && sheet.shrink > 0.4)
    #expect(sheet.size.height * 2 <= 2000 && sheet.size.height * 2 > 1900)
    #expect(sheet.tiles[0].frame.height == 2000 * sheet.shrink)
    #expect(sheet.tiles[0].caption.height == 12)
  }
}
