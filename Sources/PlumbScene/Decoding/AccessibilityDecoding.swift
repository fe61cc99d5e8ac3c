import PlumbLayout

extension SceneDecoder {
  /// UIKit's accessibility properties under their UIKit names: `accessibilityLabel`, `accessibilityValue`,
  /// `accessibilityHint` (strings, read as written),
  /// `accessibilityTraits` (a list of trait names, each at most once), `isAccessibilityElement` and
  /// `accessibilityElementsHidden` (booleans).
  ///
  /// ```json5
  /// { button: "close", image: { systemName: "xmark" }, accessibilityLabel: "Close", accessibilityTraits: ["button"] }
  /// ```
  func decodeAccessibility(_ object: ObjectReader, into accessibility: inout Layout.Accessibility) throws {
    if let value = object["accessibilityLabel"] { accessibility.label = try value.string() }
    if let value = object["accessibilityValue"] { accessibility.value = try value.string() }
    if let value = object["accessibilityHint"] { accessibility.hint = try value.string() }
    if let value = object["isAccessibilityElement"] { accessibility.isElement = try value.bool() }
    if let value = object["accessibilityElementsHidden"] { accessibility.elementsHidden = try value.bool() }
    if let value = object["accessibilityTraits"] {
      var traits: Layout.AccessibilityTraits = []
      for field in try value.list() {
        let name = try field.string()
        guard let trait = Layout.AccessibilityTraits(name: name) else {
          throw field.error(.unknownName(
            what: "accessibility trait", name: name, choices: Layout.AccessibilityTraits.named.map(\.name)))
        }
        guard !traits.contains(trait) else { throw field.error(.duplicateValue(name)) }
        traits.insert(trait)
      }
      accessibility.traits = traits
    }
  }
}
