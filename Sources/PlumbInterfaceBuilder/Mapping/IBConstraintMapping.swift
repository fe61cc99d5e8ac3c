import PlumbLayout

extension IBSceneBuilder {
  /// Records a view's `<constraints>` for mapping once every id of the tree is known.
  func collectConstraints(_ element: XMLElement, owner: String) {
    for list in element.children(named: "constraints") {
      for constraint in list.children where constraint.name == "constraint" {
        constraintElements.append((constraint, owner))
      }
    }
  }

  /// `baseline` is IB's name for `lastBaseline`.
  static func attribute(_ name: String) -> Layout.Attribute? {
    if name == "baseline" { return .lastBaseline }
    return Layout.Attribute(rawValue: name)
  }

  /// Every collected constraint as scene constraints: placeholders removed, size-class variations turned
  /// into `when` conditions, edges between a scroll view and its content moved to the content guide.
  func mapConstraints() -> [Layout.ConstraintSpec] {
    var result: [Layout.ConstraintSpec] = []
    let widthClasses: [String?] = document.device == nil ? [nil, "compact", "regular"] : ["compact", "regular"]
    for (element, owner) in constraintElements {
      if element.flag("placeholder") == true { continue }
      let id = element["id"] ?? ""
      guard let firstAttributeName = element["firstAttribute"], var firstAttribute = Self.attribute(firstAttributeName) else {
        warn(element, "constraint attribute '\(element["firstAttribute"] ?? "")' is not understood; left out"); continue
      }
      let firstObject = element["firstItem"] ?? ownerObjectID(owner)
      guard var first = resolve(firstObject, element: element) else { continue }
      var second: String?
      var secondAttribute: Layout.Attribute?
      if let name = element["secondAttribute"], name != "notAnAttribute" {
        guard let attribute = Self.attribute(name) else { warn(element, "constraint attribute '\(name)' is not understood; left out"); continue }
        guard let resolved = resolve(element["secondItem"] ?? ownerObjectID(owner), element: element) else { continue }
        second = resolved; secondAttribute = attribute
      }
      if let s = second, let sa = secondAttribute {
        (first, second) = contentGuide(first, firstAttribute, s, sa)
      }
      if rootMarginsFromEdges {
        if first == "root" { firstAttribute = Self.edgeForMargin(firstAttribute, margins: rootMargins) }
        if second == "root", let sa = secondAttribute { secondAttribute = Self.edgeForMargin(sa, margins: rootMargins) }
      }
      // One constraint per width class where installation or overrides differ.
      var variants: [(condition: Layout.Condition?, values: [String: String])] = []
      if variations.hasVariations(id) || element.children.contains(where: { $0.name == "variation" }) {
        var perClass: [(String?, [String: String]?)] = []
        for widthClass in widthClasses.filter({ $0 != nil }) {
          let installed = variations.isInstalled(id, widthClass: widthClass)
          perClass.append((widthClass, installed ? variations.overrides(of: element, widthClass: widthClass) : nil))
        }
        if perClass.allSatisfy({ $0.1 == perClass[0].1 }) {
          if let values = perClass[0].1 { variants.append((nil, values)) }
        } else {
          for (widthClass, values) in perClass {
            if let values, let widthClass, let sizeClass = Layout.SizeClass(rawValue: widthClass) { variants.append((.sizeClass(sizeClass), values)) }
          }
        }
      } else {
        variants.append((nil, [:]))
      }
      for (condition, overrides) in variants {
        func value(_ key: String) -> String? { overrides[key] ?? element[key] }
        var multiplier = 1.0
        if let text = value("multiplier") {
          guard let parsed = IBGeometry.multiplier(text) else { warn(element, "multiplier '\(text)' is not a number or ratio; left out"); continue }
          multiplier = parsed
        }
        let constantText = value("constant"), priorityText = value("priority")
        let constantValue = constantText.flatMap(IBNumber.parse), priorityValue = priorityText.flatMap(IBNumber.parse)
        if let constantText, constantValue == nil {
          warn(element, "constant \(IBNumber.problem(constantText)); constraint left out"); continue
        }
        if let priorityText, priorityValue == nil {
          warn(element, "priority \(IBNumber.problem(priorityText)); constraint left out"); continue
        }
        let constant = constantValue ?? 0
        var priority = priorityValue ?? 1000
        if !(priority > 0) { warn(element, "priority \(priority) is not in (0, 1000]; 1 used"); priority = 1 }
        priority = min(priority, 1000)
        let relation: Layout.Relation
        switch element["relation"] {
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case nil, "equal": relation = .equal
        case let other?:
          warn(element, "relation '\(other)' is not equal, greaterThanOrEqual or lessThanOrEqual; constraint left out"); continue
        }
        if let secondAttribute, firstAttribute.isSize != secondAttribute.isSize
            || (!firstAttribute.isSize && firstAttribute.axis != secondAttribute.axis) {
          warn(element, "constraint relates \(firstAttribute.rawValue) to \(secondAttribute.rawValue), which cannot be compared (UIKit refuses it); left out")
          continue
        }
        var text = "\(first).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let second, let secondAttribute {
          text += multiplier == 1 ? "" : "\(multiplier) * "
          text += "\(second).\(secondAttribute.rawValue)"
          if constant != 0 { text += constant > 0 ? " + \(constant)" : " - \(-constant)" }
        } else {
          text += "\(constant)"
        }
        if priority < 1000 { text += " @\(priority)" }
        result.append(Layout.ConstraintSpec(
          first: Layout.AnchorRef(item: first, attribute: firstAttribute), relation: relation,
          second: second.map { Layout.AnchorRef(item: $0, attribute: secondAttribute!) }, multiplier: multiplier,
          constant: constant, priority: priority, identifier: element["identifier"] ?? (id.isEmpty ? nil : id),
          condition: condition, text: text, source: place(element)))
      }
    }
    return result
  }

  /// `topMargin` / `bottomMargin` of a root whose margins start at its edges (they are 0 there).
  static func edgeForMargin(_ attribute: Layout.Attribute, margins: DirectionalInsets) -> Layout.Attribute {
    switch attribute {
    case .topMargin where margins.top == 0: return .top
    case .bottomMargin where margins.bottom == 0: return .bottom
    default: return attribute
    }
  }

  /// The IB object ids that some constraint of this root names (an omitted item is the owning view).
  func constrainedObjectIDs() -> Set<String> {
    var ids = Set<String>()
    for (element, owner) in constraintElements where element.flag("placeholder") != true {
      ids.insert(element["firstItem"] ?? ownerObjectID(owner))
      if let second = element["secondItem"] { ids.insert(second) }
    }
    return ids
  }

  /// The IB object id of the view that owns a constraint (the root's real id for `root`).
  private func ownerObjectID(_ owner: String) -> String {
    owner == "root" ? (root.element["id"] ?? owner) : owner
  }

  /// The Layout item of an IB object id; a warning (and `nil`) when the id names nothing of this root.
  private func resolve(_ object: String, element: XMLElement) -> String? {
    if let item = itemID[object] { return item }
    if variations.hasVariations(object) { return nil }  // a view left out in this configuration
    let known = Array(itemID.keys)
    let hint = Suggestion.closest(to: object, in: known).map { " (did you mean '\($0)'?)" } ?? ""
    warn(element, "constraint names '\(object)', which is not a view or guide of this root\(hint); left out")
    return nil
  }

  /// Edges between a scroll view and a view inside it attach to the scroll view's content; sizes and
  /// centres to its frame (UIScrollView's documented rule).
  private func contentGuide(_ a: String, _ aa: Layout.Attribute, _ b: String, _ ba: Layout.Attribute) -> (String, String) {
    let isEdge: (Layout.Attribute) -> Bool = { ![.width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains($0) }
    var first = a, second = b
    if let content = scrollContent[a], isDescendant(b, of: a), isEdge(aa) { first = content }
    if let content = scrollContent[b], isDescendant(a, of: b), isEdge(ba) { second = content }
    return (first, second)
  }

  private func isDescendant(_ item: String, of ancestor: String) -> Bool {
    var current = parentOf[item]
    var steps = 0
    while let parent = current, steps < 10_000 {
      if parent == ancestor { return true }
      current = parentOf[parent]; steps += 1
    }
    return false
  }
}
