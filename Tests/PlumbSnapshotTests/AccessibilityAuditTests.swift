import Foundation
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing
@testable import PlumbSnapshot

/// The accessibility audit: each finding on a card that has the problem (Tests/Fixtures/Accessibility/
/// Problems.json) and not on the same card with it fixed (Clean.json); VoiceOver's order and UIKit's defaults.
@Suite struct AccessibilityAuditTests {
  static func audit(_ name: String) throws -> AccessibilityAudit {
    let scene = try SceneLoader.load(path: fixturePath("Accessibility/\(name).json"))
    let session = try RenderSession(scene: scene)
    return try AccessibilityAudit(session: session, variant: Layout.Variant(width: 375, height: .fit, scale: 2))
  }

  static func audit(text: String) throws -> AccessibilityAudit {
    let scene = try SceneLoader.parse(text: text, file: "a11y.json")
    return try AccessibilityAudit(session: try RenderSession(scene: scene), variant: Layout.Variant(width: 375, height: scene.canvas.height))
  }

  static func views(_ audit: AccessibilityAudit, _ kind: AccessibilityFinding.Kind) -> [String] {
    audit.findings.filter { $0.kind == kind }.map(\.view)
  }

  @Test(arguments: [
    (AccessibilityFinding.Kind.smallTouchTarget, ["close"]),
    (.hiddenText, ["decoration", "bannerText"]),
    (.imageWithoutLabel, ["close", "avatar"]),
    (.lowContrast, ["legal", "status"]),
    (.truncatedAtAccessibilitySize, ["plan"]),
  ])
  func eachFindingIsOnTheCardThatHasItAndNotOnTheFixedOne(kind: AccessibilityFinding.Kind, views: [String]) throws {
    #expect(Self.views(try Self.audit("Problems"), kind) == views)
    #expect(Self.views(try Self.audit("Clean"), kind) == [])
  }

  @Test func theFixedCardHasNoFindingAtAll() throws {
    #expect(try Self.audit("Clean").findings.map(\.description) == [])
  }

  @Test func contrastNamesTheAppearancesItFailsIn() throws {
    let audit = try Self.audit("Problems")
    let legal = try #require(audit.findings.first { $0.view == "legal" && $0.kind == .lowContrast })
    #expect(legal.appearances == ["light", "light-hc"])    // #A0A0A5 on white; fine on black
    let status = try #require(audit.findings.first { $0.view == "status" && $0.kind == .lowContrast })
    #expect(status.appearances == ["dark", "dark-hc"])      // #2C2C2E stays dark on black
    #expect(status.fix.contains("label"))
  }

  @Test func contrastUsesTheColourDrawnBehindTheText() throws {
    // White text on a blue card passes; the same text on the white canvas beside it fails.
    let text = """
      { plumb: 1, canvas: { width: 375, height: 100, background: "white" },
        views: [ { view: "card", background: "#0040A0", subviews: [ { label: "onCard", text: "Card", textColor: "white" } ],
                   constraints: ["H:|-8-[onCard]-8-|", "V:|-8-[onCard]-8-|"] },
                 { label: "onCanvas", text: "Canvas", textColor: "white" } ],
        constraints: [ "H:|-16-[card(150)]-16-[onCanvas]", "V:|-16-[card]", "onCanvas.top == card.top" ] }
      """
    #expect(Self.views(try Self.audit(text: text), .lowContrast) == ["onCanvas"])
  }

  @Test func largeTextNeedsThreeToOne() {
    #expect(ContrastRatio.required(fontSize: 17, weight: .regular) == 4.5)
    #expect(ContrastRatio.required(fontSize: 18, weight: .regular) == 3)
    #expect(ContrastRatio.required(fontSize: 14, weight: .bold) == 3)
    #expect(ContrastRatio.required(fontSize: 14, weight: .semibold) == 4.5)
    #expect(abs(ContrastRatio.between(.black, .white) - 21) < 1e-9)
    #expect(abs(ContrastRatio.between(Color(parsing: "#777777")!, .white) - 4.478) < 0.001)
  }

  @Test func voiceOverReadsRowsFromTheLeadingEdge() throws {
    let audit = try Self.audit("Clean")
    #expect(audit.elements.map(\.view) == [
      "title", "close", "legal", "decoration", "status", "bannerText", "plan", "wifiLabel", "wifi",
    ])
    #expect(audit.elements.map(\.spokenText).last == "Wi-Fi. On. Switch button.")
    #expect(audit.elements[0].spokenText == "Settings. Heading.")
  }

  @Test func uikitDefaultsForControls() throws {
    let text = """
      { plumb: 1, canvas: { width: 375, height: "fit" },
        views: [ { stack: "column", axis: "vertical", spacing: 8, arranged: [
          { slider: "volume", value: 0.25 },
          { segmentedControl: "period", segments: ["Day", "Week", "Month"], selectedSegmentIndex: 1 },
          { stepper: "count", value: 3 },
          { textField: "email", placeholder: "Email" },
          { button: "save", title: "Save", state: "disabled", accessibilityHint: "Saves the draft" },
          { image: "photo", systemName: "photo" },
          { pageControl: "pages", numberOfPages: 4, currentPage: 2 } ] } ],
        constraints: [ "H:|-16-[column]-16-|", "V:|-16-[column]-16-|" ] }
      """
    let audit = try Self.audit(text: text)
    #expect(audit.elements.map(\.spokenText) == [
      "25%. Adjustable.", "Week. 2 of 3. Selected. Button.", "Decrement. 3. Button.", "Increment. 3. Button.",
      "Email. Text field.", "Save. Button. Dimmed.", "page 3 of 4. Adjustable.",
    ])
    #expect(audit.elements.first { $0.view == "save" }?.hint == "Saves the draft")
  }

  @Test func rightToLeftReadsFromTheRight() throws {
    let text = """
      { plumb: 1, canvas: { width: 375, height: 60 },
        views: [ { label: "first", text: "One" }, { label: "second", text: "Two" } ],
        constraints: [ "H:|-16-[first]-20-[second]", "V:|-16-[first]", "second.top == first.top" ] }
      """
    let scene = try SceneLoader.parse(text: text, file: "rtl.json")
    let session = try RenderSession(scene: scene)
    let ltr = try AccessibilityAudit(session: session, variant: Layout.Variant(width: 375, height: .points(60)), largeSizes: [])
    let rtl = try AccessibilityAudit(
      session: session, variant: Layout.Variant(width: 375, height: .points(60), direction: .rightToLeft), largeSizes: [])
    #expect(ltr.elements.map(\.view) == ["first", "second"])
    #expect(rtl.elements.map(\.view) == ["first", "second"])   // leading is on the right in RTL: still first
    #expect(rtl.elements[0].frame.minX > rtl.elements[1].frame.minX)
  }

  @Test func aTableCellReadsItsTextsAsOneElement() throws {
    var scene = try SceneLoader.parse(text: """
      { plumb: 1, canvas: { width: 375, height: 60 },
        views: [ { view: "cell", subviews: [ { label: "name", text: "Ada" }, { label: "role", text: "Engineer" } ],
                   constraints: ["H:|-16-[name]-8-[role]", "V:|-8-[name]", "role.top == name.top"] } ],
        constraints: [ "H:|[cell]|", "V:|[cell(60)]" ] }
      """, file: "cell.json")
    scene.views[0].accessibility.groupsChildren = true
    let audit = try AccessibilityAudit(session: try RenderSession(scene: scene), variant: Layout.Variant(width: 375, height: .points(60)))
    #expect(audit.elements.map(\.spokenText) == ["Ada, Engineer."])
    #expect(Self.views(audit, .hiddenText) == [])
  }

  @Test func theLegendIsDeterministicAndWiderThanTheScreen() throws {
    let scene = try SceneLoader.load(path: fixturePath("Accessibility/Problems.json"))
    let session = try RenderSession(scene: scene)
    let variant = Layout.Variant(width: 375, height: .fit, scale: 2)
    let picture = try session.render(variant)
    let audit = try AccessibilityAudit(session: session, variant: variant, result: picture.result)
    let legend = try AccessibilityLegend(audit: audit, measurer: session.measurer)
    let first = try legend.render(picture), second = try legend.render(picture)
    #expect(try first.pngData() == second.pngData())
    #expect(first.width == Int((375 + AccessibilityLegend.legendWidth + 24) * 2))
  }
}
