import PlumbLayout
import Testing

/// Control sizes and alignment rects against the numbers of the reference (Interface Builder's stored frames).
/// The fake measurer's line height (1.2 × size, pixel-rounded) is the system font's to within a pixel, so
/// title-driven heights come out as Xcode's.
@Suite struct ControlSizeTests {
  func control(_ id: String, _ control: Layout.Control) -> Layout.Node { Layout.Node(id: id, kind: .control(control)) }

  /// Lays out controls placed at the top leading corner of root, each alone.
  func frames(_ nodes: [Layout.Node], scale: Double = 2, type: ContentSizeCategory = .large) -> Layout.Result {
    var constraints: [Layout.ConstraintSpec] = []
    for node in nodes { constraints += [c("\(node.id).leading == root.leading + 20"), c("\(node.id).top == root.top + 20")] }
    let s = scene(nodes, constraints, scale: scale)
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    return engine.layout(Layout.Variant(width: 375, height: .points(667), type: type, scale: scale))
  }

  @Test func classicButtonHeightIsTheTitleLinePlusTwelve() {
    // Reference §1: 12→27, 13→28, 14→29, 15→30, 16→32, 17→33, 20→36, 22→39.
    let expected: [(Double, Double)] = [(12, 27), (13, 28), (14, 29), (15, 30), (16, 32), (17, 33), (20, 36), (22, 39)]
    let nodes = expected.map { size, _ in
      control("b\(Int(size))", .button(Layout.Button(title: "Button", font: .fixed(FontSpec(size: size)))))
    }
    let result = frames(nodes)
    for (size, height) in expected { #expect(result.frame("b\(Int(size))").height == height, "\(size) pt") }
    // The default title font is system 15: 30 high; width = the title's width (6 × 7.5).
    let plain = frames([control("b", .button(Layout.Button(title: "Button")))])
    #expect(plain.frame("b").size == Size(width: 45, height: 30))
    // Weights do not change it.
    let bold = frames([control("b", .button(Layout.Button(title: "Button", font: .fixed(FontSpec(size: 15, weight: .bold)))))])
    #expect(bold.frame("b").height == 30)
  }

  @Test func contentEdgeInsetsReplaceThePadding() {
    let result = frames([control("b", .button(Layout.Button(title: "Go", contentEdgeInsets: Insets(top: 10, left: 20, bottom: 10, right: 20))))])
    #expect(result.frame("b").size == Size(width: 15 + 40, height: 18 + 20))
    // Horizontal insets alone replace it too: the title's line height, no padding (Xcode stores tinode's
    // 20 pt "OK" button with `minX="10" maxX="10"` insets at its title's height).
    let sides = frames([control("b", .button(Layout.Button(title: "Go", contentEdgeInsets: Insets(top: 0, left: 10, bottom: 0, right: 10))))])
    #expect(sides.frame("b").size == Size(width: 15 + 20, height: 18))
  }

  @Test func aClassicButtonWithAnImageIsImageAndTitleSideBySideWithoutPadding() {
    // UIButton sets the image and the title side by side, no gap, as tall as the taller of the two: the
    // 6-point padding above and below is for a title alone (GitHawk's "PAT", 14 pt beside a 14-point image,
    // is stored 41 × 17).
    let icon = Layout.Button(title: "Go", image: "flowers.png", font: .fixed(FontSpec(size: 15)))
    let result = frames([control("b", .button(icon))])
    #expect(result.frame("b").size == Size(width: 15 + 300, height: 400))
    let s = scene([control("b", .button(Layout.Button(title: "PAT", image: "pencil.png", font: .fixed(FontSpec(size: 14)))))],
                  [c("b.leading == root.leading"), c("b.top == root.top")], scale: 2)
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing(["pencil.png": Size(width: 14, height: 14)]))
    let small = engine.layout(Layout.Variant(width: 375, height: .points(667), scale: 2))
    // The fake measurer's 14 pt line is 17 high and "PAT" 3 × 7 wide.
    #expect(small.frame("b").size == Size(width: 21 + 14, height: 17))
  }

  /// An image Plumb cannot draw (an SF Symbol) takes the place its `imageSize` says, beside the title.
  @Test func anImageSizeWithoutAFileIsLaidOutBesideTheTitle() {
    let symbol = Layout.Button(title: "Go", font: .fixed(FontSpec(size: 15)))
    var placed = symbol
    placed.imageSize = Size(width: 20, height: 19)
    let result = frames([control("a", .button(symbol)), control("b", .button(placed))])
    // "Go" is 15 wide with the fake measurer; a title alone is at least 30 (`classicButtonMinimumWidth`).
    #expect(result.frame("a").size == Size(width: 30, height: 30))
    #expect(result.frame("b").size == Size(width: 15 + 20, height: 19))
  }

  /// A classic system button showing a short title alone is 30 wide, as Xcode stores "1", "Set" or "Off";
  /// a custom button, a longer title and a title with insets keep their own width.
  @Test func aShortTitleKeepsTheClassicMinimumWidth() {
    let short = Layout.Button(title: "1", font: .fixed(FontSpec(size: 15)))
    var custom = short
    custom.type = .custom
    var inset = short
    inset.contentEdgeInsets = Insets(top: 0, left: 2, bottom: 0, right: 2)
    let long = Layout.Button(title: "Settings", font: .fixed(FontSpec(size: 15)))
    let result = frames([control("a", .button(short)), control("b", .button(custom)), control("c", .button(inset)),
                         control("d", .button(long))])
    #expect(result.frame("a").size == Size(width: 30, height: 30))
    #expect(result.frame("b").width < 30)
    #expect(result.frame("c").width < 30)
    #expect(result.frame("d").width > 30)
    #expect(Layout.ControlMetrics.classicButtonMinimumWidth == 30)
  }

  @Test func systemGlyphButtons() {
    let result = frames([
      control("add", .button(Layout.Button(type: .contactAdd))), control("info", .button(Layout.Button(type: .infoLight))),
      control("close", .button(Layout.Button(type: .close))),
    ])
    // iOS 13's contactAdd glyph: 73 × 71 px at 3×, as the simulator's recursiveDescription gives it.
    let add = frames([control("add", .button(Layout.Button(type: .contactAdd)))], scale: 3).frame("add").size
    #expect(abs(add.width * 3 - 73) < 1e-9 && abs(add.height * 3 - 71) < 1e-9, "\(add)")
    #expect(result.frame("info").size == Size(width: 25, height: 24))
    #expect(result.frame("close").size == Size(width: 30, height: 30))
  }

  @Test func configuredButtonsUseTheSizesInsetsAndScaleWithDynamicType() {
    let filled = Layout.Button(title: "Button", configuration: Layout.ButtonConfiguration(style: .filled))
    // Medium: body (17) line 20.5 @2x + 7 + 7 = 34.5 (reference: 34.5 @2x); width 6 × 8.5 + 24.
    let result = frames([control("b", .button(filled))])
    #expect(result.frame("b").size == Size(width: 51 + 24, height: 34.5))
    #expect(Layout.ButtonSize.medium.contentInsets == DirectionalInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    // Dynamic Type: body at AX3 is 40 pt: line 48 + 14.
    let large = frames([control("b", .button(filled))], type: .ax3)
    #expect(large.frame("b").height == 62)
    // A classic button with a fixed font does not scale.
    let classic = frames([control("b", .button(Layout.Button(title: "Button")))], type: .ax3)
    #expect(classic.frame("b").height == 30)
    // A subtitle goes under the title in footnote (13): 20.5 + 3 + 16 + 14.
    var subtitled = filled
    subtitled.configuration?.subtitle = "Sub"
    #expect(frames([control("b", .button(subtitled))]).frame("b").height == 53.5)
  }

  @Test func textFieldHeightsByBorderStyle() {
    func field(_ style: Layout.TextBorderStyle, _ size: Double) -> Layout.Control {
      .textField(Layout.TextField(placeholder: "Email", borderStyle: style, font: .fixed(FontSpec(size: size))))
    }
    let result = frames([
      control("rounded17", field(.roundedRect, 17)), control("rounded13", field(.roundedRect, 13)),
      control("line14", field(.line, 14)), control("bezel14", field(.bezel, 14)),
      control("none17", field(.none, 17)), control("none16", field(.none, 16)), control("none18", field(.none, 18)),
    ])
    // Reference §1: roundedRect 34 (also for smaller fonts), line 30 at 14, none 22 / 21 / 23.
    #expect(result.frame("rounded17").height == 34)
    #expect(result.frame("rounded13").height == 34)
    #expect(result.frame("line14").height == 30)
    #expect(result.frame("bezel14").height == 30)
    #expect(result.frame("none17").height == 22)
    #expect(result.frame("none16").height == 21)
    #expect(result.frame("none18").height == 23)
    // Width: the placeholder ("Email", 5 × 8.5) plus 7 each side.
    #expect(result.frame("rounded17").width == 42.5 + 14)
    #expect(result.frame("none17").width == 42.5)
  }

  @Test func textFieldsWithATextStyleScale() {
    let field = Layout.TextField(text: "Hi", borderStyle: .roundedRect, font: .style(.body))
    #expect(frames([control("f", .textField(field))], type: .ax3).frame("f").height == 48 + 13)
  }

  @Test func fixedSizeControls() {
    let result = frames([
      control("switch", .switch(Layout.Switch())), control("stepper", .stepper(Layout.Stepper())),
      control("medium", .activityIndicator(Layout.ActivityIndicator())),
      control("large", .activityIndicator(Layout.ActivityIndicator(style: .large))),
      control("whiteLarge", .activityIndicator(Layout.ActivityIndicator(style: .whiteLarge))),
      control("pages", .pageControl(Layout.PageControl(numberOfPages: 3))),
    ])
    #expect(result.frame("switch").size == Size(width: 51, height: 31))
    #expect(result.frame("stepper").size == Size(width: 94, height: 32))
    #expect(result.frame("medium").size == Size(width: 20, height: 20))
    #expect(result.frame("large").size == Size(width: 37, height: 37))
    #expect(result.frame("whiteLarge").size == Size(width: 37, height: 37))
    #expect(result.frame("pages").size == Size(width: 39, height: 37))
  }

  @Test func switchFrameIsTwoPointsWiderOnTheTrailingSide() {
    // Reference §2: "trailing = superview.trailing − 20" gives frame.maxX = superview.width − 18.
    let s = scene([control("toggle", .switch(Layout.Switch(isOn: true)))], [
      c("toggle.trailing == root.trailing - 20"), c("toggle.top == root.top + 20"),
    ])
    let result = layout(s)
    let toggle = result["toggle"]!
    #expect(toggle.frame == Rect(x: 375 - 18 - 51, y: 20, width: 51, height: 31))
    #expect(toggle.control?.alignmentRect == Rect(x: 375 - 20 - 49, y: 20, width: 49, height: 31))
    #expect(toggle.kindName == "switch")
    // Right to left: the extra 2 points are on the (trailing) left side.
    let rtl = layout(s, direction: .rightToLeft)["toggle"]!
    #expect(rtl.frame == Rect(x: 18, y: 20, width: 51, height: 31))
  }

  @Test func sliderAndSegmentedControlFramesAreOutset() {
    let s = scene([
      control("slider", .slider(Layout.Slider(value: 0.5))),
      control("segments", .segmentedControl(Layout.SegmentedControl(segments: ["First", "Second"], selectedSegmentIndex: 0))),
      control("progress", .progressView(Layout.ProgressView(progress: 0.5))),
    ], [
      c("slider.leading == root.leading + 20"), c("slider.trailing == root.trailing - 20"), c("slider.top == root.top + 20"),
      c("segments.leading == root.leading + 20"), c("segments.top == slider.bottom + 8"),
      c("progress.leading == root.leading + 20"), c("progress.trailing == root.trailing - 20"),
      c("progress.top == segments.bottom + 8"),
    ])
    let result = layout(s)
    // Slider: 2 pt each side and 1 pt below; alignment rect 30 high.
    #expect(result.frame("slider") == Rect(x: 18, y: 20, width: 375 - 36, height: 31))
    // Segmented: 1 pt below; 2 segments as wide as "Second" at 13 pt (6 × 6.5 = 39) + 20 each.
    #expect(result.frame("segments") == Rect(x: 20, y: 58, width: 118, height: 32))
    // Progress view: 4 high, no outset; constraints act on alignment rects (58 + 31 + 8).
    #expect(result.frame("progress") == Rect(x: 20, y: 97, width: 335, height: 4))
  }

  @Test func textViewsWrapAtTheirWidthInsideTheInsets() {
    let text = Layout.TextView(text: "one two three four five six", font: .fixed(FontSpec(size: 10)), isScrollEnabled: false)
    let s = scene([control("notes", .textView(text))], [
      c("notes.leading == root.leading"), c("notes.top == root.top"), c("notes.width == 80"),
    ])
    let result = layout(s)
    // 80 − 10 padding = 70 points of text: 14 characters a line at 5 points each → 2 lines of 12 + 16.
    #expect(result.frame("notes").height == 2 * 12 + 16)
    // The first baseline is under the top inset: 8 + 0.8 × 10.
    #expect(result["notes"]!.firstBaseline == 16)
    // Scrolling (UIKit's default), it has no intrinsic height: the ambiguity is reported.
    var scrolling = text
    scrolling.isScrollEnabled = true
    let free = layout(scene([control("notes", .textView(scrolling))], [
      c("notes.leading == root.leading"), c("notes.top == root.top"), c("notes.width == 80"),
    ]))
    #expect(free.diagnostics.ambiguities.contains { $0.view == "notes" && $0.attribute == "height" })
  }

  /// TextKit gives every line of a text-style font its leading, the last one too (a label only between
  /// lines): tinode's one-line subheadline text views are 17.9 + 2.1 + 16 = 36 points.
  @Test func textViewsInATextStyleAddTheLeadingUnderTheLastLine() {
    let view = Layout.TextView(text: "Private comment", font: .style(.subheadline), isScrollEnabled: false)
    let requests = Layout.ControlMetrics.textRequests(of: .textView(view), type: .large, direction: .leftToRight, language: "en", scale: 3)
    #expect(requests.first?.leading == TextStyle.subheadline.leading(for: .large))
    let leading = TextStyle.subheadline.leading(for: .large)
    #expect(Layout.ControlMetrics.textViewSize(view, text: Size(width: 100, height: 20 - leading), scale: 3, leading: leading).height == 36)
    let fixed = Layout.TextView(text: "x", font: .fixed(FontSpec(size: 15)), isScrollEnabled: false)
    #expect(Layout.ControlMetrics.textRequests(of: .textView(fixed), type: .large, direction: .leftToRight, language: "en", scale: 3).first?.leading == 0)
  }

  @Test func buttonsVendTheirTitleBaseline() {
    let s = scene([control("b", .button(Layout.Button(title: "Go")))], [c("b.leading == root.leading"), c("b.top == root.top")])
    let result = layout(s)
    // 30 high, the 18-point line centred: 6 + 0.8 × 15.
    #expect(result["b"]!.firstBaseline == 18)
  }

  @Test func tintIsInheritedAndResolved() {
    var parent = view("card")
    parent.appearance.tintColor = .system(.systemPink)
    parent.subviews = [control("inner", .switch(Layout.Switch()))]
    let s = scene([parent, control("outer", .switch(Layout.Switch()))], [])
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    let dark = engine.layout(Layout.Variant(width: 375, height: .points(667), scale: 2, appearance: .dark))
    #expect(dark["inner"]!.tintColor.description == "#FF375F")
    #expect(dark["outer"]!.tintColor.description == "#0A84FF")
    let light = engine.layout(Layout.Variant(width: 375, height: .points(667), scale: 2))
    #expect(light["outer"]!.tintColor.description == "#007AFF")
  }

  @Test func labelColoursAndBackgroundsResolveForTheAppearance() {
    var card = view("card")
    card.appearance.background = .system(.secondarySystemBackground)
    let s = scene([card, label("title", "Hi")], [])
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    let dark = engine.layout(Layout.Variant(width: 375, height: .points(667), scale: 2, appearance: .dark, contrast: .high))
    #expect(dark["card"]!.appearance.background?.description == "#242426")
    #expect(dark["title"]!.label!.textColor == .white)
    #expect(Layout.Label(text: "x").textColor == .label)
  }
}
