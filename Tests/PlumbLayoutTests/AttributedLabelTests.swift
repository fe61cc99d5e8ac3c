import Testing
import PlumbLayout

/// How a label's runs and paragraph style become its text request: each run's text resolved on its own
/// (strings, pseudo-localization), its font at the variant's type size, the paragraph style's alignment
/// and line break mode in place of the label's, and dynamic colours resolved in the result.
@Suite struct AttributedLabelTests {
  private func attributedScene(style: ParagraphStyle? = nil) -> Layout.Scene {
    var label = Layout.Label(text: "@hello world", font: .style(.body))
    label.runs = [
      Layout.TextRun(text: "@hello", font: .style(.title1), foregroundColor: Color(parsing: "systemRed")),
      Layout.TextRun(text: " world", kern: 1.5, underlineStyle: .single),
    ]
    label.paragraphStyle = style
    return scene([Layout.Node(id: "t", kind: .label(label))], [c("t.left == root.left"), c("t.top == root.top")],
                 strings: ["en": ["hello": "Hallo"]])
  }

  @Test func aLabelMadeOfRunsJoinsTheirTexts() {
    var style = ParagraphStyle()
    style.headIndent = 4
    let label = Layout.Label(runs: [Layout.TextRun(text: "Now "), Layout.TextRun(text: "$12", kern: 1)], numberOfLines: 0, paragraphStyle: style)
    #expect(label.text == "Now $12" && label.runs?.count == 2 && label.numberOfLines == 0 && label.paragraphStyle == style)
  }

  @Test func runsBecomeTheRequestsRuns() throws {
    let request = try #require(layout(attributedScene())["t"]?.label?.request)
    #expect(request.text == "Hallo world")
    #expect(request.runs.map(\.byteCount) == [5, 6])
    #expect(request.runs[0].font == TextStyle.title1.font(for: .large))
    #expect(request.runs[1].font == nil && request.runs[1].kern == 1.5 && request.runs[1].underlineStyle == .single)
    #expect(request.isAttributed)
  }

  @Test func runFontsScaleWithDynamicType() throws {
    let request = try #require(layout(attributedScene(), type: .ax3)["t"]?.label?.request)
    #expect(request.runs[0].font?.size == TextStyle.title1.pointSize(for: .ax3))
    #expect(request.font.size == 40)
  }

  @Test func pseudoLocalizationKeepsEachRunsBytes() throws {
    let request = try #require(layout(attributedScene(), pseudo: .bounded)["t"]?.label?.request)
    #expect(request.text == "[# Hallo #][#  world #]")
    #expect(request.runs.map(\.byteCount) == [11, 12])
  }

  @Test func paragraphStyleAlignmentAndLineBreakModeWin() throws {
    var style = ParagraphStyle()
    style.alignment = .natural
    style.lineBreakMode = .byTruncatingHead
    style.lineSpacing = 3
    let request = try #require(layout(attributedScene(style: style), direction: .rightToLeft)["t"]?.label?.request)
    #expect(request.alignment == .right && request.lineBreakMode == .byTruncatingHead)
    #expect(request.paragraphStyle?.lineSpacing == 3)
  }

  /// A button's attributed title and a text view's attributed text become their text requests' runs.
  @Test func controlTextsTakeRuns() throws {
    var button = Layout.Button(title: "Buy now")
    button.titleRuns = [Layout.TextRun(text: "@buy"), Layout.TextRun(text: " now", font: .style(.headline), foregroundColor: Color(parsing: "systemRed"))]
    var notes = Layout.TextView(text: "Notes", isScrollEnabled: false)
    notes.runs = [Layout.TextRun(text: "Notes", kern: 2)]
    let s = scene([Layout.Node(id: "b", kind: .control(.button(button))), Layout.Node(id: "n", kind: .control(.textView(notes)))],
                  [c("b.left == root.left"), c("b.top == root.top"), c("n.left == root.left"), c("n.top == b.bottom"), c("n.width == 200")],
                  strings: ["en": ["buy": "Kaufen"]])
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    var variant = Layout.Variant(width: 375, height: .points(667), type: .ax3, scale: 2)
    variant.appearance = .dark
    let result = engine.layout(variant)
    let title = try #require(result["b"]?.control?.texts.first)
    #expect(title.text == "Kaufen now" && title.runs.map(\.byteCount) == [6, 4])
    #expect(title.runs[1].font == TextStyle.headline.font(for: .ax3))
    #expect(title.runs[1].foregroundColor == Color(parsing: "systemRed")!.resolved(style: .dark, contrast: .normal))
    let text = try #require(result["n"]?.control?.texts.first)
    #expect(text.runs == [AttributedRun(byteCount: 5, kern: 2)] && text.numberOfLines == 0)
  }

  @Test func dynamicRunColoursAreResolvedInTheResult() throws {
    let scene = attributedScene()
    let engine = Layout.Engine(scene: scene, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    var variant = Layout.Variant(width: 375, height: .points(667), scale: 2)
    let light = try #require(engine.layout(variant)["t"]?.label?.request.runs[0].foregroundColor)
    variant.appearance = .dark
    let dark = try #require(engine.layout(variant)["t"]?.label?.request.runs[0].foregroundColor)
    let red = Color(parsing: "systemRed")!
    #expect(light == red.resolved(style: .light, contrast: .normal))
    #expect(dark == red.resolved(style: .dark, contrast: .normal))
    #expect(!light.isDynamic && !dark.isDynamic)
  }
}
