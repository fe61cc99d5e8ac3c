/// Apple's Visual Format Language for Swift front ends (PlumbUIKit's
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`): the same parser the scene
/// format uses, with view names left as the format spells them and the superview as `"|"`.
///
/// ```swift
/// let parts = try VisualFormatParser.parse("H:|-[title]-(>=8)-[detail]-|", metrics: [:], options: ["alignAllCenterY"])
/// parts[0].first.item    // "title"
/// parts[0].second?.item  // "|"  (the superview of the placed views)
/// ```
public enum VisualFormatParser {
  /// The name that stands for the superview (`|`) in the parsed constraints.
  public static let superviewName = VisualFormat.superviewName

  /// One constraint of a format: `first relation multiplier × second + constant @ priority`.
  public struct Part: Sendable, Hashable {
    public var first: Layout.AnchorRef
    public var relation: Layout.Relation
    public var second: Layout.AnchorRef?
    public var multiplier: Double
    public var constant: Double
    /// The priority the format gives, or `nil` (required).
    public var priority: Double?
  }

  /// A format that cannot be parsed: the message and the scalar offset of the problem.
  ///
  /// ```swift
  /// do { _ = try VisualFormatParser.parse("H:[a", metrics: [:], options: []) }
  /// catch let error as VisualFormatParser.Failure { print(error.offset, error.message) }
  /// ```
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var offset: Int
    public init(message: String, offset: Int) { self.message = message; self.offset = offset }
    public var description: String { "\(message) (at offset \(offset))" }
  }

  /// The option names `parse` accepts (`NSLayoutConstraint.FormatOptions` cases by name).
  public static var optionNames: [String] { VisualFormat.Option.allCases.map(\.rawValue) }

  /// Parses `format` with named `metrics` and options named as `optionNames` spells them.
  /// - Throws: `Failure` naming the problem and where it is.
  public static func parse(_ format: String, metrics: [String: Double], options: [String]) throws -> [Part] {
    var parsedOptions: [VisualFormat.Option] = []
    for name in options {
      guard let option = VisualFormat.Option(rawValue: name) else {
        throw Failure(message: "unknown format option '\(name)'", offset: 0)
      }
      parsedOptions.append(option)
    }
    let parsed: VisualFormat
    do {
      parsed = try VisualFormat.parse(format, metrics: metrics, options: parsedOptions)
    } catch let error as ConstraintTextError {
      throw Failure(message: error.kind.message, offset: error.offset)
    }
    return parsed.expressions.map { expression in
      Part(
        first: Layout.AnchorRef(item: expression.first.item, attribute: expression.first.attribute),
        relation: expression.relation,
        second: expression.second.map { Layout.AnchorRef(item: $0.item, attribute: $0.attribute) },
        multiplier: expression.multiplier, constant: expression.constant, priority: expression.priority)
    }
  }
}
