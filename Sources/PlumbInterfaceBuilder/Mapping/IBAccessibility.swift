import PlumbLayout

/// Interface Builder's Accessibility inspector: the `<accessibility key="accessibilityConfiguration">`
/// element of a view (`label`, `hint`, `value` attributes, `<accessibilityTraits key="traits" button="YES"/>`,
/// `<bool key="isElement" value="YES"/>`). A table view cell reads as one element made of its texts.
///
/// ```swift
/// let accessibility = IBAccessibility.read(element)   // from <button …><accessibility … label="Close"/></button>
/// accessibility.label   // "Close"
/// ```
enum IBAccessibility {
  static func read(_ element: XMLElement) -> Layout.Accessibility {
    var accessibility = Layout.Accessibility()
    if element.name == "tableViewCell" { accessibility.groupsChildren = true }
    guard let configuration = element.child("accessibility", key: "accessibilityConfiguration") else { return accessibility }
    accessibility.label = configuration["label"]
    accessibility.hint = configuration["hint"]
    accessibility.value = configuration["value"]
    if let element = configuration.child("bool", key: "isElement") {
      accessibility.isElement = element["value"] == "YES"
    }
    if let written = configuration.child("accessibilityTraits", key: "traits") {
      var traits: Layout.AccessibilityTraits = []
      for (name, trait) in Layout.AccessibilityTraits.named where written.flag(name) == true { traits.insert(trait) }
      accessibility.traits = traits
    }
    return accessibility
  }
}
