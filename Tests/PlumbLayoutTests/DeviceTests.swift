import PlumbLayout
import Testing

@Suite struct DeviceTests {
  @Test func modelsFromTheReferenceTable() throws {
    // (model, points, scale, portrait top/bottom, landscape side/bottom, landscape width class, IB id)
    let rows: [(String, Double, Double, Double, Double, Double, Double, Double, Layout.SizeClass, String)] = [
      ("iPhone SE (1st generation)", 320, 568, 2, 20, 0, 0, 0, .compact, "retina4_0"),
      ("iPhone SE (3rd generation)", 375, 667, 2, 20, 0, 0, 0, .compact, "retina4_7"),
      ("iPhone 8 Plus", 414, 736, 3, 20, 0, 0, 0, .regular, "retina5_5"),
      ("iPhone X", 375, 812, 3, 44, 34, 44, 21, .compact, "retina5_9"),
      ("iPhone 11", 414, 896, 2, 48, 34, 48, 21, .regular, "retina6_1"),
      ("iPhone 11 Pro Max", 414, 896, 3, 44, 34, 44, 21, .regular, "retina6_5"),
      ("iPhone 13 mini", 375, 812, 3, 50, 34, 50, 21, .compact, "retina5_4"),
      ("iPhone 14", 390, 844, 3, 47, 34, 47, 21, .compact, "retina6_0"),
      ("iPhone 14 Plus", 428, 926, 3, 47, 34, 47, 21, .regular, "retina6_7"),
      ("iPhone 15 Pro", 393, 852, 3, 59, 34, 59, 21, .compact, "retina6_12"),
      ("iPhone 15 Pro Max", 430, 932, 3, 59, 34, 59, 21, .regular, "retina6_72"),
      ("iPhone 16 Pro", 402, 874, 3, 62, 34, 62, 21, .compact, "retina6_3"),
      ("iPhone 16 Pro Max", 440, 956, 3, 62, 34, 62, 21, .regular, "retina6_9"),
      ("iPad (9.7-inch)", 768, 1024, 2, 20, 0, 0, 0, .regular, "ipad9_7"),
      ("iPad Pro (10.5-inch)", 834, 1112, 2, 20, 0, 0, 0, .regular, "ipad10_5"),
      ("iPad Pro (12.9-inch)", 1024, 1366, 2, 24, 20, 0, 20, .regular, "ipad12_9rounded"),
      ("iPad Pro 13-inch (M4)", 1032, 1376, 2, 24, 20, 0, 20, .regular, "ipadPro13M4"),
    ]
    for (name, w, h, scale, top, bottom, side, landscapeBottom, landscapeClass, id) in rows {
      let device = try #require(Layout.Device.named(name), "\(name)")
      let screen = device.screen
      #expect(screen.portraitSize == Size(width: w, height: h), "\(name)")
      #expect(screen.size(in: .landscape) == Size(width: h, height: w), "\(name)")
      #expect(screen.scale == scale, "\(name)")
      #expect(screen.safeArea(in: .portrait) == DirectionalInsets(top: top, bottom: bottom), "\(name)")
      #expect(screen.safeArea(in: .landscape).leading == side && screen.safeArea(in: .landscape).trailing == side, "\(name)")
      #expect(screen.safeArea(in: .landscape).bottom == landscapeBottom, "\(name)")
      #expect(screen.horizontalSizeClass(in: .landscape) == landscapeClass, "\(name)")
      #expect(screen.interfaceBuilderID == id, "\(name)")
      let portraitClass: Layout.SizeClass = screen.idiom == .pad ? .regular : .compact
      #expect(screen.horizontalSizeClass(in: .portrait) == portraitClass, "\(name)")
      #expect(screen.verticalSizeClass(in: .landscape) == (screen.idiom == .pad ? .regular : .compact), "\(name)")
    }
  }

  @Test func interfaceBuilderIDsMapToModels() {
    #expect(Layout.Device(interfaceBuilderID: "retina6_12")?.name == "iPhone 15")
    #expect(Layout.Device(interfaceBuilderID: "retina4_7")?.name == "iPhone 8")
    #expect(Layout.Device(interfaceBuilderID: "retina6_1")?.screen.scale == 2)
    #expect(Layout.DeviceScreen(interfaceBuilderID: "ipad12_9")?.portraitSize == Size(width: 1024, height: 1366))
    #expect(Layout.Device(interfaceBuilderID: "retina9_9") == nil)
    // Every id is unique, every name is unique and resolves to itself.
    #expect(Set(Layout.DeviceScreen.all.map(\.interfaceBuilderID)).count == Layout.DeviceScreen.all.count)
    for device in Layout.Device.all { #expect(Layout.Device.named(device.variantName) == device, "\(device.name)") }
  }

  @Test func namesAreForgiving() {
    #expect(Layout.Device.named("iphone-15-pro")?.name == "iPhone 15 Pro")
    #expect(Layout.Device.named("iPhone  15 pro")?.name == "iPhone 15 Pro")
    #expect(Layout.Device.named("iPad Pro 11-inch (M4)")?.variantName == "iPad-Pro-11-inch-M4")
    #expect(Layout.Device.named("iPhone 99") == nil)
  }

  @Test func deviceVariantsTakeTheScreenSafeAreaAndSizeClass() {
    let phone = Layout.Device.named("iPhone 15 Pro")!
    let variant = Layout.Variant(device: phone, orientation: .landscape, type: .ax3, appearance: .dark)
    #expect(variant.name == "iPhone-15-Pro-landscape-dark-AX3")
    #expect(variant.width == 852 && variant.height == .points(393) && variant.scale == 3)
    #expect(variant.horizontalSizeClass == .compact && variant.verticalSizeClass == .compact)
    #expect(Layout.Variant(device: phone).name == "iPhone-15-Pro")
    #expect(Layout.Variant(device: phone, direction: .rightToLeft, contrast: .high).name == "iPhone-15-Pro-rtl-hc")
    // The safe area reaches the layout: a view pinned to the safe area's edges.
    let s = scene([view("box")], [
      c("box.leading == safeArea.leading"), c("box.trailing == safeArea.trailing"),
      c("box.top == safeArea.top"), c("box.bottom == safeArea.bottom"),
    ])
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    let result = engine.layout(variant)
    #expect(result["box"]!.frame == Rect(x: 59, y: 0, width: 852 - 118, height: 393 - 21))
    let portrait = engine.layout(Layout.Variant(device: phone))
    #expect(portrait["box"]!.frame == Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
  }

  @Test func sizeClassConditionsFollowTheDevice() {
    let s = scene([view("box")], [
      c("box.leading == root.leading"), c("box.top == root.top"), c("box.height == 10"),
      c("box.width == 100", when: .sizeClass(.compact)), c("box.width == 200", when: .sizeClass(.regular)),
    ])
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    // 926 points wide but compact: an iPhone 14 in landscape keeps the compact width class.
    let compact = engine.layout(Layout.Variant(device: Layout.Device.named("iPhone 14")!, orientation: .landscape))
    #expect(compact["box"]!.frame.width == 100)
    let regular = engine.layout(Layout.Variant(device: Layout.Device.named("iPhone 14 Plus")!, orientation: .landscape))
    #expect(regular["box"]!.frame.width == 200)
  }

  @Test func theMatrixCrossesDevicesOrientationsAndAppearances() {
    var axes = Layout.VariantAxes()
    axes.device = [Layout.Device.named("iPhone 8")!, Layout.Device.named("iPad (9.7-inch)")!]
    axes.orientation = [.portrait, .landscape]
    axes.appearance = [.light, .dark]
    axes.width = [320]   // replaced by the devices' screens
    let names = axes.matrix(canvas: Layout.Canvas(width: 375)).map(\.name)
    #expect(names == [
      "iPhone-8", "iPhone-8-dark", "iPhone-8-landscape", "iPhone-8-landscape-dark",
      "iPad-9-7-inch", "iPad-9-7-inch-dark", "iPad-9-7-inch-landscape", "iPad-9-7-inch-landscape-dark",
    ])
  }

  @Test func canvasVariantNamesKeepTheirFormAndGainAppearanceParts() {
    #expect(Layout.Variant(width: 375, height: .points(667), scale: 2).name == "w375-h667-ltr-large-2x")
    #expect(Layout.Variant(width: 375, height: .fit, scale: 2, appearance: .dark, contrast: .high).name == "w375-hfit-ltr-large-2x-dark-hc")
    var axes = Layout.VariantAxes()
    axes.contrast = [.normal, .high]
    #expect(axes.matrix(canvas: Layout.Canvas(width: 320, scale: 2)).map(\.name) == ["w320-h667-ltr-large-2x", "w320-h667-ltr-large-2x-hc"])
  }
}
