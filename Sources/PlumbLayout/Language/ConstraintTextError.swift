/// An error inside a constraint expression or a visual format string, at a Unicode-scalar offset of
/// that string. Front ends place it: the scene decoder turns the offset into a column of the file,
/// `VisualFormatParser` hands it to PlumbUIKit as UIKit's "Unable to parse constraint format".
///
/// ```swift
/// do { _ = try ConstraintExpression.parse("title.leading = 8") }
/// catch let error as ConstraintTextError { print(error.offset, error.kind.message) }
/// // 14 expected a relation (==, <= or >=), found '='
/// ```
package struct ConstraintTextError: Error, Hashable, Sendable {
  package var kind: Kind
  package var offset: Int

  package init(kind: Kind, offset: Int) {
    self.kind = kind; self.offset = offset
  }

  /// What is wrong; `message` is the one place its text is made (scene errors use it too).
  ///
  /// ```swift
  /// ConstraintTextError.Kind.missingAttribute("title").message   // "'title' needs an attribute, as in 'title.leading'"
  /// ```
  package enum Kind: Hashable, Sendable {
    /// The text does not follow the grammar.
    case expectedToken(expected: String, found: String)
    /// `title` without `.attribute`.
    case missingAttribute(String)
    /// A name that is not one of the allowed ones (an attribute, a priority name).
    case unknownName(what: String, name: String, choices: [String])
    /// A ratio with a zero denominator.
    case invalidMultiplier(String)
    /// A priority outside (0, 1000].
    case priorityOutOfRange(Double)
    /// A VFL name that is neither a view nor a metric.
    case unknownViewOrMetric(String, suggestion: String?)
    /// An `alignAll…` option along the format's own axis (`alignAllLeft` with `H:`).
    case visualFormatAlignmentAlongAxis(String, vertical: Bool)

    /// The human-readable text of the error, without its place.
    package var message: String {
      switch self {
      case .expectedToken(let expected, let found): return "expected \(expected), found \(found)"
      case .missingAttribute(let item): return "'\(item)' needs an attribute, as in '\(item).leading'"
      case .unknownName(let what, let name, let choices):
        if let suggestion = Suggestion.closest(to: name, in: choices) {
          return "unknown \(what) '\(name)' (did you mean '\(suggestion)'?)"
        }
        if choices.count <= 8 { return "unknown \(what) '\(name)' (expected \(Self.list(choices, conjunction: "or")))" }
        return "unknown \(what) '\(name)'"
      case .invalidMultiplier(let text): return "invalid multiplier '\(text)'"
      case .priorityOutOfRange(let value):
        return "priority \(Self.number(value)) is out of range (expected more than 0 and at most 1000)"
      case .unknownViewOrMetric(let name, let suggestion):
        return "unknown view or metric '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
      case .visualFormatAlignmentAlongAxis(let attribute, let vertical):
        return "a \(vertical ? "V:" : "H:") format cannot align views by '\(attribute)' (its own axis); "
          + "use \(vertical ? "left, right, leading, trailing or centerX" : "top, bottom, centerY or a baseline")"
      }
    }

    /// A number as error messages show it: like `formatPoints`, and exact for huge and tiny values (`1e-09`).
    ///
    /// ```swift
    /// ConstraintTextError.Kind.number(1e-9)   // "1e-09"
    /// ```
    package static func number(_ value: Double) -> String {
      abs(value) < 1e15 && (value == 0 || abs(value) >= 0.001) ? formatPoints(value) : "\(value)"
    }

    /// `a, b or c` (`conjunction` between the last two).
    package static func list(_ items: [String], conjunction: String) -> String {
      guard items.count > 1 else { return items.first ?? "" }
      return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
    }
  }
}
