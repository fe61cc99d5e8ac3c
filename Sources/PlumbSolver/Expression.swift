/// A linear expression: a sum of terms plus a constant, `Σ cᵢ·xᵢ + k`.
///
/// Build it with the operators (`2 * x + y - 5`) or directly; a variable may appear in several
/// terms (they are merged when a constraint is made).
///
/// ```swift
/// let e = 2 * x + y - 5
/// let same = Expression([Term(x, 2), Term(y)], constant: -5)
/// ```
public struct Expression {
  /// The summands, in the order they were written.
  public var terms: [Term]
  /// The constant added to the terms.
  public var constant: Double

  /// Creates `Σ terms + constant`.
  ///
  /// ```swift
  /// Expression([Term(x)], constant: 8)   // x + 8
  /// ```
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1·variable`.
  ///
  /// ```swift
  /// Expression(x)   // x
  /// ```
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// The expression's value with the variables' current `value`s.
  ///
  /// ```swift
  /// solver.updateVariables()
  /// (x + 1).value   // x.value + 1
  /// ```
  public var value: Double {
    var sum = constant
    for term in terms { sum += term.coefficient * term.variable.value }
    return sum
  }

  /// The terms with repeated variables merged (first-appearance order) and zero coefficients dropped.
  ///
  /// ```swift
  /// (x + y - x).reduced.terms.count   // 1 (y)
  /// ```
  public var reduced: Expression {
    var order: [Variable] = []
    var sums: [ObjectIdentifier: Double] = [:]
    for term in terms {
      let key = ObjectIdentifier(term.variable)
      if let sum = sums[key] {
        sums[key] = sum + term.coefficient
      } else {
        sums[key] = term.coefficient
        order.append(term.variable)
      }
    }
    let merged = order.compactMap { variable -> Term? in
      let coefficient = sums[ObjectIdentifier(variable)] ?? 0
      return coefficient == 0 ? nil : Term(variable, coefficient)
    }
    return Expression(merged, constant: constant)
  }

  func scaled(by factor: Double) -> Expression {
    Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
  }
}

extension Expression: CustomStringConvertible {
  /// A readable form such as `2*x + y - 5`.
  ///
  /// ```swift
  /// "\(2 * x + y - 5)"   // "2*x + y - 5"
  /// ```
  public var description: String {
    var parts: [String] = []
    for (index, term) in terms.enumerated() {
      let magnitude = abs(term.coefficient)
      let body = magnitude == 1 ? term.variable.name : "\(Expression.format(magnitude))*\(term.variable.name)"
      if index == 0 {
        parts.append(term.coefficient < 0 ? "-" + body : body)
      } else {
        parts.append((term.coefficient < 0 ? "- " : "+ ") + body)
      }
    }
    if constant != 0 || parts.isEmpty {
      let text = Expression.format(abs(constant))
      if parts.isEmpty {
        parts.append(constant < 0 ? "-" + text : text)
      } else {
        parts.append((constant < 0 ? "- " : "+ ") + text)
      }
    }
    return parts.joined(separator: " ")
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
