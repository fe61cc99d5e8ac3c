import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing

/// Pixels of drawn controls: the tint, the appearance's colours and the chrome land where UIKit puts them.
@Suite struct ControlDrawingTests {
  func render(_ text: String, _ variant: (Layout.Scene) -> Layout.Variant = canvasVariant) throws -> RenderedScene {
    let scene = try SceneLoader.parse(text: text, file: "controls.json")
    return try RenderSession(scene: scene).render(variant(scene))
  }

  func pixel(_ picture: RenderedScene, _ x: Double, _ y: Double) -> Bitmap.Pixel {
    let scale = picture.result.variant.scale
    return picture.bitmap.pixel(x: Int(x * scale), y: Int(y * scale))
  }

  func resolved(_ color: Color, _ style: UserInterfaceStyle) -> Bitmap.Pixel {
    Bitmap.Pixel(color.resolved(style: style, contrast: .normal))
  }

  static let toggles = """
    { plumb: 1, canvas: { width: 200, height: 100, scale: 2 },
      views: [ { switch: "on", isOn: true }, { switch: "off" }, { slider: "slider", value: 0.5, tintColor: "systemOrange" } ],
      constraints: [ "on.leading == root.leading + 10", "on.top == root.top + 10", "off.leading == on.trailing + 10",
                     "off.top == on.top", "slider.leading == root.leading + 10", "slider.trailing == root.trailing - 10",
                     "slider.top == on.bottom + 10" ] }
    """

  @Test func switchesAndSlidersUseTheirColoursInBothAppearances() throws {
    for style in UserInterfaceStyle.allCases {
      let picture = try render(Self.toggles) { scene in
        Layout.Variant(width: 200, height: .points(100), scale: 2, appearance: style)
      }
      // The page is systemBackground; the on track is systemGreen, the thumb white; the off track grey.
      #expect(pixel(picture, 195, 95) == resolved(.systemBackground, style))
      #expect(pixel(picture, 14, 25) == resolved(.system(.systemGreen), style), "\(style)")
      #expect(pixel(picture, 48, 25) == Bitmap.Pixel(.white), "\(style)")
      let offTrack = pixel(picture, 61 + 47, 25)
      #expect(offTrack != resolved(.system(.systemGreen), style) && offTrack != resolved(.systemBackground, style))
      // The slider's minimum track takes the view's tint, inherited from nowhere but itself.
      let slider = picture.result["slider"]!
      #expect(slider.frame.minX == 8 && slider.frame.width == 184)
      #expect(pixel(picture, 14, slider.control!.alignmentRect.midY) == resolved(.system(.systemOrange), style), "\(style)")
    }
  }

  @Test func buttonsDrawTheirTitleInTheInheritedTint() throws {
    let picture = try render("""
      { plumb: 1, canvas: { width: 200, height: 100, scale: 2 },
        views: [ { view: "card", tintColor: "systemPurple", subviews: [ { button: "go", title: "GO", configuration: "filled" } ] } ],
        constraints: [ "H:|[card]|", "V:|[card]|", "go.leading == card.leading + 10", "go.top == card.top + 10" ] }
      """)
    let go = picture.result["go"]!
    #expect(go.tintColor == Color.system(.systemPurple).resolved(style: .light, contrast: .normal))
    // A filled configuration: the tint fills the button (a corner of the content area, away from the title).
    #expect(pixel(picture, go.frame.minX + 4, go.frame.minY + 4) == resolved(.system(.systemPurple), .light))
    #expect(pixel(picture, go.frame.maxX + 4, go.frame.minY + 4) == Bitmap.Pixel(.white))
  }

  @Test func textFieldsShowThePlaceholderInPlaceholderText() throws {
    let text = """
      { plumb: 1, canvas: { width: 200, height: 60, scale: 2, background: "#FFFFFF" },
        views: [ { textField: "field", placeholder: "IIIIIIIIII", font: { size: 30, weight: "black" } } ],
        constraints: [ "field.leading == root.leading + 10", "field.top == root.top + 10" ] }
      """
    let picture = try render(text)
    // Somewhere in the placeholder's stems the colour is placeholderText over white (60,60,67 at 0.3).
    let field = picture.result["field"]!.frame
    var darkest = 255
    for x in stride(from: field.minX, to: field.maxX, by: 0.5) {
      let p = pixel(picture, x, field.midY)
      darkest = min(darkest, Int(p.red))
    }
    // 255 − 0.298 × (255 − 60) ≈ 197: the placeholder is light grey, not black text.
    #expect((190...202).contains(darkest), "\(darkest)")
  }

  /// Whether any pixel of the rows `rows` (points) is `ink`, sampled every half point.
  func hasInk(_ picture: RenderedScene, rows: ClosedRange<Double>, _ ink: Bitmap.Pixel) -> Bool {
    let width = picture.result.canvasSize.width
    for y in stride(from: rows.lowerBound, through: rows.upperBound, by: 0.5) {
      for x in stride(from: 0, to: width, by: 0.5) where pixel(picture, x, y) == ink { return true }
    }
    return false
  }

  @Test(arguments: UserInterfaceStyle.allCases)
  func chromeDrawsTheHomeIndicatorAndStatusBarInTheSafeArea(style: UserInterfaceStyle) throws {
    let text = "{ plumb: 1, canvas: { width: 393, height: 852, chrome: true }, views: [] }"
    let picture = try render(text) { _ in Layout.Variant(device: Layout.Device.named("iPhone 15 Pro")!, appearance: style) }
    #expect(picture.bitmap.width == 1179 && picture.bitmap.height == 2556)
    // The home indicator: 134 × 5, 8 points above the bottom, in `label`.
    #expect(pixel(picture, 393 / 2, 852 - 10.5) == resolved(.label, style))
    #expect(pixel(picture, 393 / 2 - 70, 852 - 10.5) == resolved(.systemBackground, style))
    // The status bar is drawn in `label` inside the 59-point top inset, and nothing between the bars.
    let ink = resolved(.label, style)
    #expect(hasInk(picture, rows: 10...50, ink))
    #expect(!hasInk(picture, rows: 60...800, ink))
  }

  /// Right to left the status bar is mirrored: the time in the right ear, the icons in the left one.
  @Test func theStatusBarMirrorsRightToLeft() throws {
    let text = "{ plumb: 1, canvas: { width: 393, height: 852, chrome: true }, views: [] }"
    let phone = Layout.Device.named("iPhone 15 Pro")!
    let ltr = try render(text) { _ in Layout.Variant(device: phone) }
    let rtl = try render(text) { _ in Layout.Variant(device: phone, direction: .rightToLeft) }
    let ink = resolved(.label, .light)
    // The width of the status bar's ink in each half of the screen, in pixels.
    func inkWidth(_ picture: RenderedScene, leftHalf: Bool) -> Int {
      let half = picture.bitmap.width / 2
      var minX = Int.max, maxX = Int.min
      for y in 30..<150 {
        for x in (leftHalf ? 0..<half : half..<picture.bitmap.width) where picture.bitmap.pixel(x: x, y: y) == ink {
          minX = min(minX, x); maxX = max(maxX, x)
        }
      }
      return maxX >= minX ? maxX - minX + 1 : 0
    }
    let time = inkWidth(ltr, leftHalf: true), icons = inkWidth(ltr, leftHalf: false)
    #expect(time > 60 && icons > 2 * time, "time \(time) px, icons \(icons) px")
    // (Within the battery's 2-point nub end: the glyph keeps its nub on the right, so the icons' ink is up
    // to 2 points wider mirrored.)
    #expect(abs(inkWidth(rtl, leftHalf: true) - icons) <= 7)
    #expect(abs(inkWidth(rtl, leftHalf: false) - time) <= 3)
  }

  @Test func withoutChromeTheSafeAreaStaysEmpty() throws {
    let plain = try render("{ plumb: 1, canvas: { width: 393, height: 852 }, views: [] }") { _ in
      Layout.Variant(device: Layout.Device.named("iPhone 15 Pro")!)
    }
    #expect(!hasInk(plain, rows: 10...50, Bitmap.Pixel(.black)))
    #expect(pixel(plain, 393 / 2, 852 - 10.5) == Bitmap.Pixel(.white))
  }

  @Test func controlDrawingIsDeterministic() throws {
    let scene = try loadScene("ControlsGallery")
    let variants = scene.variants.matrix(canvas: scene.canvas)
    #expect(variants.map(\.name) == ["w390-hfit-ltr-large-2x", "w390-hfit-ltr-large-2x-dark"])
    let first = try RenderSession(scene: scene).render(variants[1]).bitmap
    let second = try RenderSession(scene: scene).render(variants[1]).bitmap
    let same = first == second
    #expect(same)
    let light = try RenderSession(scene: scene).render(variants[0]).bitmap
    let differ = light != first
    #expect(differ)
  }
}
