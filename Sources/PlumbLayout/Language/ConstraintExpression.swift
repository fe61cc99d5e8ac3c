/// An item name as written in a constraint string, with its offset there (for error columns).
package struct NamedAnchor: Hashable, Sendable {
  package var item: String
  package var offset: Int
  package var attribute: Layout.Attribute

  package init(item: String, offset: Int, attribute: Layout.Attribute) {
    self.item = item; self.offset = offset; self.attribute = attribute
  }
}

/// A constraint expression in Apple's notation, parsed but not yet checked against the scene's ids.
///
/// ```
/// item.attribute (==|<=|>=) [multiplier *] item.attribute [* multiplier] [+|- constant] [@ priority]
/// item.attribute (==|<=|>=) constant [@ priority]
/// ```
///
/// ```swift
/// let e = try ConstraintExpression.parse("orange.width == 2 * purple.width @ high")
/// e.multiplier   // 2
/// e.priority     // 750
/// ```
package struct ConstraintExpression: Hashable, Sendable {
  package var first: NamedAnchor
  package var relation: Layout.Relation
  package var second: NamedAnchor?
  package var multiplier: Double = 1
  package var constant: Double = 0
  /// The priority after `@`, or `nil` when the text gives none.
  package var priority: Double?

  package init(
    first: NamedAnchor, relation: Layout.Relation, second: NamedAnchor?, multiplier: Double = 1, constant: Double = 0,
    priority: Double? = nil
  ) {
    self.first = first; self.relation = relation; self.second = second
    self.multiplier = multiplier; self.constant = constant; self.priority = priority
  }

  /// Parses one expression.
  /// - Throws: `ConstraintTextError` with the offset of the problem in `text`.
  package static func parse(_ text: String) throws -> ConstraintExpression {
    var scanner = TextScanner(text)
    scanner.skipSpaces()
    let first = try anchor(&scanner)
    scanner.skipSpaces()
    let relation = try parseRelation(&scanner)
    scanner.skipSpaces()
    var result = ConstraintExpression(first: first, relation: relation, second: nil)
    if let (leading, isRatio) = try signedNumber(&scanner) {
      scanner.skipSpaces()
      if scanner.consume("*") {
        result.multiplier = leading
        scanner.skipSpaces()
        result.second = try anchor(&scanner)
      } else if isRatio {
        throw scanner.expected("'*' after the ratio")
      } else {
        result.constant = leading  // `item.attr == constant`
      }
    } else if scanner.current.map(TextScanner.isIdentifierStart) == true {
      result.second = try anchor(&scanner)
    } else {
      throw scanner.expected("an item's attribute or a constant")
    }
    scanner.skipSpaces()
    if result.second != nil {
      if scanner.consume("*") {
        scanner.skipSpaces()
        guard let (multiplier, _) = try signedNumber(&scanner) else { throw scanner.expected("a multiplier") }
        result.multiplier *= multiplier
        scanner.skipSpaces()
      }
      if let sign = scanner.current, sign == "+" || sign == "-" {
        scanner.offset += 1
        scanner.skipSpaces()
        guard let constant = scanner.unsignedNumber() else { throw scanner.expected("a constant") }
        result.constant = sign == "-" ? -constant : constant
        scanner.skipSpaces()
      }
    }
    if scanner.consume("@") {
      scanner.skipSpaces()
      result.priority = try priority(&scanner)
      scanner.skipSpaces()
    }
    if !scanner.isAtEnd {
      throw scanner.expected(result.priority == nil ? "'+', '-', '@' or the end of the constraint" : "the end of the constraint")
    }
    return result
  }

  /// `item.attribute`, with the attribute checked against NSLayoutConstraint's names.
  package static func anchor(_ scanner: inout TextScanner) throws -> NamedAnchor {
    let start = scanner.offset
    guard let item = scanner.identifier() else { throw scanner.expected("an item such as 'title.leading'") }
    guard scanner.consume(".") else { throw scanner.error(.missingAttribute(item), at: start) }
    let attributeStart = scanner.offset
    guard let name = scanner.identifier() else { throw scanner.expected("an attribute") }
    guard let attribute = Layout.Attribute(rawValue: name) else {
      throw scanner.error(
        .unknownName(what: "attribute", name: name, choices: Layout.Attribute.allCases.map(\.rawValue)), at: attributeStart)
    }
    return NamedAnchor(item: item, offset: start, attribute: attribute)
  }

  private static func parseRelation(_ scanner: inout TextScanner) throws -> Layout.Relation {
    for relation in Layout.Relation.allCases where scanner.consume(relation.rawValue) { return relation }
    throw scanner.expected("a relation (==, <= or >=)")
  }

  /// A number with an optional sign, or a ratio `3:4`; `nil` when no number starts here.
  private static func signedNumber(_ scanner: inout TextScanner) throws -> (value: Double, isRatio: Bool)? {
    let start = scanner.offset
    var sign = 1.0
    if scanner.current == "-" || scanner.current == "+" {
      sign = scanner.current == "-" ? -1 : 1
      scanner.offset += 1
      scanner.skipSpaces()
    }
    guard let value = scanner.unsignedNumber() else { scanner.offset = start; return nil }
    if scanner.consume(":") {
      guard let denominator = scanner.unsignedNumber() else { throw scanner.expected("the second number of a ratio such as 3:4") }
      guard denominator != 0 else {
        throw scanner.error(.invalidMultiplier(scanner.text(start..<scanner.offset)), at: start)
      }
      return (sign * value / denominator, true)
    }
    return (sign * value, false)
  }

  /// A priority after `@`: a number in (0, 1000] or a name (`required`, `high`, `low`, `fittingSize`).
  package static func priority(_ scanner: inout TextScanner) throws -> Double {
    let start = scanner.offset
    if let value = scanner.unsignedNumber() {
      guard value > 0 && value <= 1000 else { throw scanner.error(.priorityOutOfRange(value), at: start) }
      return value
    }
    if let name = scanner.identifier() {
      if let value = PriorityName.value(of: name) { return value }
      throw scanner.error(.unknownName(what: "priority", name: name, choices: PriorityName.choices), at: start)
    }
    if scanner.current == "-", scanner.peek(1).map(TextScanner.isDigit) == true {
      scanner.offset += 1
      let value = scanner.unsignedNumber() ?? 0
      throw scanner.error(.priorityOutOfRange(-value), at: start)
    }
    throw scanner.expected("a priority (a number or required, high, low, fittingSize)")
  }
}

/// UIKit's named priorities as scene files spell them.
///
/// ```swift
/// PriorityName.value(of: "high")   // 750
/// ```
package enum PriorityName {
  /// The names shown in suggestions.
  package static let choices = ["required", "high", "low", "fittingSize"]
  /// The value of a priority name; Apple's longer spellings (`defaultHigh`, `defaultLow`, `fittingSizeLevel`) work too.
  package static func value(of name: String) -> Double? {
    switch name {
    case "required": return 1000
    case "high", "defaultHigh": return 750
    case "low", "defaultLow": return 250
    case "fittingSize", "fittingSizeLevel": return 50
    default: return nil
    }
  }
}
