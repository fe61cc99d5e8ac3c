import PlumbLayout
import Testing

@testable import PlumbScene

/// A label's `text` as a list of runs and its `paragraphStyle`: what is decoded, and every mistake with
/// its file, line, column and JSON path. Views start on line 4, column 11 (`sceneText`).
@Suite struct AttributedTextDecodingTests {
  private func label(_ text: String) throws -> Layout.Label {
    let scene = try decode(sceneText(views: text))
    guard case .label(let label) = scene.views[0].kind else { throw DecodingFailure() }
    return label
  }
  struct DecodingFailure: Error {}

  @Test func runsDecodeWithEveryAttribute() throws {
    let label = try label("""
      { label: 'l', text: [
        { text: 'Bold', font: { size: 17, weight: 'bold', relativeTo: 'body' } },
        { text: ' red', foregroundColor: 'systemRed', backgroundColor: '#FFFF00' },
        { text: ' u', underlineStyle: 'double', strikethroughStyle: 'thick', kern: -1.5, baselineOffset: 4, color: '#00FF00' },
      ] }
      """)
    #expect(label.text == "Bold red u")
    let runs = try #require(label.runs)
    #expect(runs.count == 3)
    #expect(runs[0] == Layout.TextRun(text: "Bold", font: .scaled(FontSpec(size: 17, weight: .bold), relativeTo: .body)))
    #expect(runs[1].foregroundColor == Color(parsing: "systemRed") && runs[1].foregroundColor?.systemName == "systemRed")
    #expect(runs[1].backgroundColor == Color(hex: "#FFFF00"))
    #expect(runs[2] == Layout.TextRun(
      text: " u", foregroundColor: Color(hex: "#00FF00"), kern: -1.5, underlineStyle: .double, strikethroughStyle: .thick,
      baselineOffset: 4))
    #expect(label.paragraphStyle == nil)
  }

  @Test func paragraphStyleDecodes() throws {
    let label = try label("""
      { label: 'l', text: 'Hi', paragraphStyle: { lineSpacing: 4, lineHeightMultiple: 1.25, minimumLineHeight: 10,
        maximumLineHeight: 40, paragraphSpacing: 6, paragraphSpacingBefore: 2, firstLineHeadIndent: 20, headIndent: 8,
        alignment: 'center', lineBreakMode: 'byTruncatingMiddle' } }
      """)
    var expected = ParagraphStyle()
    expected.lineSpacing = 4; expected.lineHeightMultiple = 1.25; expected.minimumLineHeight = 10
    expected.maximumLineHeight = 40; expected.paragraphSpacing = 6; expected.paragraphSpacingBefore = 2
    expected.firstLineHeadIndent = 20; expected.headIndent = 8; expected.alignment = .center
    expected.lineBreakMode = .byTruncatingMiddle
    #expect(label.paragraphStyle == expected)
    #expect(label.runs == nil && label.text == "Hi")
  }

  @Test func runTextsAreCheckedAgainstStrings() throws {
    let text = sceneText(views: "{ label: 'l', text: [{ text: '@greeting' }, { text: '@nme' }] }",
                         extra: "strings: { en: { greeting: 'Hello', name: 'Ann' } },")
    #expect(errorMessage(text) == "test.json:4:63: views[0].text[1].text: unknown string '@nme' (did you mean '@name'?)")
  }

  /// Button titles and text views take runs too (`setAttributedTitle`, `attributedText`).
  @Test func buttonTitlesAndTextViewsTakeRuns() throws {
    let scene = try decode(sceneText(views: """
      { button: 'b', title: [{ text: 'Buy ' }, { text: 'now', font: 'headline', color: 'systemRed' }] },
      { textView: 't', isScrollEnabled: false, text: [{ text: 'Notes', underlineStyle: 'single' }, { text: ' here' }] }
      """))
    guard case .control(.button(let button)) = scene.views[0].kind, case .control(.textView(let view)) = scene.views[1].kind else {
      throw DecodingFailure()
    }
    #expect(button.title == "Buy now")
    #expect(button.titleRuns == [
      Layout.TextRun(text: "Buy "), Layout.TextRun(text: "now", font: .style(.headline), foregroundColor: Color(parsing: "systemRed")),
    ])
    #expect(view.text == "Notes here" && view.runs?.map(\.text) == ["Notes", " here"] && view.runs?[0].underlineStyle == .single)
  }

  static let errors: [(String, String)] = [
    ("{ button: 'b', title: 3 }", "test.json:4:33: views[0].title: expected a string or a list of runs, found a number"),
    ("{ button: 'b', title: [{ text: 'a', kern: 'x' }] }", "test.json:4:53: views[0].title[0].kern: expected a number, found a string"),
    ("{ textView: 't', text: [{ txt: 'a' }] }", "test.json:4:37: views[0].text[0].txt: unknown key 'txt' (did you mean 'text'?)"),
    ("{ label: 'l', text: [] }", "test.json:4:31: views[0].text: expected a list with at least one value"),
    ("{ label: 'l', text: 3 }", "test.json:4:31: views[0].text: expected a string or a list of runs, found a number"),
    ("{ label: 'l', text: ['plain'] }", "test.json:4:32: views[0].text[0]: expected an object, found a string"),
    ("{ label: 'l', text: [{ font: 'body' }] }", "test.json:4:32: views[0].text[0]: missing key 'text'"),
    ("{ label: 'l', text: [{ text: 'a', colour: 'red' }] }", "test.json:4:45: views[0].text[0].colour: unknown key 'colour' (did you mean 'color'?)"),
    ("{ label: 'l', text: [{ text: 'a', foregroundColor: 'red', color: 'blue' }] }", "test.json:4:62: views[0].text[0].foregroundColor: 'foregroundColor' and 'color' set the same attribute; give one of them"),
    ("{ label: 'l', text: [{ text: 'a', foregroundColor: 'redd' }] }", "test.json:4:62: views[0].text[0].foregroundColor: unknown colour 'redd' (did you mean 'red'?)"),
    ("{ label: 'l', text: [{ text: 'a', kern: '2' }] }", "test.json:4:51: views[0].text[0].kern: expected a number, found a string"),
    ("{ label: 'l', text: [{ text: 'a', kern: 2000 }] }", "test.json:4:51: views[0].text[0].kern: 2000 is out of range (expected a kern from -1000 to 1000 points)"),
    ("{ label: 'l', text: [{ text: 'a', underlineStyle: 'bold' }] }", "test.json:4:61: views[0].text[0].underlineStyle: unknown underline style 'bold' (expected single, thick or double)"),
    ("{ label: 'l', text: [{ text: 'a', strikethroughStyle: true }] }", "test.json:4:65: views[0].text[0].strikethroughStyle: expected a string, found a boolean"),
    ("{ label: 'l', text: [{ text: 'a', baselineOffset: NaN }] }", "test.json:4:61: views[0].text[0].baselineOffset: expected a finite number, found NaN"),
    ("{ label: 'l', text: [{ text: 'a', font: { size: 0 } }] }", "test.json:4:59: views[0].text[0].font.size: 0 is out of range (expected a size from 0.5 to 1024 points)"),
    ("{ label: 'l', text: 'a', paragraphStyle: { lineSpacing: -1 } }", "test.json:4:67: views[0].paragraphStyle.lineSpacing: -1 is out of range (expected a length from 0 to 100000 points)"),
    ("{ label: 'l', text: 'a', paragraphStyle: { headIndent: -8 } }", "test.json:4:66: views[0].paragraphStyle.headIndent: -8 is out of range (expected a length from 0 to 100000 points)"),
    ("{ label: 'l', text: 'a', paragraphStyle: { lineHeightMultiple: -0.5 } }", "test.json:4:74: views[0].paragraphStyle.lineHeightMultiple: -0.5 is out of range (expected a multiple from 0 to 100 (0: the font's line height))"),
    ("{ label: 'l', text: 'a', paragraphStyle: { minimumLineHeight: 30, maximumLineHeight: 20 } }", "test.json:4:96: views[0].paragraphStyle.maximumLineHeight: 20 is out of range (expected a maximum line height of at least the minimum line height 30, or 0 for none)"),
    ("{ label: 'l', text: 'a', paragraphStyle: { linespacing: 2 } }", "test.json:4:54: views[0].paragraphStyle.linespacing: unknown key 'linespacing' (did you mean 'lineSpacing'?)"),
    ("{ label: 'l', text: 'a', paragraphStyle: { alignment: 'middle' } }", "test.json:4:65: views[0].paragraphStyle.alignment: unknown text alignment 'middle' (expected natural, left, center, right or justified)"),
    ("{ label: 'l', text: 'a', paragraphStyle: 4 }", "test.json:4:52: views[0].paragraphStyle: expected an object, found a number"),
    ("{ view: 'v', paragraphStyle: {} }", "test.json:4:24: views[0].paragraphStyle: 'paragraphStyle' is not a key of view (it belongs to label)"),
  ]

  @Test(arguments: errors)
  func mistakesNameTheirPlace(text: String, expected: String) {
    #expect(errorMessage(sceneText(views: text)) == expected)
  }
}
