import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing

/// Layer shadows (`shadow` in a scene, `layer.shadow…` in Interface Builder and PlumbUIKit): the view's
/// background shape, blurred and offset under it; none while it clips to its bounds or has no background.
@Suite struct ShadowDrawingTests {
  /// A white 80 × 40 card at (40, 40) on a white 160 × 120 canvas at 2×, with `card`'s extra keys.
  private func render(_ card: String) throws -> RenderedScene {
    let text = """
      { plumb: 1, canvas: { width: 160, height: 120, scale: 2, background: 'white' },
        views: [ { view: 'card', background: 'white', cornerRadius: 12, \(card) } ],
        constraints: [ 'card.leading == root.leading + 40', 'card.top == root.top + 40',
                       'card.width == 80', 'card.height == 40' ] }
      """
    let scene = try SceneLoader.parse(text: text, file: "shadow.json")
    return try RenderSession(scene: scene).render(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
  }

  /// How much darker than white a pixel is (0 = white), summed over its three channels.
  private func darkness(_ picture: RenderedScene, x: Double, y: Double) -> Int {
    let pixel = picture.bitmap.pixel(x: Int(x * 2), y: Int(y * 2))
    return 3 * 255 - Int(pixel.red) - Int(pixel.green) - Int(pixel.blue)
  }

  @Test func theShadowFallsOutsideTheCardByItsOffsetAndFades() throws {
    let picture = try render("shadow: { opacity: 0.5, offset: { width: 0, height: 6 }, radius: 4 }")
    // Below the card (its bottom edge is at y = 80): dark just under it, lighter further down, white far off.
    let under = darkness(picture, x: 80, y: 83), further = darkness(picture, x: 80, y: 90), far = darkness(picture, x: 80, y: 110)
    #expect(under > further && further > 0, "\(under) \(further)")
    #expect(far == 0)
    // Moved down by the offset: above the card there is much less shadow than below it.
    #expect(darkness(picture, x: 80, y: 38) < under / 2, "\(darkness(picture, x: 80, y: 38)) vs \(under)")
    // The card itself stays white: the shadow is under it.
    #expect(darkness(picture, x: 80, y: 60) == 0)
    // Grey, in the shadow's black.
    let pixel = picture.bitmap.pixel(x: 160, y: 166)
    #expect(pixel.red == pixel.green && pixel.green == pixel.blue)
  }

  @Test func theColourAndOpacityTintTheShadow() throws {
    let picture = try render("shadow: { color: 'systemRed', opacity: 1, offset: { width: 6, height: 0 }, radius: 2 }")
    let pixel = picture.bitmap.pixel(x: 2 * 122, y: 2 * 60)
    #expect(pixel.red > pixel.green && pixel.red > pixel.blue, "\(pixel)")
    let faint = try render("shadow: { color: 'systemRed', opacity: 0.2, offset: { width: 6, height: 0 }, radius: 2 }")
    let lighter = faint.bitmap.pixel(x: 2 * 122, y: 2 * 60)
    #expect(Int(lighter.green) > Int(pixel.green), "\(lighter) \(pixel)")
  }

  @Test func clippingNoOpacityOrNoBackgroundDrawNoShadow() throws {
    let plain = try render("shadow: { opacity: 0 }").bitmap
    for keys in ["shadow: { opacity: 0.8 }, clipsToBounds: true", "shadow: { opacity: 0.8, color: 'clear' }"] {
      #expect(try render(keys).bitmap == plain, "\(keys)")
    }
    // A view without a background has nothing to cast a shadow from.
    let text = """
      { plumb: 1, canvas: { width: 60, height: 60, scale: 1, background: 'white' },
        views: [ { view: 'a', shadow: { opacity: 1, radius: 3 } } ],
        constraints: [ 'a.leading == root.leading + 10', 'a.top == root.top + 10', 'a.width == 20', 'a.height == 20' ] }
      """
    let scene = try SceneLoader.parse(text: text, file: "clear.json")
    let bitmap = try RenderSession(scene: scene).render(Layout.VariantAxes().matrix(canvas: scene.canvas)[0]).bitmap
    for y in 0..<60 { for x in 0..<60 { #expect(bitmap.pixel(x: x, y: y) == Bitmap.Pixel(.white)) } }
  }

  @Test func shadowsAreTheSameEveryTimeAndHostileValuesDoNotTrap() throws {
    let keys = "shadow: { opacity: 0.3, offset: { width: -2, height: 4 }, radius: 7.5 }"
    #expect(try render(keys).bitmap == render(keys).bitmap)
    // A huge radius or offset is bounded: the card still renders, the canvas stays its size.
    for hostile in ["shadow: { opacity: 1, radius: 100000 }", "shadow: { opacity: 1, offset: { width: 100000, height: -100000 } }"] {
      let picture = try render(hostile)
      #expect(picture.bitmap.width == 320 && picture.bitmap.height == 240)
    }
  }

  /// A label of heavy white text on black, with `keys`, at 2×; the counts of reddish and white pixels.
  private func labelPixels(_ keys: String) throws -> (red: Int, white: Int, outside: Int) {
    let text = """
      { plumb: 1, canvas: { width: 120, height: 60, scale: 2, background: 'black' },
        views: [ { label: 'l', text: 'HI', font: { size: 30, weight: 'heavy' }, textColor: 'white', \(keys) } ],
        constraints: [ 'l.leading == root.leading + 20', 'l.top == root.top + 10' ] }
      """
    let scene = try SceneLoader.parse(text: text, file: "label.json")
    let picture = try RenderSession(scene: scene).render(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
    let frame = try #require(picture.result["l"]?.frame)
    var red = 0, white = 0, outside = 0
    for y in 0..<120 { for x in 0..<240 {
      let p = picture.bitmap.pixel(x: x, y: y)
      let inside = Double(x) / 2 >= frame.minX && Double(x) / 2 < frame.maxX && Double(y) / 2 >= frame.minY && Double(y) / 2 < frame.maxY
      if Int(p.red) > 100 && Int(p.green) < 60 { red += 1; if !inside { outside += 1 } }
      if p.red > 200 && p.green > 200 && p.blue > 200 { white += 1 }
    } }
    return (red, white, outside)
  }

  @Test func aLabelsShadowIsASharpCopyOfItsTextInsideItsBounds() throws {
    let plain = try labelPixels("")
    #expect(plain.red == 0 && plain.white > 200)
    // UILabel's shadow: red, 3 points right and down, under the text; nothing outside the label's bounds.
    let shadowed = try labelPixels("shadowColor: 'systemRed', shadowOffset: { width: 3, height: 3 }")
    #expect(shadowed.red > 100 && shadowed.outside == 0, "\(shadowed)")
    #expect(abs(shadowed.white - plain.white) < plain.white / 10, "the text stays on top: \(shadowed.white) vs \(plain.white)")
    // UIKit's default offset is (0, −1): a thin edge above the strokes.
    let standard = try labelPixels("shadowColor: 'systemRed'")
    #expect(standard.red > 0 && standard.red < shadowed.red, "\(standard.red) vs \(shadowed.red)")
  }
}
