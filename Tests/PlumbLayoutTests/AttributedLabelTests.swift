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
