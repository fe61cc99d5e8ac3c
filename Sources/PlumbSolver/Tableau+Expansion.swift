// Expanding definitions: rewriting a row over non-basic symbols only.
//
// Definitions may refer to other definitions, so a row over user variables expands through a DAG.
// Every definition has a level above the levels of the definitions it refers to; expanding takes
// them highest level first from a heap, each once, with the sum of every factor that reached it.
// A definition whose factors cancel is never opened, so neither is anything only it leads to: a
// stack's `S.left + S.width - last.left - last.width >= 0` walks the last child's siblings back
// to `S.left`, which arrives with +1 and -1, and stops there instead of walking every ancestor.

extension Tableau {
  /// `row` rewritten over non-basic symbols only: definitions are expanded and basic canonical
  /// symbols replaced by their rows.
  mutating func canonicalize(_ row: Row) -> Row { canonicalize(row, limit: Int.max)! }

  /// `canonicalize(row)`, or `nil` as soon as more than `limit` definitions would be expanded.
  /// `partially`: only definitions that may reach a non-basic user symbol (`reachesFree`) are
  /// expanded; the others stay as cells (see `shortDefinition`).
  mutating func canonicalize(_ row: Row, limit: Int, partially: Bool = false) -> Row? {
    if levelsAreStale { relevelDefinitions() }
    generation &+= 1
    if generation == 0 {
      for i in stamp.indices { stamp[i] = 0 }
      generation = 1
    }
    var queue = MinHeap()
    swap(&queue, &expansionQueue)
    defer { swap(&queue, &expansionQueue) }
    queue.removeAll()

    expansionSkipped = false
    var result = Row(constant: row.constant, capacity: row.cells.count + 4)
    for i in 0..<row.cells.count { gather(row.cells.keys[i], row.cells.values[i], into: &result, &queue, partially) }
    var expanded = 0
    while let key = queue.pop() {
      let symbol = Tableau.symbol(ofExpansionKey: key)
      let factor = scratch[symbol]
      if nearZero(factor) { continue }
      expanded += 1
      if expanded > limit { return nil }
      guard let definition = rows[symbol] else { continue }
      result.constant += factor * definition.constant
      for i in 0..<definition.cells.count {
        gather(definition.cells.keys[i], factor * definition.cells.values[i], into: &result, &queue, partially)
      }
    }
    return result
  }

  /// Adds `coefficient · symbol` to an expansion: a definition is queued (its factors summed in
  /// `scratch`; in a partial expansion only one that may reach a non-basic user symbol), a basic
  /// canonical symbol replaced by its row, anything else added as is.
  @inline(__always) private mutating func gather(
    _ symbol: Int, _ coefficient: Double, into result: inout Row, _ queue: inout MinHeap, _ partially: Bool
  ) {
    if isDefinition(symbol) {
      guard !partially || reachesFree[symbol] else {
        expansionSkipped = true
        result.add(symbol, coefficient)
        return
      }
      if stamp[symbol] != generation {
        stamp[symbol] = generation
        scratch[symbol] = 0
        queue.push(Tableau.expansionKey(symbol, level: definitionLevels[symbol]))
      }
      scratch[symbol] += coefficient
    } else if let basicRow = rows[symbol] {
      result.constant += coefficient * basicRow.constant
      for j in 0..<basicRow.cells.count { result.add(basicRow.cells.keys[j], coefficient * basicRow.cells.values[j]) }
    } else {
      result.add(symbol, coefficient)
    }
  }

  /// Heap key of a queued definition: the min-heap pops the highest level first (then the highest id).
  @inline(__always) static func expansionKey(_ symbol: Int, level: Int32) -> Int {
    -((Int(level) << 32) | symbol)
  }

  @inline(__always) static func symbol(ofExpansionKey key: Int) -> Int { (-key) & 0xFFFF_FFFF }

  // MARK: Levels

  /// Sets the level of the definition `basic` is getting (`row`): one above the highest level among
  /// the user symbols it refers to (a non-basic one counts as level 0), or 0 if it refers to none.
  /// Definitions that refer to `basic` and are not above it are raised (`raiseReaders`).
  mutating func assignLevel(_ basic: Int, _ row: Row) {
    var level: Int32 = 0
    for symbol in row.cells.keys where kinds[symbol] == .external {
      level = max(level, (isDefinition(symbol) ? definitionLevels[symbol] : 0) + 1)
    }
    definitionLevels[basic] = level
    raiseReaders(of: basic)
  }

  /// Raises the definitions that refer to `symbol` (transitively) above it where they are not; past a
  /// few dozen, the levels are recomputed before the next expansion instead.
  mutating func raiseReaders(of symbol: Int) {
    let level = definitionLevels[symbol]
    guard definitionColumns[symbol].keys.contains(where: { definitionLevels[$0] <= level }) else { return }
    var pending = [symbol]
    var budget = 64
    while let lower = pending.popLast() {
      let level = definitionLevels[lower]
      for reader in definitionColumns[lower].keys where definitionLevels[reader] <= level {
        budget -= 1
        guard budget >= 0 else {
          levelsAreStale = true
          return
        }
        definitionLevels[reader] = level + 1
        pending.append(reader)
      }
    }
  }

  /// Levels from the dependency order of all definitions (each after the ones it refers to).
  mutating func relevelDefinitions() {
    let plan = definitionPlan ?? makeDefinitionPlan()
    for (position, symbol) in plan.symbols.enumerated() { definitionLevels[Int(symbol)] = Int32(position) }
    levelsAreStale = false
  }
}
