import Synchronization

/// How many `updateVariables()` calls all solvers have made. A solver whose last call is still the
/// latest knows that every variable it wrote still holds what it wrote (only solvers write
/// `Variable.value`), so it may write just the variables whose values changed.
private let variableWrites = Atomic<UInt64>(0)

/// Hands out solver identities (see `Variable.owner`).
private let solverCount = Atomic<UInt64>(0)

/// An incremental Cassowary constraint solver with lexicographic priorities.
///
/// Required constraints (priority 1000) always hold; optional ones are optimised level by level
/// from the highest priority down, minimising `Σ weight × error` within a level. Edit variables
/// re-solve incrementally (dual simplex) when a new value is suggested. Results are deterministic:
/// the same calls in the same order give bit-identical values in every process.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left == 0)
/// try solver.add(width >= 10)
/// try solver.add((width == 40).with(priority: 250))
/// try solver.addEditVariable(width, strength: Strength(priority: 750))
/// try solver.suggestValue(25, for: width)
/// solver.updateVariables()
/// width.value   // 25
/// ```
public final class Solver {
  var tableau = Tableau()
  var symbols: [ObjectIdentifier: Int] = [:]
  var variables: [(variable: Variable, symbol: Int)] = []
  /// The index in `entries` of each accepted constraint that another solver owns (see
  /// `position(of:)`).
  var positions: [ObjectIdentifier: Int32] = [:]
  /// The accepted constraints with their tableau symbols, in the order added (`nil`: removed).
  var entries: [Entry?] = []
  var edits: [ObjectIdentifier: Edit] = [:]
  /// Whether a rejected required constraint gets a minimal conflict set (off inside the explainer).
  let explainsConflicts: Bool
  /// This solver's identity for `Variable.owner` and `Constraint.owner` (never 0).
  let identity: UInt64
  // Memo for evaluating definitions.
  private var memoStamp: [UInt32] = []
  private var memoValue: [Double] = []
  private var memoGeneration: UInt32 = 0
  // Values of defined symbols from the last `updateVariables()`, by symbol id.
  private var values: [Double] = []
  // The defined symbols whose values the last evaluation changed; each variable's index in
  // `variables` by symbol id (-1: not a variable); `variableWrites` right after this solver's last
  // `updateVariables()` (0: none yet) and how many variables it wrote then.
  private var changedSymbols: [Int32] = []
  var entryOfSymbol: [Int32] = []
  var writeStamp: UInt64 = 0
  private var writtenCount = 0
  /// Pivots the last `intervals(of:)` call made on its copy of the tableau (a cost measure for tests
  /// and benchmarks: a layout without ambiguity needs none).
  ///
  /// ```swift
  /// _ = try solver.intervals(of: [x]); solver.lastIntervalPivots   // 0 when x is fixed
  /// ```
  public internal(set) var lastIntervalPivots = 0

  struct Entry {
    let constraint: Constraint
    var tag: Tag
  }

  struct Edit {
    let variable: Variable
    let constraint: Constraint
    var value: Double
  }

  /// Creates an empty solver.
  ///
  /// ```swift
  /// let solver = Solver()
  /// ```
  public convenience init() { self.init(explainsConflicts: true) }

  init(explainsConflicts: Bool) {
    self.explainsConflicts = explainsConflicts
    identity = solverCount.wrappingAdd(1, ordering: .relaxed).newValue
  }

  // MARK: Constraints

  /// Adds a constraint and re-optimises.
  ///
  /// - Throws: `SolverError.duplicateConstraint` if this object was added already;
  ///   `.nonFiniteConstraint` for an infinite or NaN coefficient or constant;
  ///   `.unsatisfiable(constraint, conflicts:)` if it is required and contradicts the accepted
  ///   required constraints; it is then not added and leaves no trace.
  ///
  /// ```swift
  /// try solver.add(x >= 100)
  /// try solver.add((x == 75).with(priority: 250))
  /// ```
  public func add(_ constraint: Constraint) throws {
    guard position(of: constraint) == nil else { throw SolverError.duplicateConstraint(constraint) }
    guard constraint.expression.constant.isFinite, constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
      throw SolverError.nonFiniteConstraint(constraint)
    }
    var raw = Row(constant: constraint.expression.constant, capacity: constraint.expression.terms.count + 2)
    for term in constraint.expression.terms { raw.add(symbol(for: term.variable), term.coefficient) }
    do {
      let tag = try tableau.add(raw, constraint.relation, constraint.strength)
      setPosition(entries.count, of: constraint)
      entries.append(Entry(constraint: constraint, tag: tag))
    } catch TableauFailure.unsatisfiable {
      throw SolverError.unsatisfiable(constraint, conflicts: explainsConflicts ? explainConflict(constraint) : [])
    } catch {
      throw SolverError.internalError(Solver.message(error))
    }
  }

  /// Removes a constraint and re-optimises (the solution is as if it had never been added).
  ///
  /// Inequalities and optional constraints are removed incrementally, through their markers. A
  /// required equality has no marker (see `Tag`), so removing one rebuilds the tableau from the
  /// remaining constraints in their order, edit variables at their suggested values: as costly as
  /// adding them all again.
  ///
  /// - Throws: `SolverError.unknownConstraint` if it was not added.
  ///
  /// ```swift
  /// let pin = (x == 10).with(priority: 750)
  /// try solver.add(pin)
  /// try solver.remove(pin)
  /// ```
  public func remove(_ constraint: Constraint) throws {
    guard let position = position(of: constraint), let entry = entries[position] else {
      throw SolverError.unknownConstraint(constraint)
    }
    forgetPosition(of: constraint)
    entries[position] = nil
    do {
      if constraint.strength.isRequired && constraint.relation == .equal {
        do {
          try rebuild()
        } catch {
          // A failed rebuild leaves the old tableau, which still holds the constraint.
          entries[position] = entry
          setPosition(position, of: constraint)
          throw error
        }
      } else {
        try tableau.remove(entry.tag)
      }
    } catch {
      throw SolverError.internalError(Solver.message(error))
    }
  }

  /// Removes several constraints at once: what remains is what removing them one by one leaves. When
  /// any of them is a required equality, all are dropped and the tableau is rebuilt once from the rest
  /// (one by one, every such equality would rebuild it); otherwise each is removed incrementally.
  ///
  /// - Throws: `SolverError.unknownConstraint` for the first that was not added (nothing is removed).
  ///
  /// ```swift
  /// try solver.remove([leadingPin, widthEquality, topPin])   // one rebuild for widthEquality
  /// ```
  public func remove(_ constraints: [Constraint]) throws {
    var positions: [Int] = []
    var seen = Set<Int>()
    for constraint in constraints {
      guard let position = position(of: constraint), entries[position] != nil, seen.insert(position).inserted else {
        throw SolverError.unknownConstraint(constraint)
      }
      positions.append(position)
    }
    let rebuilds = positions.contains {
      let constraint = entries[$0]!.constraint
      return constraint.strength.isRequired && constraint.relation == .equal
    }
    guard rebuilds else {
      for constraint in constraints { try remove(constraint) }
      return
    }
    let saved = positions.map { (position: $0, entry: entries[$0]!) }
    for (position, entry) in saved {
      forgetPosition(of: entry.constraint)
      entries[position] = nil
    }
    do {
      try rebuild()
    } catch {
      // A failed rebuild leaves the old tableau, which still holds every one of them.
      for (position, entry) in saved {
        entries[position] = entry
        setPosition(position, of: entry.constraint)
      }
      throw SolverError.internalError(Solver.message(error))
    }
  }

  /// Whether the constraint object has been added (and not removed).
  ///
  /// ```swift
  /// solver.contains(pin)   // true after `try solver.add(pin)`
  /// ```
  public func contains(_ constraint: Constraint) -> Bool { position(of: constraint) != nil }

  /// The accepted constraints in the order they were added (edit constraints excluded).
  ///
  /// ```swift
  /// solver.constraints.count
  /// ```
  public var constraints: [Constraint] {
    entries.compactMap { $0?.constraint }.filter { constraint in !edits.values.contains { $0.constraint === constraint } }
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable: an optional `variable == value` constraint whose value
  /// `suggestValue` moves without rebuilding anything. It starts at the variable's current value,
  /// so adding an edit variable does not move anything.
  ///
  /// - Throws: `.duplicateEditVariable`, or `.requiredEditStrength` for a required strength.
  ///
  /// ```swift
  /// try solver.addEditVariable(rootWidth, strength: Strength(priority: 999))
  /// ```
  public func addEditVariable(_ variable: Variable, strength: Strength) throws {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw SolverError.duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw SolverError.requiredEditStrength(variable) }
    // The edit starts at the variable's current value (kiwi starts at 0): adding it moves nothing,
    // and the first suggestion only travels from where the layout already is.
    let start = existingSymbol(for: variable) == nil ? 0 : value(of: variable)
    let constraint = Constraint(variable - start, .equal, strength: strength, label: "edit \(variable.name)")
    try add(constraint)
    edits[key] = Edit(variable: variable, constraint: constraint, value: start)
  }

  /// Stops editing `variable` (its edit constraint is removed).
  ///
  /// - Throws: `.unknownEditVariable` if it is not an edit variable.
  ///
  /// ```swift
  /// try solver.removeEditVariable(rootWidth)
  /// ```
  public func removeEditVariable(_ variable: Variable) throws {
    let key = ObjectIdentifier(variable)
    guard let edit = edits[key] else { throw SolverError.unknownEditVariable(variable) }
    edits[key] = nil
    try remove(edit.constraint)
  }

  /// Whether `variable` is an edit variable.
  ///
  /// ```swift
  /// solver.hasEditVariable(rootWidth)
  /// ```
  public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

  /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
  ///
  /// - Throws: `.unknownEditVariable` if it is not an edit variable; `.nonFiniteSuggestion` for an
  ///   infinite or NaN value.
  ///
  /// ```swift
  /// try solver.suggestValue(320, for: rootWidth)
  /// solver.updateVariables()
  /// ```
  public func suggestValue(_ value: Double, for variable: Variable) throws {
    let key = ObjectIdentifier(variable)
    guard var edit = edits[key], let position = position(of: edit.constraint), let entry = entries[position] else {
      throw SolverError.unknownEditVariable(variable)
    }
    guard value.isFinite else { throw SolverError.nonFiniteSuggestion(variable, value) }
    let delta = value - edit.value
    edit.value = value
    edits[key] = edit
    do {
      try tableau.shiftEdit(entry.tag, by: delta)
    } catch {
      throw SolverError.internalError(Solver.message(error))
    }
  }

  // MARK: Values

  /// Copies the current solution into every variable's `value`.
  ///
  /// ```swift
  /// solver.updateVariables()
  /// print(width.value)
  /// ```
  public func updateVariables() {
    var values: [Double] = []
    swap(&values, &self.values)
    let listed = tableau.evaluateDefinitions(into: &values, changed: &changedSymbols)
    // Every variable still holds what this solver last wrote, unless another solver has written
    // since (or variables were added): then only the changed ones need writing. On a large layout
    // after a small edit that is a handful of objects instead of all of them.
    let current = variableWrites.load(ordering: .relaxed)
    if listed && writeStamp != 0 && current == writeStamp && writtenCount == variables.count {
      variables.withUnsafeBufferPointer { variables in
        values.withUnsafeBufferPointer { values in
          for symbol in changedSymbols {
            let entry = Int(entryOfSymbol[Int(symbol)])
            if entry >= 0 { variables[entry].variable.value = values[Int(symbol)] }
          }
        }
      }
    } else {
      variables.withUnsafeBufferPointer { variables in
        values.withUnsafeBufferPointer { values in
          for entry in variables { entry.variable.value = values[entry.symbol] }
        }
      }
      writtenCount = variables.count
    }
    writeStamp = variableWrites.wrappingAdd(1, ordering: .relaxed).newValue
    if writeStamp == 0 { writeStamp = variableWrites.wrappingAdd(1, ordering: .relaxed).newValue }
    swap(&values, &self.values)
  }

  /// The current value of one variable (0 for a variable the solver has not seen).
  ///
  /// ```swift
  /// solver.value(of: width)
  /// ```
  public func value(of variable: Variable) -> Double {
    guard let symbol = existingSymbol(for: variable) else { return 0 }
    beginEvaluation()
    return evaluate(symbol)
  }

  /// How far an added constraint is from holding in the current solution, in the units of its
  /// expression: 0 for required ones and satisfied optional ones.
  ///
  /// - Throws: `.unknownConstraint` if it was not added.
  ///
  /// ```swift
  /// try solver.error(of: hug)   // e.g. 12.5 points beyond the hugging size
  /// ```
  public func error(of constraint: Constraint) throws -> Double {
    guard position(of: constraint) != nil else { throw SolverError.unknownConstraint(constraint) }
    beginEvaluation()
    var sum = constraint.expression.constant
    for term in constraint.expression.terms {
      if let symbol = existingSymbol(for: term.variable) { sum += term.coefficient * evaluate(symbol) }
    }
    switch constraint.relation {
    case .equal: return abs(sum)
    case .lessOrEqual: return max(0, sum)
    case .greaterOrEqual: return max(0, -sum)
    }
  }

  // MARK: Internals

  /// The symbol of `variable`, made on first sight: kept in the variable if no other solver owns it,
  /// else in `symbols`.
  func symbol(for variable: Variable) -> Int {
    if let symbol = existingSymbol(for: variable) { return symbol }
    let symbol = tableau.newSymbol(.external)
    if variable.owner == 0 {
      variable.owner = identity
      variable.ownerSymbol = symbol
    } else {
      symbols[ObjectIdentifier(variable)] = symbol
    }
    while entryOfSymbol.count <= symbol { entryOfSymbol.append(-1) }
    entryOfSymbol[symbol] = Int32(variables.count)
    variables.append((variable, symbol))
    return symbol
  }

  func existingSymbol(for variable: Variable) -> Int? {
    variable.owner == identity ? variable.ownerSymbol : symbols[ObjectIdentifier(variable)]
  }

  /// The index in `entries` of an accepted constraint, kept in the constraint when this solver owns
  /// it, else in `positions`.
  func position(of constraint: Constraint) -> Int? {
    if constraint.owner == identity { return constraint.ownerPosition }
    return positions[ObjectIdentifier(constraint)].map { Int($0) }
  }

  func setPosition(_ position: Int, of constraint: Constraint) {
    if constraint.owner == 0 || constraint.owner == identity {
      constraint.owner = identity
      constraint.ownerPosition = position
    } else {
      positions[ObjectIdentifier(constraint)] = Int32(position)
    }
  }

  /// Forgets an accepted constraint's position (and gives up owning it).
  func forgetPosition(of constraint: Constraint) {
    if constraint.owner == identity {
      constraint.owner = 0
      constraint.ownerPosition = -1
    } else {
      positions[ObjectIdentifier(constraint)] = nil
    }
  }

  /// Accepted required constraints in the order they were added.
  var requiredConstraints: [Constraint] { entries.compactMap { $0?.constraint }.filter { $0.strength.isRequired } }

  private func beginEvaluation() {
    memoGeneration &+= 1
    if memoGeneration == 0 {
      for i in memoStamp.indices { memoStamp[i] = 0 }
      memoGeneration = 1
    }
    if memoStamp.count < tableau.kinds.count {
      memoStamp += Array(repeating: 0, count: tableau.kinds.count - memoStamp.count)
      memoValue += Array(repeating: 0, count: tableau.kinds.count - memoValue.count)
    }
  }

  /// The value of a symbol: a row constant for basic canonical symbols, 0 for non-basic ones, and
  /// for defined variables their definition evaluated (iteratively, each once per generation).
  private func evaluate(_ root: Int) -> Double {
    if tableau.kinds[root] != .external || tableau.rows[root] == nil { return tableau.rows[root]?.constant ?? 0 }
    if memoStamp[root] == memoGeneration { return memoValue[root] }
    var stack = [root]
    while let top = stack.last {
      if memoStamp[top] == memoGeneration { stack.removeLast(); continue }
      guard let definition = tableau.rows[top] else { stack.removeLast(); continue }
      var ready = true
      var sum = definition.constant
      for i in 0..<definition.cells.count {
        let symbol = definition.cells.keys[i]
        let value: Double
        if tableau.kinds[symbol] == .external {
          guard tableau.rows[symbol] != nil else { continue }
          if memoStamp[symbol] != memoGeneration {
            stack.append(symbol)
            ready = false
            continue
          }
          value = memoValue[symbol]
        } else {
          value = tableau.rows[symbol]?.constant ?? 0
        }
        sum += definition.cells.values[i] * value
      }
      if ready {
        memoStamp[top] = memoGeneration
        memoValue[top] = sum
        stack.removeLast()
      }
    }
    return memoValue[root]
  }

  static func message(_ error: Error) -> String {
    if case TableauFailure.internalError(let message) = error { return message }
    return "\(error)"
  }
}
