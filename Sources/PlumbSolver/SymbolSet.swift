/// A set of symbol ids (the rows that contain a symbol: a column of the tableau) with O(1) insert,
/// delete and rename, and a deterministic iteration order (that of the operations performed on it).
/// Like `SymbolMap` without values: columns are touched on every cell change, so they keep one
/// buffer only. Small sets are scanned linearly; from `indexThreshold` entries on a position index
/// is kept.
///
/// ```swift
/// var column = SymbolSet()
/// column.insert(12)
/// column.replace(12, with: 30)   // row 12 left the basis, row 30 took its cells
/// column.keys                    // [30]
/// ```
struct SymbolSet {
  private(set) var keys: [Int] = []
  private var positions: BoxedPositionTable?
  private static var indexThreshold: Int { 12 }

  var count: Int { keys.count }
  var isEmpty: Bool { keys.isEmpty }

  @inline(__always) private func index(of key: Int) -> Int? {
    if keys.count < SymbolSet.indexThreshold {
      var i = 0
      while i < keys.count {
        if keys[i] == key { return i }
        i += 1
      }
      return nil
    }
    return positions?.position(of: key)
  }

  func contains(_ key: Int) -> Bool { index(of: key) != nil }

  /// Adds `key` if absent.
  mutating func insert(_ key: Int) {
    if index(of: key) != nil { return }
    keys.append(key)
    if keys.count > SymbolSet.indexThreshold {
      positions?.set(key, keys.count - 1)
    } else if keys.count == SymbolSet.indexThreshold {
      var table = PositionTable(minimumCapacity: keys.count * 2)
      for (i, k) in keys.enumerated() { table.set(k, i) }
      positions = BoxedPositionTable(table)
    }
  }

  /// Removes `key` if present (the last entry moves into its place).
  mutating func remove(_ key: Int) {
    guard let index = index(of: key) else { return }
    let last = keys.count - 1
    if keys.count >= SymbolSet.indexThreshold { positions?.remove(key) }
    if index != last {
      keys[index] = keys[last]
      if keys.count >= SymbolSet.indexThreshold { positions?.set(keys[index], index) }
    }
    keys.removeLast()
    if keys.count == SymbolSet.indexThreshold - 1 { positions = nil }
  }

  /// Replaces `old` (which must be present) by `new` (which must be absent), in place.
  mutating func replace(_ old: Int, with new: Int) {
    guard let index = index(of: old) else {
      insert(new)
      return
    }
    keys[index] = new
    if keys.count >= SymbolSet.indexThreshold {
      positions?.remove(old)
      positions?.set(new, index)
    }
  }

  mutating func removeAll() {
    keys = []
    positions = nil
  }
}
