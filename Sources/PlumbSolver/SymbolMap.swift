/// A map from symbol ids to values with O(1) lookup, insert and delete, whose iteration order is the
/// order of the operations performed on it (never a hash order), so that it is the same in every
/// process.
///
/// Small maps are scanned linearly; from `indexThreshold` entries on a position index is kept.
struct SymbolMap<Value> {
  private(set) var keys: [Int] = []
  private(set) var values: [Value] = []
  private var positions: BoxedPositionTable?
  private static var indexThreshold: Int { 12 }

  var count: Int { keys.count }
  var isEmpty: Bool { keys.isEmpty }

  /// The storage index of `key`, or `nil`.
  @inline(__always) func index(of key: Int) -> Int? {
    if keys.count < SymbolMap.indexThreshold {
      var i = 0
      while i < keys.count {
        if keys[i] == key { return i }
        i += 1
      }
      return nil
    }
    return positions?.position(of: key)
  }

  subscript(key: Int) -> Value? {
    guard let i = index(of: key) else { return nil }
    return values[i]
  }

  func contains(_ key: Int) -> Bool { index(of: key) != nil }

  /// Appends a key that is not present.
  mutating func append(_ key: Int, _ value: Value) {
    keys.append(key)
    values.append(value)
    BoxedPositionTable.noteAppend(to: keys, threshold: SymbolMap.indexThreshold, &positions)
  }

  mutating func setValue(at index: Int, _ value: Value) { values[index] = value }

  /// Makes room for `capacity` entries.
  mutating func reserveCapacity(_ capacity: Int) {
    keys.reserveCapacity(capacity)
    values.reserveCapacity(capacity)
  }

  /// Removes the entry at a storage index (the last entry moves into its place).
  mutating func remove(at index: Int) {
    let last = keys.count - 1
    let key = keys[index]
    if keys.count >= SymbolMap.indexThreshold { positions?.remove(key) }
    if index != last {
      keys[index] = keys[last]
      values[index] = values[last]
      if keys.count >= SymbolMap.indexThreshold { positions?.set(keys[index], index) }
    }
    keys.removeLast()
    values.removeLast()
    if keys.count == SymbolMap.indexThreshold - 1 { positions = nil }
  }

  /// Removes `key` if present and returns its value.
  @discardableResult mutating func remove(_ key: Int) -> Value? {
    guard let i = index(of: key) else { return nil }
    let value = values[i]
    remove(at: i)
    return value
  }

  mutating func removeAll() {
    keys = []
    values = []
    positions = nil
  }
}
