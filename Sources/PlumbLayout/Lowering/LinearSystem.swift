extension Layout {
  /// A solver variable of a lowered scene: an index into `LoweredSystem.variableNames`.
  ///
  /// ```swift
  /// let x = Layout.VariableID(3)
  /// x.index   // 3
  /// ```
  public struct VariableID: Hashable, Comparable, Sendable {
    public var index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
  }

  /// `Σ coefficient × variable + constant`, with each variable at most once and terms in variable order.
  ///
  /// Solver-neutral: the lowering builds these, one adapter hands them to PlumbSolver.
  ///
  /// ```swift
  /// let right = Layout.LinearExpression(Layout.VariableID(0)) + Layout.LinearExpression(Layout.VariableID(2))
  /// let inset = right - 8   // left + width − 8
  /// ```
  public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// One `coefficient × variable`.
    public struct Term: Hashable, Sendable {
      public var variable: VariableID
      public var coefficient: Double
      public init(variable: VariableID, coefficient: Double) { self.variable = variable; self.coefficient = coefficient }
    }

    /// The terms, sorted by variable, none with a zero coefficient.
    public private(set) var terms: [Term]
    public var constant: Double

    /// A constant expression.
    public init(constant: Double = 0) { terms = []; self.constant = constant }
    /// `1 × variable`.
    public init(_ variable: VariableID) { terms = [Term(variable: variable, coefficient: 1)]; constant = 0 }
    /// Terms in any order (merged and sorted) plus a constant.
    public init(terms: [Term], constant: Double) {
      self.terms = []
      self.constant = constant
      for term in terms { add(term.coefficient, term.variable) }
    }

    /// Adds `coefficient × variable`, merging with an existing term and dropping a zero sum.
    public mutating func add(_ coefficient: Double, _ variable: VariableID) {
      guard coefficient != 0 else { return }
      var low = 0, high = terms.count
      while low < high {
        let mid = (low + high) / 2
        if terms[mid].variable < variable { low = mid + 1 } else { high = mid }
      }
      if low < terms.count, terms[low].variable == variable {
        let sum = terms[low].coefficient + coefficient
        if abs(sum) < 1e-12 { terms.remove(at: low) } else { terms[low].coefficient = sum }
      } else {
        terms.insert(Term(variable: variable, coefficient: coefficient), at: low)
      }
    }

    /// Whether the expression has no variables.
    public var isConstant: Bool { terms.isEmpty }

    /// The coefficient of `variable` (0 when absent).
    public func coefficient(of variable: VariableID) -> Double {
      terms.first { $0.variable == variable }?.coefficient ?? 0
    }

    /// The value of the expression for the given variable values.
    public func evaluate(_ value: (VariableID) -> Double) -> Double {
      terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    public static func + (lhs: Self, rhs: Self) -> Self {
      var result = lhs
      result.constant += rhs.constant
      for term in rhs.terms { result.add(term.coefficient, term.variable) }
      return result
    }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs + rhs * -1 }
    public static func + (lhs: Self, rhs: Double) -> Self { var r = lhs; r.constant += rhs; return r }
    public static func - (lhs: Self, rhs: Double) -> Self { lhs + -rhs }
    public static func * (lhs: Self, rhs: Double) -> Self {
      guard rhs != 0 else { return LinearExpression(constant: 0) }
      var result = lhs
      result.constant *= rhs
      result.terms = lhs.terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * rhs) }
      return result
    }
    public static prefix func - (value: Self) -> Self { value * -1 }

    /// `2·v3 − v5 + 8` (variables by index).
    public var description: String {
      description { "v\($0.index)" }
    }

    /// The expression with variables named by `name`.
    public func description(naming name: (VariableID) -> String) -> String {
      var text = ""
      for term in terms {
        let magnitude = abs(term.coefficient)
        let sign = term.coefficient < 0 ? "−" : "+"
        let factor = magnitude == 1 ? "" : formatPoints(magnitude) + "·"
        if text.isEmpty { text = (term.coefficient < 0 ? "−" : "") + factor + name(term.variable) }
        else { text += " \(sign) \(factor)\(name(term.variable))" }
      }
      if text.isEmpty { return formatPoints(constant) }
      if constant != 0 { text += constant < 0 ? " − \(formatPoints(-constant))" : " + \(formatPoints(constant))" }
      return text
    }
  }

  /// A constraint's strength: its priority level (lexicographic, 1000 = required) and a weight inside the level.
  ///
  /// ```swift
  /// let hug = Layout.Strength(priority: 250)
  /// hug.isRequired   // false
  /// ```
  public struct Strength: Hashable, Sendable, CustomStringConvertible {
    /// Priority in (0, 1000]; each distinct value is its own level, and 1000 is required.
    public var priority: Double
    /// The weight of this constraint's error inside its level (1 unless a tie rule says otherwise).
    public var weight: Double
    public init(priority: Double, weight: Double = 1) { self.priority = priority; self.weight = weight }
    /// Required: priority 1000 or more.
    public var isRequired: Bool { priority >= 1000 }
    public static let required = Strength(priority: 1000)
    public var description: String {
      weight == 1 ? formatPoints(priority) : "\(formatPoints(priority))×\(weight)"
    }
  }

  /// One linear constraint of a lowered scene: `expression (== | <= | >=) 0` at a strength, with its origin.
  ///
  /// ```swift
  /// // left == 16 for variable 0
  /// let c = Layout.LinearConstraint(expression: Layout.LinearExpression(Layout.VariableID(0)) - 16,
  ///                                 relation: .equal, strength: .required,
  ///                                 origin: Layout.ConstraintOrigin(text: "a.left == 16"))
  /// ```
  public struct LinearConstraint: Hashable, Sendable {
    /// `lhs − rhs` of the anchor constraint; the constraint says `expression relation 0`.
    public var expression: LinearExpression
    public var relation: Relation
    public var strength: Strength
    public var origin: ConstraintOrigin
    public init(expression: LinearExpression, relation: Relation, strength: Strength, origin: ConstraintOrigin) {
      self.expression = expression; self.relation = relation; self.strength = strength; self.origin = origin
    }

    /// How far the constraint is from holding for the given values (0 when it holds), in points.
    public func violation(_ value: (VariableID) -> Double) -> Double {
      let residual = expression.evaluate(value)
      switch relation {
      case .equal: return abs(residual)
      case .lessThanOrEqual: return max(0, residual)
      case .greaterThanOrEqual: return max(0, -residual)
      }
    }
  }

  /// Where a lowered constraint comes from: a constraint of the scene, or one Plumb generated
  /// (stack views, intrinsic sizes, the root size), with the text people read in diagnostics.
  ///
  /// ```swift
  /// let origin = Layout.ConstraintOrigin(kind: .stack, identifier: "UISV-spacing", owner: "row",
  ///                                      text: "detail.leading == title.trailing + 8")
  /// origin.description   // "UISV-spacing: detail.leading == title.trailing + 8"
  /// ```
  public struct ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
    /// What produced the constraint.
    public enum Kind: String, Hashable, Sendable {
      /// A constraint written in the scene (top level or on a view).
      case scene
      /// A constraint a stack view generates (`UISV-…`).
      case stack
      /// Content hugging or compression resistance from an intrinsic content size.
      case intrinsic
      /// The root's size (`UIView-Encapsulated-Layout-…`), the safe area, fitting.
      case root
    }
    public var kind: Kind
    /// The scene's identifier, or Apple's identifier for generated constraints (`UISV-spacing`).
    public var identifier: String?
    /// The view that owns a generated constraint (the stack, the label), or `nil`.
    public var owner: String?
    /// The constraint as people read it: `stack.leading == root.leadingMargin + 8 @750`.
    public var text: String
    /// Where a scene constraint is written; empty for generated ones.
    public var source: SourceLocation
    /// For scene constraints: the index in the scene's list of constraints (top level first, then
    /// each view's, in preorder).
    public var sceneIndex: Int?

    public init(
      kind: Kind = .scene, identifier: String? = nil, owner: String? = nil, text: String,
      source: SourceLocation = SourceLocation(), sceneIndex: Int? = nil
    ) {
      self.kind = kind; self.identifier = identifier; self.owner = owner; self.text = text
      self.source = source; self.sceneIndex = sceneIndex
    }

    /// `identifier: text`, or the text alone.
    public var description: String {
      if let identifier { return "\(identifier): \(text)" }
      return text
    }
  }
}
