/// The tableau's rows by basic symbol id (`nil` for a non-basic symbol), with every row's constant
/// mirrored in a dense array: reading the solution touches 8 bytes per symbol instead of a whole
/// row record, which keeps `updateVariables` in cache on large systems.
///
/// Rows are only ever replaced whole (`rows[s] = row`, `rows[s] = nil`), which keeps the mirror
/// right; a non-basic symbol's constant is 0 (its value).
///
/// ```swift
/// var rows = RowStore()
/// rows.append(nil)
/// rows[0] = Row(constant: 5)
/// rows.constants[0]   // 5
/// ```
struct RowStore {
  private(set) var storage: [Row?] = []
  private(set) var constants: [Double] = []

  var count: Int { storage.count }

  /// Adds a slot for a new symbol.
  mutating func append(_ row: Row?) {
    constants.append(row?.constant ?? 0)
    storage.append(row)
  }

  subscript(symbol: Int) -> Row? {
    _read { yield storage[symbol] }
    set {
      constants[symbol] = newValue?.constant ?? 0
      storage[symbol] = newValue
    }
  }
}
