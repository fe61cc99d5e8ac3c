/// How a constraint's expression relates to zero: `==`, `<=` or `>=`.
///
/// ```swift
/// let c = Constraint(x - 10, .greaterOrEqual)   // x - 10 >= 0
/// c.relation.symbol                               // ">="
/// ```
public enum Relation: Sendable, CaseIterable {
  /// `expression == 0`
  case equal
  /// `expression <= 0`
  case lessOrEqual
  /// `expression >= 0`
  case greaterOrEqual

  /// The operator as written: `==`, `<=` or `>=`.
  ///
  /// ```swift
  /// Relation.lessOrEqual.symbol   // "<="
  /// ```
  public var symbol: String {
    switch self {
    case .equal: return "=="
    case .lessOrEqual: return "<="
    case .greaterOrEqual: return ">="
    }
  }

  /// The relation for an operator string, or `nil`.
  ///
  /// ```swift
  /// Relation(symbol: ">=")   // .greaterOrEqual
  /// ```
  public init?(symbol: String) {
    guard let relation = Relation.allCases.first(where: { $0.symbol == symbol }) else { return nil }
    self = relation
  }
}
