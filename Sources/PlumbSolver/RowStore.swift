/// The tableau's rows by basic symbol id (`nil` for a non-basic symbol), with every row's constant
/// mirrored in a dense array: reading the solution touches 8 bytes per symbol instead of a whole
/// row record, which keeps `updateVariables` in cache on large systems.
///
/// Rows are only ever replaced whole (`rows[s] = row`, `rows[s] = nil`), which keeps the mirror
/// right; a non-basic symbol's constant is 0 (its value). The store also lists the symbols whose
/// constant changed (bit for bit) since the last `takeChanges()`, so that reading the solution after
/// a small edit can re-evaluate only what depends on them.
///
/// ```swift
/// var rows = RowStore()
/// rows.append(nil)
/// rows[0] = Row(constant: 5)
/// rows.constants[0]   // 5
/// rows.takeChanges()  // ([0], complete: true)
/// ```
struct RowStore {
  private(set) var storage: [Row?] = []
  private(set) var constants: [Double] = []
  /// Symbols whose constant changed since `takeChanges()`, possibly repeated; not kept up once
  /// there are more than `changeLimit` of them (`complete` is then false).
  private var changes: [Int32] = []
  private var complete = false

  var count: Int { storage.count }

  /// Beyond this many changes, listing them costs more than re-reading everything.
  private var changeLimit: Int { 64 + storage.count / 8 }

  /// Adds a slot for a new symbol.
  mutating func append(_ row: Row?) {
    constants.append(row?.constant ?? 0)
    storage.append(row)
  }

  subscript(symbol: Int) -> Row? {
    _read { yield storage[symbol] }
    set {
      let constant = newValue?.constant ?? 0
      if constant.bitPattern != constants[symbol].bitPattern {
        constants[symbol] = constant
        if complete {
          if changes.count < changeLimit {
            changes.append(Int32(truncatingIfNeeded: symbol))
          } else {
            complete = false
            changes.removeAll(keepingCapacity: true)
          }
        }
      }
      storage[symbol] = newValue
    }
  }

  /// The symbols whose constant changed since the last call (`complete: false`: too many were
  /// changed to list, or this is the first call), and starts a new list.
  mutating func takeChanges() -> (symbols: [Int32], complete: Bool) {
    let taken = (changes, complete)
    changes = []
    changes.reserveCapacity(taken.0.capacity)
    complete = true
    return taken
  }
}
