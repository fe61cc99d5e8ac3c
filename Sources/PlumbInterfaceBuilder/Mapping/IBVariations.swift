/// Size-class variations: `<variation key="widthClass=compact">` with `<mask key="constraints|subviews">`
/// include/exclude lists, `<variation key="default">` (what the base configuration leaves out), and
/// constraint-level overrides (`<constraint …><variation key="widthClass=compact" constant="30"/>`).
///
/// The height class is fixed by the document's configuration (portrait iPhones and iPads: regular;
/// landscape iPhones: compact; Xcode ≤ 7's base canvas: any); the width class stays open and becomes a
/// `when` condition on the constraint.
///
/// ```swift
/// let variations = IBVariations(document: document.element, heightClass: "regular")
/// variations.isInstalled("Cme-bh-gmG", widthClass: "compact")   // true
/// ```
struct IBVariations: Sendable {
  private struct Entry: Sendable { var key: Key; var included: Bool }
  struct Key: Hashable, Sendable {
    var width: String?
    var height: String?
    var isDefault: Bool
    init(_ text: String) {
      isDefault = text == "default"
      width = nil; height = nil
      for part in text.split(separator: "-") {
        let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
        guard pair.count == 2 else { continue }
        if pair[0] == "widthClass" { width = pair[1] } else if pair[0] == "heightClass" { height = pair[1] }
      }
    }
    /// Whether the variation applies to a configuration (`nil` class = any).
    func applies(widthClass: String?, heightClass: String?) -> Bool {
      if isDefault { return true }
      if width == nil && height == nil { return false }
      if let width, width != widthClass { return false }
      if let height, height != heightClass { return false }
      return true
    }
    var specificity: Int { isDefault ? 0 : (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }
  }

  private var entries: [String: [Entry]] = [:]
  let heightClass: String?

  init(document: XMLElement, heightClass: String?) {
    self.heightClass = heightClass
    var entries: [String: [Entry]] = [:]
    document.forEachDescendant { element in
      guard element.name == "variation", let keyText = element["key"] else { return }
      let key = Key(keyText)
      for mask in element.children(named: "mask") {
        for item in mask.children {
          guard let reference = item["reference"] else { continue }
          entries[reference, default: []].append(Entry(key: key, included: item.name == "include"))
        }
      }
    }
    self.entries = entries
  }

  /// Whether the object with `id` is installed for a width class (`nil` = any, Xcode ≤ 7's base canvas).
  func isInstalled(_ id: String, widthClass: String?) -> Bool {
    guard let list = entries[id] else { return true }
    var installed = true
    for entry in list.sorted(by: { $0.key.specificity < $1.key.specificity })
    where entry.key.applies(widthClass: widthClass, heightClass: heightClass) {
      installed = entry.included
    }
    return installed
  }

  /// Whether any variation mentions the object (it then differs between size classes).
  func hasVariations(_ id: String) -> Bool { entries[id] != nil }

  /// A constraint's own overrides (`constant`, `multiplier`, `priority`) for a width class.
  func overrides(of constraint: XMLElement, widthClass: String?) -> [String: String] {
    var result: [String: String] = [:]
    let variations = constraint.children(named: "variation").map { (Key($0["key"] ?? ""), $0) }
    for (key, element) in variations.sorted(by: { $0.0.specificity < $1.0.specificity })
    where key.applies(widthClass: widthClass, heightClass: heightClass) {
      for attribute in element.attributes where attribute.name != "key" { result[attribute.name] = attribute.value }
    }
    return result
  }

  /// A view element with the property variations that apply to a configuration merged in, most specific
  /// last: attributes of `<variation key="heightClass=regular-widthClass=compact" axis="vertical"/>` replace
  /// the view's, keyed child elements inside it (`<fontDescription key="fontDescription" …/>`) replace the
  /// view's child with that key. The element itself when no variation applies.
  ///
  /// ```swift
  /// variations.applyingProperties(to: stack, widthClass: "compact")["axis"]   // "vertical"
  /// ```
  func applyingProperties(to element: XMLElement, widthClass: String?) -> XMLElement {
    let applying = element.children(named: "variation").map { (Key($0["key"] ?? ""), $0) }
      .filter { !$0.0.isDefault && $0.0.applies(widthClass: widthClass, heightClass: heightClass) }
      .sorted { $0.0.specificity < $1.0.specificity }
      .map(\.1)
      .filter { variation in variation.attributes.contains { $0.name != "key" } || variation.children.contains { $0["key"] != nil } }
    guard !applying.isEmpty else { return element }
    var attributes = element.attributes
    var children = element.children
    for variation in applying {
      for attribute in variation.attributes where attribute.name != "key" {
        if let index = attributes.firstIndex(where: { $0.name == attribute.name }) { attributes[index].value = attribute.value }
        else { attributes.append(attribute) }
      }
      for child in variation.children {
        guard let key = child["key"] else { continue }
        if let index = children.firstIndex(where: { $0.name == child.name && $0["key"] == key }) { children[index] = child }
        else { children.append(child) }
      }
    }
    let merged = XMLElement(name: element.name, attributes: attributes, line: element.line, column: element.column)
    merged.children = children
    merged.text = element.text
    return merged
  }
}
