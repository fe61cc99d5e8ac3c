import Foundation
import PlumbLayout

extension SceneDecoder {
  static let constraintObjectKeys = ["constraint", "identifier", "priority", "when", "options"]

  /// Turns one entry of a `constraints` list (a string, or `{ constraint, identifier, priority, when }`)
  /// into constraints with every name resolved to an id and NSLayoutConstraint's rules checked.
  /// A visual format string gives several constraints; an expression gives one.
  func resolveConstraint(_ entry: PendingConstraint) throws -> [Layout.ConstraintSpec] {
    let field = entry.field
    var textField = field
    var identifier: String?
    var objectPriority: (value: Double, field: Field)?
    var condition: Layout.Condition?
    var options: [VisualFormat.Option] = []
    var optionsField: Field?
    if field.value.object != nil {
      let object = try field.object(allowed: Self.constraintObjectKeys)
      textField = try object.required("constraint")
      identifier = try object["identifier"]?.string()
      if let value = object["priority"] { objectPriority = (try value.priority(), value) }
      if let value = object["when"] { condition = try self.condition(value) }
      if let value = object["options"] {
        optionsField = value
        let items = value.value.string != nil ? [value] : try value.list()
        options = try items.map { try $0.name(VisualFormat.Option.self, what: "visual format option") }
      }
    } else if field.value.string == nil {
      throw field.error(.wrongType(expected: "a constraint string or object", found: field.value.typeName))
    }
    let text = try textField.string()
    var base = Layout.ConstraintSpec(
      first: Layout.AnchorRef(item: "root", attribute: .left), identifier: identifier, condition: condition, text: text,
      source: field.location)

    if VisualFormat.isVisualFormat(text) {
      if let objectPriority { throw objectPriority.field.error(.priorityWithVisualFormat) }
      let format = try inString(textField, visualFormat: text) { try VisualFormat.parse(text, metrics: self.metrics, options: options) }
      // Mistakes found after parsing (an unknown view, a constant out of range) also show the format
      // with a caret under the place, as syntax errors do.
      return try withCaret(format: text, in: textField) {
        let superview = try commonSuperview(of: format, owner: entry.owner, in: textField)
        return try format.expressions.map { expression in
          try spec(from: expression, base: base, owner: entry.owner, superview: superview, format: format, in: textField)
        }
      }
    }
    if let optionsField { throw optionsField.error(.optionsWithoutVisualFormat) }
    let expression = try inString(textField) { try ConstraintExpression.parse(text) }
    if let objectPriority {
      if expression.priority != nil { throw objectPriority.field.error(.priorityGivenTwice) }
      base.priority = objectPriority.value
    }
    return [try spec(from: expression, base: base, owner: entry.owner, superview: nil, format: nil, in: textField)]
  }

  /// Runs a string parser, placing its errors at the column of the offending character.
  /// A visual format's errors also show the format with a caret under the offending character.
  private func inString<T>(_ field: Field, visualFormat: String? = nil, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as ConstraintTextError {
      var kind = SceneError.Kind(error.kind)
      if let visualFormat, !Self.isFormatWide(kind) {
        kind = .visualFormatSyntax(kind, format: visualFormat, offset: error.offset)
      }
      throw SceneError(kind, at: field.location(atOffset: error.offset))
    }
  }

  /// Rethrows a scene error placed inside the visual format `format` (its column lies within the
  /// string) as a `visualFormatSyntax` error with a caret under that column.
  private func withCaret<T>(format: String, in field: Field, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as SceneError {
      if case .visualFormatSyntax = error.kind { throw error }
      if Self.isFormatWide(error.kind) { throw error }
      let start = field.location(atOffset: 0)
      guard error.location.line == start.line, error.location.path == start.path,
            let column = error.location.column, let first = start.column else { throw error }
      let offset = column - first
      guard offset >= 0, offset <= format.unicodeScalars.count else { throw error }
      throw SceneError(.visualFormatSyntax(error.kind, format: format, offset: offset), at: error.location)
    }
  }

  /// Errors about the format as a whole (an alignment option along its own axis) have no column to point at.
  private static func isFormatWide(_ kind: SceneError.Kind) -> Bool {
    if case .visualFormatAlignmentAlongAxis = kind { return true }
    return false
  }

  private func spec(
    from expression: ConstraintExpression, base: Layout.ConstraintSpec, owner: String?, superview: String?,
    format: VisualFormat?, in field: Field
  ) throws -> Layout.ConstraintSpec {
    func resolve(_ anchor: NamedAnchor) throws -> Layout.AnchorRef {
      if anchor.item == VisualFormat.superviewName, let superview {
        return Layout.AnchorRef(item: superview, attribute: anchor.attribute)
      }
      let orMetric = format?.predicateViewOffsets.contains(anchor.offset) ?? false
      let id = try resolveItem(anchor.item, offset: anchor.offset, owner: owner, orMetric: orMetric, in: field)
      return Layout.AnchorRef(item: id, attribute: anchor.attribute)
    }
    var spec = base
    spec.first = try resolve(expression.first)
    spec.second = try expression.second.map(resolve)
    spec.relation = expression.relation
    spec.multiplier = expression.multiplier
    spec.constant = expression.constant
    if let priority = expression.priority { spec.priority = priority }
    let place = field.location(atOffset: expression.first.offset)
    guard abs(spec.constant) <= SceneLimits.maxPoints else {
      throw SceneError(.outOfRange(spec.constant, expected: "a constant from -100000 to 100000 points"), at: place)
    }
    guard abs(spec.multiplier) <= 10_000 else {
      throw SceneError(.outOfRange(spec.multiplier, expected: "a multiplier from -10000 to 10000"), at: place)
    }
    let guides = Set(ids.filter { $0.value.isGuide }.keys)
    if let rule = ConstraintRule.check(first: spec.first, second: spec.second, multiplier: spec.multiplier, guides: guides) {
      throw SceneError(
        .invalidConstraint(rule, first: spec.first.description, second: spec.second?.description), at: place)
    }
    return spec
  }

  /// An item name of a constraint: `self`, `superview`, `root`, `safeArea` or a view id.
  private func resolveItem(_ name: String, offset: Int, owner: String?, orMetric: Bool, in field: Field) throws -> String {
    let place = field.location(atOffset: offset)
    switch name {
    case "self":
      guard let owner else { throw SceneError(.selfOutsideView(name), at: place) }
      return owner
    case "superview":
      guard let owner, let parent = ids[owner]?.parent else { throw SceneError(.selfOutsideView(name), at: place) }
      return parent
    default:
      if ids[name] != nil { return name }
      var candidates = ["root", "safeArea"] + idOrder
      if owner != nil { candidates += ["self", "superview"] }
      if orMetric {
        candidates += metrics.keys.sorted()
        throw SceneError(.unknownViewOrMetric(name, suggestion: Suggestion.closest(to: name, in: candidates)), at: place)
      }
      throw SceneError(.unknownView(name, suggestion: Suggestion.closest(to: name, in: candidates)), at: place)
    }
  }

  /// The superview `|` stands for: the one superview all views placed by the format share.
  private func commonSuperview(of format: VisualFormat, owner: String?, in field: Field) throws -> String? {
    var common: (parent: String, id: String)?
    for placed in format.placedViews {
      let id = try resolveItem(placed.name, offset: placed.offset, owner: owner, orMetric: false, in: field)
      guard let parent = ids[id]?.parent else {
        throw SceneError(.visualFormatWithoutSuperview(id), at: field.location(atOffset: placed.offset))
      }
      if let common, common.parent != parent {
        throw SceneError(.visualFormatNotSiblings(common.id, id), at: field.location(atOffset: placed.offset))
      }
      if common == nil { common = (parent, id) }
    }
    return common?.parent
  }

  // MARK: Conditions

  /// The names a `when` accepts besides type sizes and ranges.
  static let conditionWords = ["compact", "regular", "ltr", "rtl"]

  /// `when`: a size class, a direction, a type size or range, or a list of them that must all hold.
  func condition(_ field: Field) throws -> Layout.Condition {
    if field.value.array != nil {
      let items = try field.list()
      guard !items.isEmpty else { throw field.error(.emptyList) }
      let conditions = try items.map { try condition($0) }
      return conditions.count == 1 ? conditions[0] : .all(conditions)
    }
    guard let text = field.value.string else {
      throw field.error(.wrongType(expected: "a condition string or a list of them", found: field.value.typeName))
    }
    return try Self.parseCondition(text, field: field)
  }

  /// `compact`, `regular`, `ltr`, `rtl`, `AX3`, `large...AX2`, `>= AX1`, `> large`, `<= xLarge`, `< AX1`.
  static func parseCondition(_ text: String, field: Field) throws -> Layout.Condition {
    let trimmed = text.trimmingSpaces
    if let sizeClass = Layout.SizeClass(rawValue: trimmed) { return .sizeClass(sizeClass) }
    if let direction = LayoutDirection(rawValue: trimmed) { return .direction(direction) }
    let types = ContentSizeCategory.allCases
    func type(_ name: Substring) throws -> ContentSizeCategory {
      let name = String(name).trimmingSpaces
      guard let type = ContentSizeCategory(rawValue: name) else {
        throw field.error(.unknownName(what: "type size", name: name, choices: types.map(\.rawValue)))
      }
      return type
    }
    func range(_ lower: Int, _ upper: Int) throws -> Layout.Condition {
      guard lower <= upper, lower >= 0, upper < types.count else { throw field.error(.emptyTypeRange(text)) }
      return .typeSizes(types[lower]...types[upper])
    }
    if let dots = trimmed.range(of: "...") {
      return try range(try type(trimmed[..<dots.lowerBound]).index, try type(trimmed[dots.upperBound...]).index)
    }
    for (prefix, bounds) in [(">=", (0, 11)), ("<=", (0, 0)), (">", (1, 11)), ("<", (-1, 0))] where trimmed.hasPrefix(prefix) {
      let index = try type(trimmed.dropFirst(prefix.count)).index
      switch prefix {
      case ">=": return try range(index, bounds.1)
      case ">": return try range(index + bounds.0, bounds.1)
      case "<=": return try range(0, index)
      default: return try range(0, index + bounds.0)
      }
    }
    if let type = ContentSizeCategory(rawValue: trimmed) { return .typeSizes(type...type) }
    throw field.error(.unknownName(what: "condition", name: trimmed, choices: conditionWords + types.map(\.rawValue)))
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
  }
}
