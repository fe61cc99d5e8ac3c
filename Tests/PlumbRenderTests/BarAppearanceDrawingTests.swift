import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing

/// iOS 13's bar appearances: the configuration's background, the background colour over it, the shadow
/// colour's hairline and the title's colour; at the scroll edge the scroll-edge appearance, else the
/// standard one made transparent (iOS 15).
@Suite struct BarAppearanceDrawingTests {
  /// A navigation bar and a toolbar with `navKeys` and `toolKeys` on a canvas of a colour no bar uses.
  private func render(nav navKeys: String, tools toolKeys: String = "") throws -> RenderedScene {
    let text = """
      { plumb: 1, canvas: { width: 200, height: 200, scale: 1, background: '#00FF00' },
        views: [
          { navigationBar: 'nav', title: 'WWWWWW', \(navKeys) },
          { toolbar: 'tools', items: [{ title: 'Edit' }], \(toolKeys) },
        ],
        constraints: [ 'H:|[nav]|', 'H:|[tools]|', 'nav.top == root.top', 'tools.bottom == root.bottom' ] }
      """
    let scene = try SceneLoader.parse(text: text, file: "appearance.json")
    return try RenderSession(scene: scene).render(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
  }

  private func count(_ picture: RenderedScene, in rect: Rect, _ test: (Bitmap.Pixel) -> Bool) -> Int {
    var found = 0
    for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) where test(picture.bitmap.pixel(x: x, y: y)) { found += 1 } }
    return found
  }

  @Test func anOpaqueAppearanceFillsTheBarAndColoursTheTitle() throws {
    let picture = try render(nav: """
      standardAppearance: { configuration: 'opaque', backgroundColor: '#3030C0', titleTextAttributes: { foregroundColor: 'white' } }
      """)
    #expect(picture.bitmap.pixel(x: 5, y: 5) == Bitmap.Pixel(red: 0x30, green: 0x30, blue: 0xC0, alpha: 255))
    // The title is white on the indigo, not label-black.
    let title = try #require(picture.result["nav"]?.frame)
    #expect(count(picture, in: Rect(x: 40, y: title.minY, width: 120, height: 44)) { $0.red > 240 && $0.green > 240 && $0.blue > 240 } > 30)
    #expect(count(picture, in: Rect(x: 40, y: title.minY, width: 120, height: 44)) { $0.red < 30 && $0.green < 30 && $0.blue < 30 } == 0)
    // The hairline under it (the configuration's), one pixel at the bar's bottom, is not the indigo.
    #expect(picture.bitmap.pixel(x: 5, y: 44) != picture.bitmap.pixel(x: 5, y: 43))
  }

  @Test func atTheScrollEdgeTheStandardAppearanceTurnsTransparentUnlessOneIsGiven() throws {
    let standard = "standardAppearance: { configuration: 'opaque', backgroundColor: '#3030C0' }"
    let edge = try render(nav: "atScrollEdge: true, " + standard)
    #expect(edge.bitmap.pixel(x: 5, y: 5) == Bitmap.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    let given = try render(nav: "atScrollEdge: true, " + standard + ", scrollEdgeAppearance: { configuration: 'opaque', backgroundColor: '#C03030' }")
    #expect(given.bitmap.pixel(x: 5, y: 5) == Bitmap.Pixel(red: 0xC0, green: 0x30, blue: 0x30, alpha: 255))
  }

  @Test func aTransparentAppearanceAndAClearShadowShowWhatIsBehind() throws {
    let picture = try render(nav: "standardAppearance: { configuration: 'transparent' }",
                             tools: "standardAppearance: { configuration: 'opaque', backgroundColor: '#FFFFFF', shadowColor: 'clear' }")
    let green = Bitmap.Pixel(red: 0, green: 255, blue: 0, alpha: 255), white = Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    #expect(picture.bitmap.pixel(x: 5, y: 5) == green && picture.bitmap.pixel(x: 5, y: 44) == green)
    let tools = try #require(picture.result["tools"]?.frame)
    // No hairline above the toolbar: the row above it is the canvas, its first row white.
    #expect(picture.bitmap.pixel(x: 5, y: Int(tools.minY) - 1) == green && picture.bitmap.pixel(x: 5, y: Int(tools.minY)) == white)
    // Without appearances the bars keep their material and hairline (the legacy look).
    let legacy = try render(nav: "")
    #expect(legacy.bitmap.pixel(x: 5, y: 5) != green && legacy.bitmap.pixel(x: 5, y: 44) != legacy.bitmap.pixel(x: 5, y: 43))
  }

  @Test func theBarsOwnTitleAttributesColourTheTitleWithoutAppearances() throws {
    let picture = try render(nav: "titleTextAttributes: { foregroundColor: '#FF0000' }")
    #expect(count(picture, in: Rect(x: 40, y: 0, width: 120, height: 44)) { $0.red > 200 && $0.green < 60 && $0.blue < 60 } > 30)
  }
}
