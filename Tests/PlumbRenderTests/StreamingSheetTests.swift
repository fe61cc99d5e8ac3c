import PlumbGraphics
import PlumbLayout
import PlumbRender
import Testing

/// A contact sheet drawn one picture at a time (`plumb sheet` of four 16,384-pixel variants held 4 GB
/// of bitmaps and aborted under a 4 GB address-space limit): each picture is asked for once, in tile
/// order, only when its tile is drawn, and the sheet is pixel for pixel the one drawn from all pictures.
@Suite struct StreamingSheetTests {
  @Test func picturesAreMadeOneAtATimeAndTheSheetIsTheSame() throws {
    let measurer = try PangoTextMeasurer()
    let variants = [320.0, 375, 414].map { Layout.Variant(width: $0, height: .points(50), scale: 1) }
    let colors: [Color] = [Color(red8: 255, green8: 0, blue8: 0), Color(red8: 0, green8: 128, blue8: 0), Color(red8: 0, green8: 0, blue8: 255)]
    let bitmaps = try zip(variants, colors).map { try Bitmap(width: Int($0.0.width), height: 50, fill: $0.1) }
    let sheet = ContactSheet(measurer: measurer, maximumPixels: 600)   // forces shrinking too
    let eager = try sheet.render(title: "card", pictures: Array(zip(variants, bitmaps)).map { (variant: $0.0, bitmap: $0.1) })

    var asked: [Int] = []
    let sizes = variants.map { Size(width: $0.width, height: 50) }
    let streamed = try sheet.render(title: "card", variants: variants, sizes: sizes) { index in
      asked.append(index)
      return bitmaps[index]
    }
    #expect(asked == [0, 1, 2])
    #expect(streamed.layout == eager.layout)
    #expect(streamed.bitmap == eager.bitmap)
    #expect(streamed.layout.shrink < 1)
  }
}
