import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing

/// Map views (`mapView`, MapKit's `MKMapView`): a stand-in map filling the frame in Apple Maps' colours for
/// the map type and appearance, inside the frame only, the same every time.
@Suite struct MapDrawingTests {
  /// A 200 × 160 map at (20, 20) on a 240 × 200 canvas at 1×.
  private func render(_ keys: String, appearance: UserInterfaceStyle = .light) throws -> RenderedScene {
    let text = """
      { plumb: 1, canvas: { width: 240, height: 200, scale: 1, background: 'systemPink' },
        views: [ { mapView: 'map', \(keys) } ],
        constraints: [ 'map.leading == root.leading + 20', 'map.top == root.top + 20', 'map.width == 200', 'map.height == 160' ] }
      """
    let scene = try SceneLoader.parse(text: text, file: "map.json")
    var variant = Layout.VariantAxes().matrix(canvas: scene.canvas)[0]
    variant.appearance = appearance
    return try RenderSession(scene: scene).render(variant)
  }

  /// The most common colour inside the map's frame.
  private func commonest(_ picture: RenderedScene) -> Bitmap.Pixel {
    var counts: [Bitmap.Pixel: Int] = [:]
    for y in 20..<180 { for x in 20..<220 { counts[picture.bitmap.pixel(x: x, y: y), default: 0] += 1 } }
    return counts.max { $0.value < $1.value }!.key
  }

  @Test func theStandardMapIsLandWithStreetsWaterAndAPark() throws {
    let light = try render("")
    let land = commonest(light)
    // Warm off-white land, light and dark differing.
    #expect(land.red > 240 && land.green > 235 && land.blue > 225 && land.red >= land.blue, "\(land)")
    let dark = commonest(try render("", appearance: .dark))
    #expect(Int(dark.red) + Int(dark.green) + Int(dark.blue) < 200, "\(dark)")
    // Water (blue over red) somewhere in the lower part, white streets, and the park's green.
    var blue = 0, white = 0, green = 0
    for y in 20..<180 { for x in 20..<220 {
      let p = light.bitmap.pixel(x: x, y: y)
      let (r, g, b) = (Int(p.red), Int(p.green), Int(p.blue))
      if b > r + 40 { blue += 1 }
      if r == 255 && g == 255 && b == 255 { white += 1 }
      if g > r + 15 && g > b + 15 { green += 1 }
    } }
    #expect(blue > 500 && white > 500 && green > 500, "\(blue) \(white) \(green)")
    // Nothing outside the frame: the canvas's pink stays.
    #expect(light.bitmap.pixel(x: 10, y: 10) == light.bitmap.pixel(x: 230, y: 190))
    #expect(light.bitmap.pixel(x: 19, y: 100) == light.bitmap.pixel(x: 10, y: 10))
  }

  @Test func satelliteShowsImageryWithoutRoadsAndHybridAddsThem() throws {
    func whites(_ picture: RenderedScene) -> Int {
      var count = 0
      for y in 20..<180 { for x in 20..<220 {
        let p = picture.bitmap.pixel(x: x, y: y)
        if p.red > 170 && p.green > 170 && p.blue > 170 { count += 1 }
      } }
      return count
    }
    let satellite = try render("mapType: 'satellite'"), hybrid = try render("mapType: 'hybrid'")
    let ground = commonest(satellite)
    #expect(ground.green > ground.blue && ground.red < 150, "\(ground)")
    #expect(whites(satellite) == 0)
    #expect(whites(hybrid) > 500)
    // The muted map is paler than the standard one (its main roads are not yellow).
    let standard = try render(""), muted = try render("mapType: 'mutedStandard'")
    #expect(standard.bitmap != muted.bitmap)
  }

  @Test func aHugeMapIsDrawnInBoundedTime() throws {
    // A map far larger than the canvas: its streets are bounded (at most 2,000 each way), the picture the canvas's.
    let text = """
      { plumb: 1, canvas: { width: 120, height: 90, scale: 1 }, views: [ { mapView: 'm' } ],
        constraints: [ 'm.leading == root.leading - 50000', 'm.top == root.top - 50000', 'm.width == 100000', 'm.height == 100000' ] }
      """
    let scene = try SceneLoader.parse(text: text, file: "huge.json")
    let picture = try RenderSession(scene: scene).render(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
    #expect(picture.bitmap.width == 120 && picture.bitmap.height == 90)
  }

  @Test func mapsAreTheSameEveryTimeAndHaveNoSizeOfTheirOwn() throws {
    #expect(try render("").bitmap == render("").bitmap)
    let text = "{ plumb: 1, canvas: { width: 100, height: 100 }, views: [ { mapView: 'm' } ], constraints: [ 'm.leading == root.leading', 'm.top == root.top' ] }"
    let scene = try SceneLoader.parse(text: text, file: "loose.json")
    let result = try RenderSession(scene: scene).layout(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
    // Like MKMapView: no intrinsic size, so an unsized map is empty (and reported ambiguous, never drawn out of bounds).
    #expect(result["m"]?.frame.width == 0 && result["m"]?.frame.height == 0)
  }
}
