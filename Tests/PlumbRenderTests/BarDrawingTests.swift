import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing

/// Pixels of UIKit's bars: the bar material and its hairline, titles and icons in their slots and colours.
@Suite struct BarDrawingTests {
  static let bars = """
    { plumb: 1, canvas: { width: 375, height: 300, scale: 2, background: "#FFFFFF" },
      views: [
        { navigationBar: "nav", title: "Settings", rightItems: [{ systemItem: "add" }] },
        { toolbar: "tools", items: [{ systemItem: "flexibleSpace" }, { systemItem: "play" }], barTintColor: "#FF0000" },
        { tabBar: "tabs", items: [{ systemItem: "favorites" }, { systemItem: "more" }], selectedIndex: 0 },
        { searchBar: "search", searchBarStyle: "minimal" },
      ],
      constraints: [
        "H:|[nav]|", "H:|[tools]|", "H:|[tabs]|", "H:|[search]|",
        "nav.top == root.top", "search.top == nav.bottom + 10", "tools.top == search.bottom + 10", "tabs.bottom == root.bottom",
      ] }
    """

  func render(_ variant: Layout.Variant) throws -> RenderedScene {
    try RenderSession(scene: try SceneLoader.parse(text: Self.bars, file: "bars.json")).render(variant)
  }

  func pixel(_ picture: RenderedScene, _ x: Double, _ y: Double) -> Bitmap.Pixel {
    picture.bitmap.pixel(x: Int(x * 2), y: Int(y * 2))
  }

  /// Whether any pixel inside `rect` (points, sampled every half point) is `ink`.
  func contains(_ picture: RenderedScene, _ rect: Rect, _ ink: Bitmap.Pixel) -> Bool {
    for y in stride(from: rect.minY, to: rect.maxY, by: 0.5) {
      for x in stride(from: rect.minX, to: rect.maxX, by: 0.5) where pixel(picture, x, y) == ink { return true }
    }
    return false
  }

  @Test func symbolItemsAreDrawnInTheTint() throws {
    let text = """
      { plumb: 1, canvas: { width: 375, height: 100, scale: 2, background: "#FFFFFF" },
        views: [ { toolbar: "tools", items: [{ image: { systemName: "plus" } }, { systemItem: "flexibleSpace" }, { image: { systemName: "nosign" } }],
                   barTintColor: "#FFFFFF" } ],
        constraints: [ "H:|[tools]|", "tools.top == root.top" ] }
      """
    let picture = try RenderSession(scene: try SceneLoader.parse(text: text, file: "symbols.json"))
      .render(Layout.Variant(width: 375, height: .points(100), scale: 2))
    let blue = Bitmap.Pixel(Color.system(.systemBlue).resolved(style: .light, contrast: .normal))
    let tools = picture.result["tools"]!.control!
    // The plus, drawn; a symbol Plumb does not draw keeps its slot, empty.
    #expect(contains(picture, tools.textRects[0], blue))
    #expect(pixel(picture, tools.textRects[0].midX, tools.textRects[0].midY) == blue)
    #expect(!contains(picture, tools.textRects[2], blue))
  }

  @Test func barsDrawTheirMaterialHairlineAndItems() throws {
    let picture = try render(Layout.Variant(width: 375, height: .points(300), scale: 2))
    let blue = Bitmap.Pixel(Color.system(.systemBlue).resolved(style: .light, contrast: .normal))
    // The navigation bar's material, lighter than white only by its grey, and the hairline under it.
    let material = pixel(picture, 5, 5)
    #expect(material != Bitmap.Pixel(.white) && material.red > 240 && material.red == material.blue)
    let hairline = pixel(picture, 5, 44)
    #expect(hairline.red < 200, "\(hairline)")
    #expect(pixel(picture, 5, 45) == Bitmap.Pixel(.white))
    // The add icon in the tint at its slot, 16 from the trailing edge; the title dark, centred.
    let nav = picture.result["nav"]!.control!
    #expect(contains(picture, nav.textRects[1], blue))
    #expect(contains(picture, Rect(x: 150, y: 15, width: 75, height: 14), Bitmap.Pixel(.black)))
    // The toolbar's own bar tint, its play icon at the trailing margin in the tint.
    let tools = picture.result["tools"]!
    #expect(pixel(picture, 5, tools.frame.midY) == Bitmap.Pixel(Color(hex: "#FF0000")!))
    #expect(contains(picture, tools.control!.textRects[1], blue))
    #expect(!contains(picture, Rect(x: 16, y: tools.frame.minY + 2, width: 200, height: 40), blue))
    // The tab bar: the selected star in the tint, the other item in systemGray.
    let tabs = picture.result["tabs"]!.control!
    let first = Layout.BarMetrics.tabImageRect(titleRect: tabs.textRects[0])
    let second = Layout.BarMetrics.tabImageRect(titleRect: tabs.textRects[1])
    #expect(pixel(picture, first.midX, first.midY) == blue)
    #expect(contains(picture, second, Bitmap.Pixel(Color.system(.systemGray).resolved(style: .light, contrast: .normal))))
    #expect(!contains(picture, second, blue))
    // A minimal search bar: no background, the field's fill over the page.
    let search = picture.result["search"]!.frame
    #expect(pixel(picture, 2, search.midY) == Bitmap.Pixel(.white))
    let field = pixel(picture, search.maxX - 20, search.midY)
    #expect(field != Bitmap.Pixel(.white) && field.red > 220)
  }

  @Test func rightToLeftAndDarkMirrorAndRecolourTheBars() throws {
    let dark = try render(Layout.Variant(width: 375, height: .points(300), direction: .rightToLeft, scale: 2, appearance: .dark))
    let nav = dark.result["nav"]!.control!
    // The right item sits at the leading (left) margin in right-to-left, drawn in dark mode's blue.
    #expect(nav.textRects[1].minX == 16)
    #expect(contains(dark, nav.textRects[1], Bitmap.Pixel(Color.system(.systemBlue).resolved(style: .dark, contrast: .normal))))
    // Dark material (#1D1D1D at 94 %) over this scene's white page: about 43.
    let material = pixel(dark, 200, 5)
    #expect((35...50).contains(Int(material.red)), "\(material)")
  }

  @Test func theSameBarsDrawTheSameBytes() throws {
    let variant = Layout.Variant(width: 375, height: .points(300), scale: 2)
    #expect(try render(variant).bitmap.pixels == render(variant).bitmap.pixels)
  }
}

/// Pixels of UIKit's pickers: the selection band and the selected row in `label`, faded neighbours.
@Suite struct PickerDrawingTests {
  @Test func wheelsDrawTheBandAndTheSelectedRowDarkest() throws {
    let scene = try SceneLoader.parse(text: """
      { plumb: 1, canvas: { width: 320, height: 216, scale: 2, background: "#FFFFFF" },
        views: [ { pickerView: "p", components: [["IIIIII", "IIIIII", "IIIIII"]], selectedRows: [1] } ],
        constraints: [ "p.leading == root.leading", "p.top == root.top" ] }
      """, file: "picker.json")
    let picture = try RenderSession(scene: scene).render(Layout.Variant(width: 320, height: .points(216), scale: 2))
    func darkest(_ rowY: Double) -> Int {
      var value = 255
      for x in stride(from: 100.0, to: 220, by: 0.5) { value = min(value, Int(picture.bitmap.pixel(x: Int(x * 2), y: Int(rowY * 2)).red)) }
      return value
    }
    // The band's fill at its left end, away from the text; the selected row black, the one above faded.
    let band = picture.bitmap.pixel(x: 12 * 2, y: 108 * 2)
    #expect(band != Bitmap.Pixel(.white) && band.red > 220)
    #expect(darkest(108) < 40)
    #expect((100...200).contains(darkest(108 - 32)), "\(darkest(108 - 32))")
    #expect(darkest(108 - 64) == 255)
  }
}
