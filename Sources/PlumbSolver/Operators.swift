// The constraint DSL: arithmetic builds `Expression`s, comparisons build required `Constraint`s.
// The algorithm never sees this syntax.

/// `2 * x`, `x * 2`, `x / 2`, `-x`, `x + y`, `x - 5`, … build `Expression`s.
///
/// ```swift
/// let e = 2 * x + y - 5
/// ```
public func * (coefficient: Double, variable: Variable) -> Expression { Expression([Term(variable, coefficient)]) }
/// `x * 2`.
///
/// ```swift
/// let e = x * 2
/// ```
public func * (variable: Variable, coefficient: Double) -> Expression { coefficient * variable }
/// `2 * (x + y)`.
///
/// ```swift
/// let e = 2 * (x + y)
/// ```
public func * (coefficient: Double, expression: Expression) -> Expression { expression.scaled(by: coefficient) }
/// `(x + y) * 2`.
///
/// ```swift
/// let e = (x + y) * 2
/// ```
public func * (expression: Expression, coefficient: Double) -> Expression { expression.scaled(by: coefficient) }
/// `x / 2`.
///
/// ```swift
/// let half = x / 2
/// ```
public func / (variable: Variable, divisor: Double) -> Expression { (1 / divisor) * variable }
/// `(x + y) / 2`.
///
/// ```swift
/// let middle = (left + right) / 2
/// ```
public func / (expression: Expression, divisor: Double) -> Expression { expression.scaled(by: 1 / divisor) }
/// `-x`.
///
/// ```swift
/// let e = -x
/// ```
public prefix func - (variable: Variable) -> Expression { -1 * variable }
/// `-(x + y)`.
///
/// ```swift
/// let e = -(x + y)
/// ```
public prefix func - (expression: Expression) -> Expression { expression.scaled(by: -1) }

/// `e + f`.
///
/// ```swift
/// let e = (x + 1) + (y + 2)
/// ```
public func + (lhs: Expression, rhs: Expression) -> Expression {
  Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// `e + x`.
///
/// ```swift
/// let e = 2 * x + y
/// ```
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// `x + e`.
///
/// ```swift
/// let e = x + 2 * y
/// ```
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// `x + y`.
///
/// ```swift
/// let e = x + y
/// ```
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
/// `e + 5`.
///
/// ```swift
/// let e = 2 * x + 5
/// ```
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
/// `5 + e`.
///
/// ```swift
/// let e = 5 + 2 * x
/// ```
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
/// `x + 5`.
///
/// ```swift
/// let e = x + 5
/// ```
public func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
/// `5 + x`.
///
/// ```swift
/// let e = 5 + x
/// ```
public func + (lhs: Double, rhs: Variable) -> Expression { rhs + lhs }

/// `e - f`.
///
/// ```swift
/// let e = (x + 1) - (y + 2)
/// ```
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs.scaled(by: -1) }
/// `e - x`.
///
/// ```swift
/// let e = 2 * x - y
/// ```
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + (-1 * rhs) }
/// `x - e`.
///
/// ```swift
/// let e = x - 2 * y
/// ```
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
/// `x - y`.
///
/// ```swift
/// let e = right - left
/// ```
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + (-1 * rhs) }
/// `e - 5`.
///
/// ```swift
/// let e = 2 * x - 5
/// ```
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + (-rhs) }
/// `5 - e`.
///
/// ```swift
/// let e = 5 - 2 * x
/// ```
public func - (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: -1) + lhs }
/// `x - 5`.
///
/// ```swift
/// let e = x - 5
/// ```
public func - (lhs: Variable, rhs: Double) -> Expression { lhs + (-rhs) }
/// `5 - x`.
///
/// ```swift
/// let e = 5 - x
/// ```
public func - (lhs: Double, rhs: Variable) -> Expression { (-1 * rhs) + lhs }

/// `lhs == rhs` as a required constraint `lhs - rhs == 0`.
///
/// ```swift
/// let c = x + 10 == y
/// ```
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `lhs <= rhs` as a required constraint `lhs - rhs <= 0`.
///
/// ```swift
/// let c = 2 * x + y - 5 <= z
/// ```
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
/// `lhs >= rhs` as a required constraint `lhs - rhs >= 0`.
///
/// ```swift
/// let c = x - y >= 8
/// ```
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }

/// `e == x`.
///
/// ```swift
/// let c = x + 10 == y
/// ```
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
/// `x == e`.
///
/// ```swift
/// let c = y == x + 10
/// ```
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
/// `x == y`.
///
/// ```swift
/// let c = a.width == b.width
/// ```
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
/// `e == 5`.
///
/// ```swift
/// let c = x + y == 100
/// ```
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
/// `5 == e`.
///
/// ```swift
/// let c = 100 == x + y
/// ```
public func == (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) == rhs }
/// `x == 5`.
///
/// ```swift
/// let c = x == 10
/// ```
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(constant: rhs) }
/// `5 == x`.
///
/// ```swift
/// let c = 10 == x
/// ```
public func == (lhs: Double, rhs: Variable) -> Constraint { Expression(constant: lhs) == Expression(rhs) }

/// `e <= x`.
///
/// ```swift
/// let c = x + w <= right
/// ```
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
/// `x <= e`.
///
/// ```swift
/// let c = x <= y - 8
/// ```
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
/// `x <= y`.
///
/// ```swift
/// let c = left <= right
/// ```
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
/// `e <= 5`.
///
/// ```swift
/// let c = x + y <= 100
/// ```
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
/// `5 <= e`.
///
/// ```swift
/// let c = 0 <= x - y
/// ```
public func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) <= rhs }
/// `x <= 5`.
///
/// ```swift
/// let c = x <= 50
/// ```
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(constant: rhs) }
/// `5 <= x`.
///
/// ```swift
/// let c = 0 <= x
/// ```
public func <= (lhs: Double, rhs: Variable) -> Constraint { Expression(constant: lhs) <= Expression(rhs) }

/// `e >= x`.
///
/// ```swift
/// let c = right - 8 >= left
/// ```
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
/// `x >= e`.
///
/// ```swift
/// let c = right >= left + width
/// ```
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
/// `x >= y`.
///
/// ```swift
/// let c = right >= left
/// ```
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
/// `e >= 5`.
///
/// ```swift
/// let c = x + y >= 10
/// ```
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }
/// `5 >= e`.
///
/// ```swift
/// let c = 100 >= x + y
/// ```
public func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) >= rhs }
/// `x >= 5`.
///
/// ```swift
/// let c = x >= 100
/// ```
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(constant: rhs) }
/// `5 >= x`.
///
/// ```swift
/// let c = 100 >= x
/// ```
public func >= (lhs: Double, rhs: Variable) -> Constraint { Expression(constant: lhs) >= Expression(rhs) }
