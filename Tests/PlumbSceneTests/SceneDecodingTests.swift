import PlumbLayout
import Testing

@testable import PlumbScene

@Suite struct SceneDecodingTests {
  /// The example of SCENE-FORMAT.md, verbatim.
  static let formatExample = """
    {
      plumb: 1,
      name: "simple-stack-view",                    // default: the file name without extension
      canvas: { width: 375, height: 667, scale: 2, background: "#FFFFFF",
                margins: { top: 0, leading: 16, bottom: 0, trailing: 16 },
                safeArea: { top: 20, bottom: 0 } },
      variants: { width: [320, 375, 414], direction: ["ltr", "rtl"], type: ["large", "AX3"], scale: [2] },
      views: [
        { stack: "stack", axis: "vertical", distribution: "fill", alignment: "fill", spacing: 8,
          arranged: [
            { label: "title", text: "Flowers", font: "body", textAlignment: "center", hugging: { v: 251 } },
            { image: "photo", src: "flowers.png", contentMode: "scaleAspectFit",
              hugging: { v: 249 }, compression: { v: 749 } },
            { view: "edit", intrinsic: { height: 30 }, background: "#E5E5EA", cornerRadius: 8 },
          ] },
      ],
      constraints: [
        "stack.leading == root.leadingMargin",
        "stack.trailing == root.trailingMargin",
        "stack.top == safeArea.top + 8",
        { constraint: "safeArea.bottom == stack.bottom + 8", identifier: "stack.bottomGap" },
      ],
    }
    """

  @Test func theFormatExampleDecodesToTheExpectedModel() throws {
    let scene = try SceneLoader.parse(text: Self.formatExample, file: "Scenes/example.json")
    let file = "Scenes/example.json"
    func place(_ path: String, _ line: Int, _ column: Int) -> Layout.SourceLocation {
      Layout.SourceLocation(file: file, path: path, line: line, column: column)
    }
    var title = Layout.Node(
      id: "title", kind: .label(Layout.Label(text: "Flowers", font: .style(.body), textAlignment: .center)),
      source: place("views[0].arranged[0]", 11, 9))
    title.hugging.vertical = 251
    var photo = Layout.Node(
      id: "photo", kind: .image(Layout.Image(src: "flowers.png", contentMode: .scaleAspectFit)),
      source: place("views[0].arranged[1]", 12, 9))
    photo.hugging.vertical = 249
    photo.compression.vertical = 749
    let edit = Layout.Node(
      id: "edit", appearance: Layout.Appearance(background: Color(hex: "#E5E5EA"), cornerRadius: 8),
      intrinsic: Layout.IntrinsicSize(height: 30), source: place("views[0].arranged[2]", 14, 9))
    let stack = Layout.Node(
      id: "stack",
      kind: .stack(Layout.Stack(axis: .vertical, distribution: .fill, alignment: .fill, spacing: 8, arranged: [title, photo, edit])),
      source: place("views[0]", 9, 5))
    let expected = Layout.Scene(
      name: "simple-stack-view", file: file,
      canvas: Layout.Canvas(
        width: 375, height: .points(667), scale: 2, background: .white,
        margins: DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16), safeArea: DirectionalInsets(top: 20)),
      variants: Layout.VariantAxes(width: [320, 375, 414], direction: [.leftToRight, .rightToLeft], type: [.large, .ax3], scale: [2]),
      views: [stack],
      constraints: [
        Layout.ConstraintSpec(
          first: .init(item: "stack", attribute: .leading), second: .init(item: "root", attribute: .leadingMargin),
          text: "stack.leading == root.leadingMargin", source: place("constraints[0]", 18, 5)),
        Layout.ConstraintSpec(
          first: .init(item: "stack", attribute: .trailing), second: .init(item: "root", attribute: .trailingMargin),
          text: "stack.trailing == root.trailingMargin", source: place("constraints[1]", 19, 5)),
        Layout.ConstraintSpec(
          first: .init(item: "stack", attribute: .top), second: .init(item: "safeArea", attribute: .top), constant: 8,
          text: "stack.top == safeArea.top + 8", source: place("constraints[2]", 20, 5)),
        Layout.ConstraintSpec(
          first: .init(item: "safeArea", attribute: .bottom), second: .init(item: "stack", attribute: .bottom), constant: 8,
          identifier: "stack.bottomGap", text: "safeArea.bottom == stack.bottom + 8", source: place("constraints[3]", 21, 5)),
      ])
    #expect(dump(scene) == dump(expected))
    #expect(scene.constraints == expected.constraints)
    #expect(scene.allNodes.map(\.source) == expected.allNodes.map(\.source))
    #expect(scene.variants.matrix(canvas: scene.canvas).count == 12)
  }

  @Test func defaults() throws {
    let scene = try SceneLoader.parse(text: "{ plumb: 1, canvas: { width: 320 }, views: [{ view: 'v' }, { label: 'l', text: '' }] }", file: "dir/my-card.json5")
    #expect(scene.name == "my-card")
    #expect(scene.canvas == Layout.Canvas(width: 320, height: .fit, scale: 1))
    #expect(scene.variants == Layout.VariantAxes())
    #expect(scene.strings.isEmpty && scene.constraints.isEmpty)
    let view = scene.views[0]
    #expect(view.margins == nil && view.hugging == .init(horizontal: 250, vertical: 250))
    #expect(view.compression == .init(horizontal: 750, vertical: 750) && view.intrinsic == .init())
    #expect(view.appearance == Layout.Appearance() && view.semanticContentAttribute == .unspecified && view.spacingAfter == nil)
    guard case .label(let label) = scene.views[1].kind else { Issue.record("not a label"); return }
    #expect(label == Layout.Label(text: ""))
    #expect(try SceneLoader.parse(text: "{ plumb: 1, canvas: { width: 320 } }").name == "scene")
  }

  @Test func commonKeys() throws {
    let scene = try decode(sceneText(views: """
      { view: 'card', hidden: true, alpha: 0.5, background: 'systemBlue', border: { width: 1, color: '#00000080' },
        cornerRadius: 12, clipsToBounds: true, margins: { top: 4, trailing: 20 }, semanticContentAttribute: 'forceRightToLeft',
        hugging: { h: 'high', v: 1 }, compression: { h: 1000 }, intrinsic: { width: 120.5 } },
      { guide: 'spacer', constraints: ['self.width == 10'] },
      """))
    let card = scene.views[0]
    #expect(card.appearance == Layout.Appearance(
      hidden: true, alpha: 0.5, background: Color(named: "systemBlue"), border: Layout.Border(width: 1, color: Color(hex: "#00000080")!),
      cornerRadius: 12, clipsToBounds: true))
    #expect(card.margins == DirectionalInsets(top: 4, leading: 8, bottom: 8, trailing: 20))
    #expect(card.semanticContentAttribute == .forceRightToLeft)
    #expect(card.hugging == .init(horizontal: 750, vertical: 1))
    #expect(card.compression == .init(horizontal: 1000, vertical: 750))
    #expect(card.intrinsic == .init(width: 120.5, height: nil))
    #expect(scene.views[1].kindName == "guide")
    #expect(constraintLines(scene) == ["spacer.width == 10"])
  }

  @Test func imagesShowSFSymbolsByName() throws {
    let scene = try decode(sceneText(views: """
      { image: 'more', systemName: 'chevron.forward' },
      { image: 'done', systemName: 'checkmark', preferredSymbolConfiguration: { textStyle: 'headline', weight: 'semibold', scale: 'large' } },
      { image: 'add', systemName: 'plus', preferredSymbolConfiguration: { pointSize: 28, weight: 700 }, contentMode: 'scaleAspectFit' },
      """))
    guard case .image(let more) = scene.views[0].kind, case .image(let done) = scene.views[1].kind,
          case .image(let add) = scene.views[2].kind else { Issue.record("not images"); return }
    // A symbol is a template centred at its size unless the scene says otherwise.
    #expect(more.systemName == "chevron.forward" && more.src == nil && more.renderingMode == .alwaysTemplate && more.contentMode == .center)
    #expect(more.symbolConfiguration == Layout.SymbolConfiguration())
    #expect(done.symbolConfiguration == Layout.SymbolConfiguration(textStyle: .headline, weight: .semibold, scale: .large))
    #expect(add.symbolConfiguration.pointSize == 28 && add.symbolConfiguration.weight == .bold && add.contentMode == .scaleAspectFit)
  }

  @Test func maskedCornersTakeCoreAnimationsNames() throws {
    let scene = try decode(sceneText(views: """
      { view: 'top', cornerRadius: 10, maskedCorners: ['layerMaxXMinYCorner', 'layerMinXMinYCorner'] },
      { view: 'none', cornerRadius: 10, maskedCorners: [] },
      { view: 'all', cornerRadius: 10 },
      """))
    #expect(scene.views[0].appearance.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(scene.views[0].appearance.maskedCorners.names == ["layerMinXMinYCorner", "layerMaxXMinYCorner"])
    #expect(scene.views[1].appearance.maskedCorners.isEmpty)
    #expect(scene.views[2].appearance.maskedCorners == .all)
  }

  @Test func blurEffectsTakeUIKitsStyleNames() throws {
    let scene = try decode(sceneText(views: """
      { view: 'card', blurEffect: 'systemThinMaterial', cornerRadius: 16 },
      { view: 'bar', blurEffect: 'systemChromeMaterialDark' },
      { view: 'plain' },
      """))
    #expect(scene.views[0].appearance.blurEffect == .systemThinMaterial && scene.views[1].appearance.blurEffect == .systemChromeMaterialDark)
    #expect(scene.views[2].appearance.blurEffect == nil)
  }

  @Test func shadowsTakeCALayersKeysAndDefaults() throws {
    let scene = try decode(sceneText(views: """
      { view: 'card', background: 'white', shadow: { color: '#102030', opacity: 0.25, offset: { width: 2, height: 6 }, radius: 10 } },
      { view: 'soft', background: 'white', shadow: { opacity: 0.5 } },
      { view: 'plain' },
      """))
    let card = try #require(scene.views[0].appearance.shadow)
    #expect(card.color == Color(hex: "#102030") && card.opacity == 0.25 && card.offset == Size(width: 2, height: 6) && card.radius == 10)
    // What is left out is CALayer's default: black, offset (0, −3), radius 3.
    #expect(scene.views[1].appearance.shadow == Layout.LayerShadow(opacity: 0.5))
    #expect(scene.views[1].appearance.shadow?.offset == Size(width: 0, height: -3) && scene.views[1].appearance.shadow?.radius == 3)
    #expect(scene.views[2].appearance.shadow == nil)
  }

  @Test func labelShadowsTakeUILabelsKeysAndDefaults() throws {
    let scene = try decode(sceneText(views: """
      { label: 'a', text: 'A', shadowColor: '#333333', shadowOffset: { width: 1, height: 2 } },
      { label: 'b', text: 'B', shadowColor: 'black' },
      { label: 'c', text: 'C' },
      """))
    func label(_ index: Int) -> Layout.Label? { if case .label(let l) = scene.views[index].kind { return l } else { return nil } }
    #expect(label(0)?.shadowColor == Color(hex: "#333333") && label(0)?.shadowOffset == Size(width: 1, height: 2))
    #expect(label(1)?.shadowColor == .black && label(1)?.shadowOffset == Size(width: 0, height: -1))
    #expect(label(2)?.shadowColor == nil)
  }

  @Test func labelKeys() throws {
    let scene = try decode(sceneText(views: """
      { label: 'a', text: 'Hello', font: 'largeTitle', textColor: 'secondaryLabel', textAlignment: 'justified',
        numberOfLines: 0, lineBreakMode: 'byTruncatingMiddle', adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5 },
      { label: 'b', text: 'x', font: { family: 'DejaVu Sans Mono', size: 13, weight: 'bold', italic: true } },
      { label: 'c', text: 'x', font: { size: 20, weight: 300 } },
      { label: 'd', text: 'x', numberOfLines: 2, preferredMaxLayoutWidth: 140, widthBeforeLayout: 212.5 },
      { label: 'e', text: 'x', preferredMaxLayoutWidth: 0 },
      """))
    let labels = scene.views.compactMap { node -> Layout.Label? in
      if case .label(let label) = node.kind { return label } else { return nil }
    }
    #expect(labels[0] == Layout.Label(
      text: "Hello", font: .style(.largeTitle), textColor: Color(named: "secondaryLabel")!, textAlignment: .justified,
      numberOfLines: 0, lineBreakMode: .byTruncatingMiddle, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5))
    #expect(labels[1].font == .fixed(FontSpec(family: "DejaVu Sans Mono", size: 13, weight: .bold, italic: true)))
    #expect(labels[2].font == .fixed(FontSpec(family: "system", size: 20, weight: .light)))
    #expect(labels[3].preferredMaxLayoutWidth == 140 && labels[3].widthBeforeLayout == 212.5)
    #expect(labels[4].preferredMaxLayoutWidth == nil && labels[0].widthBeforeLayout == nil)
  }

  @Test func everyTextStyleAndLineBreakMode() throws {
    for style in TextStyle.allCases {
      for mode in LineBreakMode.allCases {
        let scene = try decode(sceneText(views: "{ label: 'l', text: 't', font: '\(style)', lineBreakMode: '\(mode)' }"))
        guard case .label(let label) = scene.views[0].kind else { Issue.record("not a label"); return }
        #expect(label.font == .style(style) && label.lineBreakMode == mode)
      }
    }
  }

  @Test func imageAndStackKeys() throws {
    let scene = try decode(sceneText(views: """
      { image: 'placeholder', intrinsic: { width: 40, height: 40 } },
      { image: 'photo', src: 'images/flowers.JPG', contentMode: 'bottomRight' },
      { stack: 's', axis: 'vertical', distribution: 'equalCentering', alignment: 'bottom', spacing: -4,
        isLayoutMarginsRelativeArrangement: true, isBaselineRelativeArrangement: true,
        arranged: [{ view: 'one', spacingAfter: 20 }, { label: 'two', text: '2' }],
        subviews: [{ view: 'badge' }] },
      { stack: 't', alignment: 'top' },
      """))
    guard case .image(let placeholder) = scene.views[0].kind, case .image(let photo) = scene.views[1].kind,
      case .stack(let stack) = scene.views[2].kind, case .stack(let plain) = scene.views[3].kind
    else { Issue.record("wrong kinds"); return }
    #expect(placeholder == Layout.Image())
    #expect(photo == Layout.Image(src: "images/flowers.JPG", contentMode: .bottomRight))
    #expect(stack.axis == .vertical && stack.distribution == .equalCentering && stack.alignment == .trailing)
    #expect(stack.spacing == -4 && stack.isLayoutMarginsRelativeArrangement && stack.isBaselineRelativeArrangement)
    #expect(stack.arranged.map(\.id) == ["one", "two"] && stack.arranged[0].spacingAfter == 20)
    #expect(scene.views[2].subviews.map(\.id) == ["badge"])
    #expect(plain.axis == .horizontal && plain.alignment == .leading && plain.spacing == 0 && plain.arranged.isEmpty)
    #expect(scene.allNodes.map(\.id) == ["placeholder", "photo", "s", "one", "two", "badge", "t"])
    #expect(scene.allNodes.map(\.source.path) == ["views[0]", "views[1]", "views[2]", "views[2].arranged[0]", "views[2].arranged[1]", "views[2].subviews[0]", "views[3]"])
  }

  @Test func variantsAndCanvas() throws {
    let scene = try decode("""
      { plumb: 1,
        canvas: { width: 375, height: 'fit', scale: 3, background: 'systemGray6', margins: { leading: 20 }, safeArea: { top: 44, bottom: 34, leading: 1, trailing: 2 } },
        variants: { width: [320], height: [568, 'fit'], direction: ['rtl'], type: ['xSmall', 'AX5'], scale: [1, 2.5],
                    language: ['en', 'ar'], pseudo: ['double', 'accented', 'bounded'] },
        strings: { en: { hi: 'Hi' }, ar: { hi: 'مرحبا' } },
        views: [{ label: 'l', text: '@hi' }] }
      """)
    #expect(scene.canvas == Layout.Canvas(
      width: 375, height: .fit, scale: 3, background: Color(named: "systemGray6"),
      margins: DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 16),
      safeArea: DirectionalInsets(top: 44, leading: 1, bottom: 34, trailing: 2)))
    #expect(scene.variants == Layout.VariantAxes(
      width: [320], height: [.points(568), .fit], direction: [.rightToLeft], type: [.xSmall, .ax5], scale: [1, 2.5],
      language: ["en", "ar"], pseudo: [.double, .accented, .bounded]))
    #expect(scene.strings == ["en": ["hi": "Hi"], "ar": ["hi": "مرحبا"]])
    #expect(scene.variants.matrix(canvas: scene.canvas).count == 48)
  }

  @Test func stringReferencesNeedAKeyInAtLeastOneLanguage() throws {
    let scene = try decode("""
      { plumb: 1, canvas: { width: 320 }, variants: { language: ['de', 'he'] },
        strings: { en: { hi: 'Hi', only: 'English only', 'two words': '2' }, de: { hi: 'Hallo' }, he: { hi: 'שלום' } },
        views: [{ label: 'a', text: '@hi' }, { label: 'b', text: '@only' }, { label: 'c', text: '@two words' }, { label: 'd', text: 'Mail me' }] }
      """)
    let texts = scene.allNodes.compactMap { node -> String? in
      if case .label(let label) = node.kind { return label.text } else { return nil }
    }
    #expect(texts == ["@hi", "@only", "@two words", "Mail me"])
    #expect(scene.variants.matrix(canvas: scene.canvas).map(\.direction) == [.leftToRight, .rightToLeft])
    #expect(errorMessage(sceneText(views: "{ label: 'a', text: '@' }", extra: "strings: { en: { x: 'X' } },"))
      == "test.json:4:31: views[0].text: '@' needs a key of the strings table after it, as in '@title'")
  }

  @Test func metricsAreUsableInVisualFormats() throws {
    let scene = try decode(sceneText(views: "{ view: 'a' }", constraints: "'|-gap-[a(side@prio)]'", extra: "metrics: { gap: 12, side: 44, prio: 999 },"))
    #expect(constraintLines(scene) == ["a.leading == root.leading + 12", "a.width == 44 @999"])
  }

  @Test func constraintsLandOnTheirViews() throws {
    let scene = try decode(sceneText(
      views: "{ view: 'a', constraints: ['self.width == 10'], subviews: [{ view: 'b', constraints: ['self.top == superview.top'] }] }",
      constraints: "'a.top == root.top'"))
    #expect(scene.views[0].constraints.map(notation) == ["a.width == 10"])
    #expect(scene.views[0].subviews[0].constraints.map(notation) == ["b.top == a.top"])
    #expect(scene.views[0].subviews[0].constraints[0].source.path == "views[0].subviews[0].constraints[0]")
    #expect(scene.constraints.map(notation) == ["a.top == root.top"])
  }
}
