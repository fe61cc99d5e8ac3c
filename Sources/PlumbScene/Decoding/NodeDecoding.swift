import PlumbLayout

extension SceneDecoder {
  /// The kind keys, in the order the format lists them.
  static let kindKeys = ["view", "label", "image", "stack", "guide"] + Layout.Control.kindNames
  /// Keys every view kind (not `guide`) accepts.
  static let commonKeys = [
    "subviews", "constraints", "hidden", "alpha", "background", "border", "cornerRadius", "maskedCorners", "clipsToBounds",
    "margins", "semanticContentAttribute", "hugging", "compression", "intrinsic", "tintColor", "overlapIntended", "blurEffect",
    "shadow", "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityTraits", "isAccessibilityElement",
    "accessibilityElementsHidden",
  ]
  /// The keys of each kind besides its kind key.
  static let keysOfKind: [String: [String]] = controlKeys.merging(barKeys) { control, _ in control }.merging(pickerKeys) { control, _ in control }.mapValues { commonKeys + $0 }.merging([
    "view": commonKeys,
    "label": commonKeys + [
      "text", "font", "textColor", "textAlignment", "numberOfLines", "lineBreakMode", "adjustsFontSizeToFitWidth",
      "minimumScaleFactor", "allowsDefaultTighteningForTruncation", "truncationIntended", "paragraphStyle",
      "preferredMaxLayoutWidth", "widthBeforeLayout", "shadowColor", "shadowOffset",
    ],
    "image": commonKeys + ["src", "systemName", "preferredSymbolConfiguration", "contentMode", "renderingMode"],
    "stack": commonKeys + [
      "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement",
      "arranged",
    ],
    "guide": ["constraints"],
  ]) { control, _ in control }

  /// One node of the tree and, recursively, its subviews and arranged views.
  /// - Parameters:
  ///   - parent: the id of the superview.
  ///   - arranged: whether the node is an arranged view of a stack (it may then have `spacingAfter`).
  func decodeNode(_ field: Field, parent: String, arranged: Bool) throws -> Layout.Node {
    guard let members = field.value.object else {
      throw field.error(.wrongType(expected: "a view object", found: field.value.typeName))
    }
    viewCount += 1
    guard viewCount <= SceneLimits.maxViews else { throw field.error(.tooManyViews(limit: SceneLimits.maxViews)) }
    var kindMembers = members.filter { Self.kindKeys.contains($0.key) }
    // A kind's name that another kind present takes as a property is that property: a button's `image`.
    if kindMembers.count > 1 {
      let present = kindMembers.map(\.key)
      kindMembers.removeAll { member in
        present.contains { $0 != member.key && Self.keysOfKind[$0]?.contains(member.key) == true }
      }
    }
    guard let kindMember = kindMembers.first else { throw field.error(.missingViewKind) }
    if kindMembers.count > 1 {
      let second = kindMembers[1]
      throw SceneError(
        .multipleViewKinds(kindMember.key, second.key),
        at: Layout.SourceLocation(file: file, path: field.path.key(second.key), line: second.keyLine, column: second.keyColumn))
    }
    let kindName = kindMember.key
    var allowed = [kindName] + Self.keysOfKind[kindName]!
    if arranged { allowed.append("spacingAfter") }
    let object = try ObjectReader(field.value, path: field.path, file: file, allowed: allowed) { key in
      Self.unknownNodeKey(key, kind: kindName, allowed: allowed)
    }
    let id = try register(object.required(kindName), parent: parent, isGuide: kindName == "guide")

    var node = Layout.Node(id: id, source: field.location)
    switch kindName {
    case "label": node.kind = .label(try decodeLabel(object))
    case "image": node.kind = .image(try decodeImage(object))
    case "stack":
      var stack = try decodeStack(object)
      if let list = object["arranged"] {
        stack.arranged = try list.list().map { try decodeNode($0, parent: id, arranged: true) }
      }
      node.kind = .stack(stack)
    case "guide": node.kind = .guide
    case "view": node.kind = .view
    default:
      let control = try decodeControl(kindName, object)
      node.kind = .control(control)
      node.hugging = control.defaultHugging
    }
    try decodeCommon(object, into: &node)
    if let value = object["spacingAfter"] {
      node.spacingAfter = try value.number(
        in: -SceneLimits.maxPoints...SceneLimits.maxPoints, expected: "a spacing from -100000 to 100000 points")
    }
    if let list = object["subviews"] {
      node.subviews = try list.list().map { try decodeNode($0, parent: id, arranged: false) }
    }
    if let list = object["constraints"] {
      for item in try list.list() { pending.append(PendingConstraint(field: item, owner: id)) }
    }
    return node
  }

  /// The error for a key a node of `kind` does not have: another kind's key, `spacingAfter` outside a
  /// stack, or an unknown key with a suggestion.
  static func unknownNodeKey(_ key: String, kind: String, allowed: [String]) -> SceneError.Kind {
    if key == "spacingAfter" { return .spacingAfterOutsideStack }
    if let suggestion = Suggestion.closest(to: key, in: allowed) { return .unknownKey(key, suggestion: suggestion) }
    var owners = kindKeys.filter { keysOfKind[$0]!.contains(key) }
    // A key every control has (a common key) is said once for all of them.
    if Layout.Control.kindNames.allSatisfy(owners.contains) {
      owners = owners.filter { !Layout.Control.kindNames.contains($0) } + ["every control"]
    }
    if !owners.isEmpty { return .keyNotForKind(key, kind: kind, owners: owners) }
    return .unknownKey(key, suggestion: nil)
  }

  /// Checks an id (an identifier, not reserved, not used before) and records it.
  private func register(_ field: Field, parent: String, isGuide: Bool) throws -> String {
    let id = try field.string()
    guard Self.isIdentifier(id) else { throw field.error(.invalidId(id)) }
    guard !["root", "safeArea", "self", "superview"].contains(id) else { throw field.error(.reservedId(id)) }
    if let first = ids[id] { throw field.error(.duplicateId(id, firstLine: first.line)) }
    ids[id] = IdInfo(line: field.value.line, parent: parent, isGuide: isGuide)
    idOrder.append(id)
    return id
  }

  /// `maskedCorners`: a list of `CACornerMask` names (`["layerMinXMinYCorner", "layerMaxXMinYCorner"]`),
  /// each at most once; `[]` rounds no corner.
  private func cornerMask(_ value: Field) throws -> Layout.CornerMask {
    var mask: Layout.CornerMask = []
    for field in try value.list() {
      let name = try field.string()
      guard let corner = Layout.CornerMask(name: name) else {
        throw field.error(.unknownName(what: "corner", name: name, choices: Layout.CornerMask.named.map(\.name)))
      }
      guard !mask.contains(corner) else { throw field.error(.duplicateValue(name)) }
      mask.insert(corner)
    }
    return mask
  }

  /// The keys every view kind shares (a guide has none of them but `constraints`).
  private func decodeCommon(_ object: ObjectReader, into node: inout Layout.Node) throws {
    if let value = object["hidden"] { node.appearance.hidden = try value.bool() }
    if let value = object["alpha"] { node.appearance.alpha = try value.number(in: 0...1, expected: "a number from 0 to 1") }
    if let value = object["background"] { node.appearance.background = try value.color() }
    if let value = object["tintColor"] { node.appearance.tintColor = try value.color() }
    if let value = object["border"] {
      let border = try value.object(allowed: ["width", "color"])
      node.appearance.border = Layout.Border(
        width: try border.required("width").length(), color: try border["color"]?.color() ?? .black)
    }
    if let value = object["cornerRadius"] { node.appearance.cornerRadius = try value.length() }
    if let value = object["maskedCorners"] { node.appearance.maskedCorners = try cornerMask(value) }
    if let value = object["clipsToBounds"] { node.appearance.clipsToBounds = try value.bool() }
    if let value = object["blurEffect"] { node.appearance.blurEffect = try value.name(Layout.BlurStyle.self, what: "blur effect style") }
    if let value = object["shadow"] { node.appearance.shadow = try layerShadow(value) }
    if let value = object["overlapIntended"] { node.overlapIntended = try value.bool() }
    try decodeAccessibility(object, into: &node.accessibility)
    if let value = object["margins"] { node.margins = try insets(value, defaults: .standard) }
    if let value = object["semanticContentAttribute"] {
      node.semanticContentAttribute = try value.name(Layout.SemanticContentAttribute.self, what: "semantic content attribute")
    }
    if let value = object["hugging"] { node.hugging = try axisPriorities(value, defaults: node.hugging) }
    if let value = object["compression"] { node.compression = try axisPriorities(value, defaults: node.compression) }
    if let value = object["intrinsic"] {
      let size = try value.object(allowed: ["width", "height"])
      node.intrinsic = Layout.IntrinsicSize(width: try size["width"]?.length(), height: try size["height"]?.length())
    }
  }

  /// `{ color, opacity, offset: { width, height }, radius }`, UIKit's `CALayer` defaults where omitted
  /// (black, opacity 0, offset (0, −3), radius 3) — so a shadow names at least its `opacity`.
  private func layerShadow(_ field: Field) throws -> Layout.LayerShadow {
    let object = try field.object(allowed: ["color", "opacity", "offset", "radius"])
    var shadow = Layout.LayerShadow()
    if let value = object["color"] { shadow.color = try value.color() }
    if let value = object["opacity"] { shadow.opacity = try value.number(in: 0...1, expected: "a number from 0 to 1") }
    if let value = object["radius"] { shadow.radius = try value.length() }
    if let value = object["offset"] { shadow.offset = try offset(value) }
    return shadow
  }

  /// `{ width, height }`, a shadow's offset in points (each within ±`SceneLimits.maxPoints`, 0 when left out).
  func offset(_ field: Field) throws -> Size {
    let offset = try field.object(allowed: ["width", "height"])
    let limit = SceneLimits.maxPoints, words = "a number from -\(formatPoints(limit)) to \(formatPoints(limit)) points"
    return Size(width: try offset["width"]?.number(in: -limit...limit, expected: words) ?? 0,
                height: try offset["height"]?.number(in: -limit...limit, expected: words) ?? 0)
  }

  /// `{ h, v }` priorities; a missing axis keeps its default.
  private func axisPriorities(_ field: Field, defaults: Layout.AxisPriorities) throws -> Layout.AxisPriorities {
    let object = try field.object(allowed: ["h", "v"])
    var result = defaults
    if let value = object["h"] { result.horizontal = try value.priority() }
    if let value = object["v"] { result.vertical = try value.priority() }
    return result
  }
}
