/// Apple's Visual Format Language, parsed into constraint expressions.
///
/// Grammar (Apple's, with whitespace allowed between tokens):
/// ```
/// format     := ('H:' | 'V:')? ('|' connection)? view (connection view)* (connection '|')?
/// view       := '[' name ('(' predicate (',' predicate)* ')')? ']'
/// connection := '' | '-' | '-' (number | metric | '(' predicate (',' predicate)* ')') '-'
/// predicate  := ('==' | '<=' | '>=')? (number | metric | view) ('@' (number | metric | priority name))?
/// ```
/// `H:` places views leading to trailing, `V:` top to bottom. A bare `-` is the standard space:
/// 8 points between views, 20 to the superview edge. The superview `|` is filled in later with the
/// common superview of the placed views.
///
/// ```swift
/// let vfl = try VisualFormat.parse("H:|-[find]-[findField(>=20@500)]-|", metrics: [:])
/// vfl.expressions.count   // 4
/// ```
package struct VisualFormat: Sendable {
  /// The name standing for the superview in the expressions until it is resolved.
  package static let superviewName = "|"
  /// The standard space between sibling views.
  package static let siblingSpace = 8.0
  /// The standard space between a view and its superview's edge.
  package static let superviewSpace = 20.0

  /// The constraints, in Apple's order: each view's connection to what precedes it, then its own size
  /// predicates, and finally the connection to a trailing `|`.
  package var expressions: [ConstraintExpression] = []
  /// The views the format places (`[name]`), with their offsets, in order.
  package var placedViews: [(name: String, offset: Int)] = []
  /// Offsets of names inside a view's predicates (`[a(==b)]`) that are neither numbers nor metrics.
  package var predicateViewOffsets: Set<Int> = []

  /// Whether a constraint string is a visual format (it starts with `H:`, `V:`, `|` or `[`).
  package static func isVisualFormat(_ text: String) -> Bool {
    let trimmed = text.drop(while: { $0 == " " })
    return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[")
  }

  /// Apple's `NSLayoutConstraint.FormatOptions` by name: alignments add `previous.attribute == next.attribute`
  /// for each consecutive pair of placed views; directions choose what `H:` edges mean.
  package enum Option: String, CaseIterable, Sendable {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    case alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft

    /// The attribute an alignment option aligns, `nil` for direction options.
    package var attribute: Layout.Attribute? {
      switch self {
      case .alignAllLeft: return .left
      case .alignAllRight: return .right
      case .alignAllTop: return .top
      case .alignAllBottom: return .bottom
      case .alignAllLeading: return .leading
      case .alignAllTrailing: return .trailing
      case .alignAllCenterX: return .centerX
      case .alignAllCenterY: return .centerY
      case .alignAllLastBaseline: return .lastBaseline
      case .alignAllFirstBaseline: return .firstBaseline
      default: return nil
      }
    }
  }

  /// Parses a format string.
  /// - Parameters:
  ///   - text: the format, such as `"V:|-[title]-8-[detail]"`.
  ///   - metrics: named numbers usable as constants and priorities.
  ///   - options: alignment and direction options, in any order.
  /// - Throws: `ConstraintTextError` with the offset of the problem; `.alignmentAlongAxis` at offset 0.
  package static func parse(_ text: String, metrics: [String: Double], options: [Option] = []) throws -> VisualFormat {
    var parser = Parser(scanner: TextScanner(text), metrics: metrics)
    var format = try parser.parse()
    let vertical = parser.vertical
    if !vertical, options.contains(.directionLeftToRight) || options.contains(.directionRightToLeft) {
      format.applyDirection(rightToLeft: options.contains(.directionRightToLeft))
    }
    let alignments = Option.allCases.filter { options.contains($0) }.compactMap(\.attribute)
    for attribute in alignments {
      guard (attribute.axis == .horizontal) == vertical else {
        throw ConstraintTextError(kind: .visualFormatAlignmentAlongAxis(attribute.rawValue, vertical: vertical), offset: 0)
      }
      for (previous, next) in zip(format.placedViews, format.placedViews.dropFirst()) {
        format.expressions.append(
          ConstraintExpression(
            first: NamedAnchor(item: previous.name, offset: previous.offset, attribute: attribute), relation: .equal,
            second: NamedAnchor(item: next.name, offset: next.offset, attribute: attribute)))
      }
    }
    return format
  }

  /// Rewrites the `H:` edge constraints for an absolute direction: left to right uses left/right; right to
  /// left also swaps the items, as Apple writes them (`s.right == find.right + 20`).
  private mutating func applyDirection(rightToLeft: Bool) {
    func absolute(_ attribute: Layout.Attribute) -> Layout.Attribute {
      switch attribute {
      case .leading: return rightToLeft ? .right : .left
      case .trailing: return rightToLeft ? .left : .right
      default: return attribute
      }
    }
    expressions = expressions.map { expression in
      guard var second = expression.second, expression.first.attribute != .width else { return expression }
      var copy = expression
      var first = expression.first
      first.attribute = absolute(first.attribute)
      second.attribute = absolute(second.attribute)
      (copy.first, copy.second) = rightToLeft ? (second, first) : (first, second)
      return copy
    }
  }

  /// A gap or size predicate: relation, constant or view, priority.
  private struct Predicate {
    var relation: Layout.Relation = .equal
    var constant: Double = 0
    var view: (name: String, offset: Int)?
    var priority: Double?
  }

  private struct Parser {
    var scanner: TextScanner
    let metrics: [String: Double]
    var result = VisualFormat()
    var vertical = false

    init(scanner: TextScanner, metrics: [String: Double]) {
      self.scanner = scanner; self.metrics = metrics
    }

    mutating func parse() throws -> VisualFormat {
      scanner.skipSpaces()
      if scanner.isAtEnd { throw scanner.error(.expectedToken(expected: "a visual format", found: "an empty string")) }
      if scanner.consume("V:") { vertical = true } else { _ = scanner.consume("H:") }
      skip()
      var previous: (name: String, offset: Int)?
      var pendingGap: [Predicate] = []
      var pendingIsStandard = false
      var leadingSuperOffset: Int?
      if scanner.current == "|" {
        leadingSuperOffset = scanner.offset
        scanner.offset += 1
        skip()
        (pendingGap, pendingIsStandard) = try connection(afterSuperview: true)
      }
      while true {
        skip()
        guard scanner.current == "[" else { throw scanner.expected("'[' and a view name") }
        let (view, sizes) = try parseView()
        // The connection from what precedes the view.
        for predicate in pendingGap {
          if let previous {
            add(next: view, edge: vertical ? .top : .leading, previous: previous, edge: vertical ? .bottom : .trailing, predicate)
          } else if let leadingSuperOffset {
            add(next: view, edge: vertical ? .top : .leading, previous: (VisualFormat.superviewName, leadingSuperOffset),
                edge: vertical ? .top : .leading, predicate)
          }
        }
        for predicate in sizes { addSize(of: view, predicate) }
        result.placedViews.append(view)
        previous = view
        skip()
        if scanner.isAtEnd { return result }
        (pendingGap, pendingIsStandard) = try connection(afterSuperview: false)
        skip()
        if scanner.current == "|" {
          let superOffset = scanner.offset
          // The gap before a trailing `|` is to the superview: the standard space is 20, not 8.
          if pendingIsStandard { pendingGap = [Predicate(constant: VisualFormat.superviewSpace)] }
          scanner.offset += 1
          for predicate in pendingGap {
            add(next: (VisualFormat.superviewName, superOffset), edge: vertical ? .bottom : .trailing,
                previous: view, edge: vertical ? .bottom : .trailing, predicate)
          }
          skip()
          if !scanner.isAtEnd { throw scanner.expected("the end of the format after '|'") }
          return result
        }
        if scanner.isAtEnd {
          throw scanner.error(.expectedToken(expected: "a view or '|' after the connection", found: "the end of the format"))
        }
      }
    }

    mutating func skip() { scanner.skipSpaces() }

    /// `''` (flush: one 0 gap), `-` (standard) or `-predicates-`. Returns the gap predicates, and
    /// whether the gap is the standard one (whose value depends on what follows).
    mutating func connection(afterSuperview: Bool) throws -> ([Predicate], Bool) {
      let standard = afterSuperview ? VisualFormat.superviewSpace : VisualFormat.siblingSpace
      guard scanner.current == "-" else {
        if scanner.current == "[" || scanner.current == "|" { return ([Predicate(constant: 0)], false) }
        throw scanner.expected("'-', '[' or '|'")
      }
      scanner.offset += 1
      skip()
      if scanner.current == "[" || scanner.current == "|" { return ([Predicate(constant: standard)], true) }
      var predicates: [Predicate]
      if scanner.current == "(" {
        predicates = try predicateList(inView: false)
      } else if let number = scanner.unsignedNumber() {
        predicates = [Predicate(constant: number)]
      } else if case let nameStart = scanner.offset, let name = scanner.identifier() {
        guard let value = metrics[name] else { throw unknownMetric(name, at: nameStart) }
        predicates = [Predicate(constant: value)]
      } else {
        throw scanner.expected("a gap (a number, a metric or predicates in parentheses)")
      }
      skip()
      guard scanner.consume("-") else { throw scanner.expected("'-' after the gap") }
      skip()
      return (predicates, false)
    }

    mutating func parseView() throws -> ((name: String, offset: Int), [Predicate]) {
      scanner.offset += 1  // [
      skip()
      let start = scanner.offset
      guard let name = scanner.identifier() else { throw scanner.expected("a view name (a C identifier)") }
      skip()
      var sizes: [Predicate] = []
      if scanner.current == "(" { sizes = try predicateList(inView: true) }
      skip()
      guard scanner.consume("]") else { throw scanner.expected(sizes.isEmpty ? "'(' or ']'" : "']'") }
      return ((name, start), sizes)
    }

    mutating func predicateList(inView: Bool) throws -> [Predicate] {
      scanner.offset += 1  // (
      var predicates: [Predicate] = []
      while true {
        skip()
        predicates.append(try predicate(inView: inView))
        skip()
        if scanner.consume(")") { return predicates }
        guard scanner.consume(",") else { throw scanner.expected("',' or ')'") }
      }
    }

    mutating func predicate(inView: Bool) throws -> Predicate {
      var predicate = Predicate()
      for relation in Layout.Relation.allCases where scanner.consume(relation.rawValue) {
        predicate.relation = relation
        break
      }
      skip()
      let start = scanner.offset
      var sign = 1.0
      if scanner.current == "-" || scanner.current == "+" {
        sign = scanner.current == "-" ? -1 : 1
        scanner.offset += 1
      }
      if let number = scanner.unsignedNumber() {
        predicate.constant = sign * number
      } else if sign == 1, let name = scanner.identifier() {
        if let value = metrics[name] {
          predicate.constant = value
        } else if inView {
          predicate.view = (name, start)
        } else {
          throw unknownMetric(name, at: start)
        }
      } else {
        throw scanner.expected(inView ? "a number, a metric or a view" : "a number or a metric")
      }
      skip()
      if scanner.consume("@") {
        skip()
        let priorityStart = scanner.offset
        var value: Double
        if let number = scanner.unsignedNumber() {
          value = number
        } else if let name = scanner.identifier() {
          if let metric = metrics[name] {
            value = metric
          } else if let named = PriorityName.value(of: name) {
            value = named
          } else {
            throw scanner.error(
              .unknownName(what: "priority", name: name, choices: PriorityName.choices + metrics.keys.sorted()), at: priorityStart)
          }
        } else if scanner.current == "-" {
          scanner.offset += 1
          throw scanner.error(.priorityOutOfRange(-(scanner.unsignedNumber() ?? 0)), at: priorityStart)
        } else {
          throw scanner.expected("a priority")
        }
        guard value > 0 && value <= 1000 else { throw scanner.error(.priorityOutOfRange(value), at: priorityStart) }
        predicate.priority = value
      }
      return predicate
    }

    func unknownMetric(_ name: String, at offset: Int) -> ConstraintTextError {
      scanner.error(.unknownViewOrMetric(name, suggestion: Suggestion.closest(to: name, in: metrics.keys.sorted())), at: offset)
    }

    /// `next.edge REL previous.edge + gap`.
    mutating func add(
      next: (name: String, offset: Int), edge nextEdge: Layout.Attribute, previous: (name: String, offset: Int),
      edge previousEdge: Layout.Attribute, _ predicate: Predicate
    ) {
      result.expressions.append(
        ConstraintExpression(
          first: NamedAnchor(item: next.name, offset: next.offset, attribute: nextEdge), relation: predicate.relation,
          second: NamedAnchor(item: previous.name, offset: previous.offset, attribute: previousEdge),
          multiplier: 1, constant: predicate.constant, priority: predicate.priority))
    }

    /// `view.width REL constant` or `view.width REL other.width` (heights for `V:`).
    mutating func addSize(of view: (name: String, offset: Int), _ predicate: Predicate) {
      let dimension: Layout.Attribute = vertical ? .height : .width
      var expression = ConstraintExpression(
        first: NamedAnchor(item: view.name, offset: view.offset, attribute: dimension), relation: predicate.relation,
        second: nil, multiplier: 1, constant: predicate.constant, priority: predicate.priority)
      if let other = predicate.view {
        expression.second = NamedAnchor(item: other.name, offset: other.offset, attribute: dimension)
        expression.constant = 0
        result.predicateViewOffsets.insert(other.offset)
      }
      result.expressions.append(expression)
    }
  }
}
