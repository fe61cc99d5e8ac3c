import PlumbLayout
import Testing

@testable import PlumbScene

/// The accessibility keys of every view: UIKit's names, a list of trait names, errors with their place.
@Suite struct AccessibilityDecodingTests {
  @Test func theKeysBecomeTheNodesAccessibility() throws {
    let scene = try decode(sceneText(views: """
      { button: "close", title: "", accessibilityLabel: "Close", accessibilityHint: "Dismisses the card",
        accessibilityTraits: ["button", "header"], accessibilityValue: "1" },
      { image: "photo", isAccessibilityElement: true },
      { view: "banner", accessibilityElementsHidden: true }, { label: "plain", text: "Plain" }
      """))
    let nodes = Dictionary(uniqueKeysWithValues: scene.allNodes.map { ($0.id, $0.accessibility) })
    #expect(nodes["close"] == Layout.Accessibility(label: "Close", value: "1", hint: "Dismisses the card", traits: [.button, .header]))
    #expect(nodes["photo"]?.isElement == true)
    #expect(nodes["banner"]?.elementsHidden == true)
    #expect(nodes["plain"] == Layout.Accessibility())
  }

  @Test func anUnknownOrRepeatedTraitIsAnErrorAtItsPlace() {
    let unknown = #"{ plumb: 1, canvas: { width: 375 }, views: [ { label: "t", text: "x", accessibilityTraits: ["heading"] } ] }"#
    #expect(errorMessage(unknown) == "test.json:1:93: views[0].accessibilityTraits[0]: unknown accessibility trait 'heading' (did you mean 'header'?)")
    let twice = #"{ plumb: 1, canvas: { width: 375 }, views: [ { label: "t", text: "x", accessibilityTraits: ["header", "header"] } ] }"#
    #expect(errorMessage(twice) == "test.json:1:103: views[0].accessibilityTraits[1]: duplicate value header")
    let wrongType = #"{ plumb: 1, canvas: { width: 375 }, views: [ { label: "t", text: "x", isAccessibilityElement: "yes" } ] }"#
    #expect(errorMessage(wrongType) == "test.json:1:95: views[0].isAccessibilityElement: expected true or false, found a string")
  }
}
