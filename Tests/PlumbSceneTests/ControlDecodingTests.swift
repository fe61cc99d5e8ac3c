import PlumbLayout
import Testing

@testable import PlumbScene

@Suite struct ControlDecodingTests {
  func node(_ views: String) throws -> Layout.Node { try decode(sceneText(views: views)).views[0] }
  func control(_ views: String) throws -> Layout.Control {
    let n = try node(views)
    guard case .control(let control) = n.kind else { throw Failure("not a control: \(n.kindName)") }
    return control
  }
  struct Failure: Error { var text: String; init(_ text: String) { self.text = text } }

  @Test func buttonsWithEveryKey() throws {
    let classic = try control("""
      { button: 'buy', type: 'system', title: 'Buy', font: 'headline', titleColor: 'systemRed',
        contentEdgeInsets: { top: 4, left: 8, bottom: 4, right: 8 }, state: 'highlighted' }
      """)
    guard case .button(let b) = classic else { throw Failure("button") }
    #expect(b.title == "Buy" && b.type == .system && b.font == .style(.headline) && b.state == .highlighted)
    #expect(b.titleColor?.systemName == "systemRed")
    #expect(b.contentEdgeInsets == Insets(top: 4, left: 8, bottom: 4, right: 8))
    #expect(b.configuration == nil)
    let configured = try control("""
      { button: 'add', title: 'Add', configuration: 'borderedProminent', buttonSize: 'large', cornerStyle: 'capsule',
        imagePlacement: 'trailing', subtitle: 'Free', baseColor: { light: '#000', dark: '#FFF' } }
      """)
    guard case .button(let c) = configured, let config = c.configuration else { throw Failure("configured") }
    #expect(config.style == .borderedProminent && config.style.canonical == .filled)
    #expect(config.buttonSize == .large && config.cornerStyle == .capsule && config.imagePlacement == .trailing)
    #expect(config.subtitle == "Free")
    #expect(config.baseColor?.resolved(style: .dark, contrast: .normal) == .white)
  }

  @Test func aButtonsImageIsItsPropertyNotASecondKind() throws {
    // `image` names a kind too; beside `button`, which takes it, it is the button's image.
    guard case .button(let b) = try control("{ button: 'edit', title: 'Edit', image: 'images/pencil.png', renderingMode: 'alwaysOriginal' }")
    else { throw Failure("button") }
    #expect(b.title == "Edit" && b.image == "images/pencil.png" && b.imageRenderingMode == .alwaysOriginal)
    // An image view's rendering mode, UIImage.RenderingMode's names only.
    guard case .image(let icon) = try node("{ image: 'icon', src: 'images/pencil.png', renderingMode: 'alwaysTemplate' }").kind
    else { throw Failure("image") }
    #expect(icon.renderingMode == .alwaysTemplate)
    let unknown = #expect(throws: SceneError.self) { try node("{ image: 'icon', renderingMode: 'template' }") }
    #expect(unknown?.description.contains("alwaysTemplate") == true, "\(String(describing: unknown))")
    // Beside a kind that does not take it, two kinds are still an error, naming the second.
    let error = #expect(throws: SceneError.self) { try node("{ label: 'l', image: 'i' }") }
    #expect(error?.description.contains("both 'label' and 'image'") == true, "\(String(describing: error))")
  }

  @Test func aButtonsImageMayBeAnSFSymbol() throws {
    // Sized with the title's font (system 15 for a classic button) unless configured; `imageSize` wins.
    guard case .button(let close) = try control("{ button: 'close', image: { systemName: 'xmark' } }") else { throw Failure("button") }
    #expect(close.systemImage == "xmark" && close.image == nil)
    #expect(abs((close.imageSize?.width ?? 0) - 1.27 * 15) < 0.01)
    guard case .button(let big) = try control("""
      { button: 'add', title: 'Add', image: { systemName: 'plus', preferredSymbolConfiguration: { pointSize: 30, scale: 'large' } } }
      """) else { throw Failure("button") }
    #expect(abs((big.imageSize?.height ?? 0) - 1.27 * 30 * 1.29) < 0.01)
    guard case .button(let sized) = try control("{ button: 'more', image: { systemName: 'ellipsis' }, imageSize: { width: 20, height: 8 } }")
    else { throw Failure("button") }
    #expect(sized.imageSize == Size(width: 20, height: 8))
    let unnamed = #expect(throws: SceneError.self) { try control("{ button: 'x', image: { name: 'xmark' } }") }
    #expect(unnamed?.description.contains("unknown key 'name'") == true, "\(String(describing: unnamed))")
  }

  @Test func aButtonsImageSizeNeedsBothSides() throws {
    guard case .button(let b) = try control("{ button: 'add', title: 'Add', imageSize: { width: 20.5, height: 19 } }")
    else { throw Failure("button") }
    #expect(b.imageSize == Size(width: 20.5, height: 19) && b.image == nil)
    let missing = #expect(throws: SceneError.self) { try control("{ button: 'add', imageSize: { width: 20 } }") }
    #expect(missing?.description.contains("height") == true, "\(String(describing: missing))")
    #expect(throws: SceneError.self) { try control("{ button: 'add', imageSize: { width: -1, height: 2 } }") }
  }

  @Test func everyOtherControl() throws {
    guard case .textField(let field) = try control("""
      { textField: 'email', placeholder: 'Email', borderStyle: 'roundedRect', font: { size: 15 }, textAlignment: 'center',
        clearButtonMode: 'always', textColor: 'secondaryLabel', isEnabled: false }
      """) else { throw Failure("textField") }
    #expect(field.placeholder == "Email" && field.borderStyle == .roundedRect && field.clearButtonMode == .always)
    #expect(field.textAlignment == .center && !field.isEnabled && field.font == .fixed(FontSpec(size: 15)))
    guard case .textView(let view) = try control("{ textView: 'notes', text: 'Hello', font: 'body', textContainerInset: { top: 4 }, isScrollEnabled: false }")
    else { throw Failure("textView") }
    #expect(view.text == "Hello" && view.textContainerInset == Insets(top: 4) && !view.isScrollEnabled)
    guard case .switch(let toggle) = try control("{ switch: 'wifi', isOn: true, onTintColor: 'systemBlue' }") else { throw Failure("switch") }
    #expect(toggle.isOn && toggle.onTintColor?.systemName == "systemBlue")
    guard case .segmentedControl(let segments) = try control("{ segmentedControl: 's', segments: ['A', 'B', 'C'], selectedSegmentIndex: 2 }")
    else { throw Failure("segmentedControl") }
    #expect(segments.segments == ["A", "B", "C"] && segments.selectedSegmentIndex == 2)
    guard case .slider(let slider) = try control("{ slider: 'volume', value: 5, minimumValue: 0, maximumValue: 10 }") else { throw Failure("slider") }
    #expect(slider.fraction == 0.5)
    guard case .progressView(let progress) = try control("{ progressView: 'p', progress: 0.25, progressViewStyle: 'bar' }")
    else { throw Failure("progressView") }
    #expect(progress.progress == 0.25 && progress.progressViewStyle == .bar)
    guard case .activityIndicator(let spinner) = try control("{ activityIndicator: 'a', style: 'large', color: 'systemGray' }")
    else { throw Failure("activityIndicator") }
    #expect(spinner.style == .large)
    guard case .stepper(let stepper) = try control("{ stepper: 'count', value: 3, minimumValue: 1, maximumValue: 9 }") else { throw Failure("stepper") }
    #expect(stepper.value == 3 && stepper.minimumValue == 1 && stepper.maximumValue == 9)
    guard case .pageControl(let pages) = try control("{ pageControl: 'dots', numberOfPages: 4, currentPage: 3 }") else { throw Failure("pageControl") }
    #expect(pages.numberOfPages == 4 && pages.currentPage == 3)
    guard case .mapView(let map) = try control("{ mapView: 'map', mapType: 'hybrid' }") else { throw Failure("mapView") }
    #expect(map.mapType == .hybrid && map.mapType.showsImagery && map.mapType.showsRoads)
    guard case .mapView(let plain) = try control("{ mapView: 'map' }") else { throw Failure("mapView") }
    #expect(plain.mapType == .standard)
  }

  @Test func controlsShareTheCommonKeysAndTint() throws {
    let n = try node("{ switch: 'wifi', tintColor: 'systemPink', hugging: { h: 251 }, background: 'systemBackground' }")
    #expect(n.appearance.tintColor?.systemName == "systemPink")
    #expect(n.hugging.horizontal == 251 && n.kindName == "switch")
  }

  @Test func labelsDefaultToTheLabelColourAndViewsToClear() throws {
    let scene = try decode(sceneText(views: "{ label: 'title', text: 'Hi' }, { view: 'box' }"))
    guard case .label(let label) = scene.views[0].kind else { throw Failure("label") }
    #expect(label.textColor == .label)
    #expect(label.textColor.resolved(style: .dark, contrast: .normal) == .white)
    #expect(scene.views[1].appearance.background == nil)
  }

  @Test func dynamicColours() throws {
    let n = try node("{ view: 'card', background: { light: '#FFFFFF', dark: 'secondarySystemBackground', darkHighContrast: '#333' } }")
    let color = try #require(n.appearance.background)
    #expect(color.resolved(style: .light, contrast: .normal) == .white)
    #expect(color.resolved(style: .dark, contrast: .normal).description == "#1C1C1E")
    #expect(color.resolved(style: .dark, contrast: .high).description == "#333333")
    #expect(color.resolved(style: .light, contrast: .high) == .white)
  }

  @Test func variantAxes() throws {
    let scene = try decode(sceneText(extra: """
      variants: { device: ['iPhone 15 Pro', 'iphone-8'], orientation: ['portrait', 'landscape'], appearance: ['light', 'dark'],
                  contrast: ['high'], type: ['AX3'] },
      """))
    let names = scene.variants.matrix(canvas: scene.canvas).map(\.name)
    #expect(names.count == 8)
    #expect(names.contains("iPhone-15-Pro-landscape-dark-hc-AX3"))
    #expect(names.first == "iPhone-15-Pro-hc-AX3")
    #expect(names.last == "iPhone-8-landscape-dark-hc-AX3")
    let chrome = try decode("{ plumb: 1, canvas: { width: 375, chrome: true } }")
    #expect(chrome.canvas.chrome)
  }

  @Test func badValuesAreErrorsWithTheirPlace() {
    let cases: [(String, String)] = [
      (sceneText(views: "{ button: 'b', type: 'sytem' }"),
       "test.json:4:32: views[0].type: unknown button type 'sytem' (did you mean 'system'?)"),
      (sceneText(views: "{ button: 'b', buttonSize: 'large' }"),
       "test.json:4:38: views[0].buttonSize: 'buttonSize' belongs to a button configuration; add 'configuration' (plain, gray, tinted, filled, …)"),
      (sceneText(views: "{ switch: 's', isOn: 'yes' }"),
       "test.json:4:32: views[0].isOn: expected true or false, found a string"),
      (sceneText(views: "{ switch: 's', text: 'x' }"),
       "test.json:4:26: views[0].text: 'text' is not a key of switch (it belongs to label, textField, textView and searchBar)"),
      (sceneText(views: "{ slider: 's', value: 2 }"),
       "test.json:4:33: views[0].value: 2 is out of range (expected a value from 0 to 1)"),
      (sceneText(views: "{ segmentedControl: 's', segments: ['A'], selectedSegmentIndex: 1 }"),
       "test.json:4:75: views[0].selectedSegmentIndex: 1 is out of range (expected a whole number from -1 to 0)"),
      (sceneText(views: "{ progressView: 'p', progress: 1.5 }"),
       "test.json:4:42: views[0].progress: 1.5 is out of range (expected a progress from 0 to 1)"),
      (sceneText(views: "{ view: 'v', background: { light: '#FFF' } }"),
       "test.json:4:36: views[0].background: missing key 'dark'"),
      (sceneText(views: "{ view: 'v', background: 'systemBlu' }"),
       "test.json:4:36: views[0].background: unknown colour 'systemBlu' (did you mean 'systemBlue'?)"),
      (sceneText(views: "{ view: 'v', tintColor: 12 }"),
       "test.json:4:35: views[0].tintColor: expected a colour (\"#RRGGBB\", a name such as \"label\", or { light, dark }), found a number"),
      (sceneText(extra: "variants: { device: ['iPhone 51'] },"),
       "test.json:6:24: variants.device[0]: unknown device 'iPhone 51' (did you mean 'iPhone 5s'?)"),
      (sceneText(extra: "variants: { orientation: ['landscape'] },"),
       "test.json:6:28: variants.orientation: 'orientation' needs 'device' in 'variants' (a canvas has no orientation; swap 'width' and 'height' instead)"),
      (sceneText(extra: "variants: { appearance: ['dim'] },"),
       "test.json:6:28: variants.appearance[0]: unknown appearance 'dim' (expected light or dark)"),
    ]
    for (text, expected) in cases { #expect(errorMessage(text) == expected) }
  }
}
