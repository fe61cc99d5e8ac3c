/// The lookup index of a large `SymbolMap`: symbol id (>= 0) → storage position. It is never
/// iterated, so its layout cannot influence any result.
///
/// Two layouts: an open-addressing hash table (Fibonacci hashing, linear probing, backward-shift
/// deletion, no tombstones) while the keys are sparse among the ids; once a map is large and its keys
/// are dense enough (the largest id below `directSpread` × count), a direct array indexed by id,
/// which is no bigger than the hash table and needs no probing: one memory access per lookup, which
/// matters for the long rows of big systems (an objective over every error, a row over every width).
///
/// ```swift
/// var table = PositionTable(minimumCapacity: 16)
/// table.set(42, 0)
/// table.position(of: 42)   // 0
/// table.remove(42)
/// table.position(of: 42)   // nil
/// ```
struct PositionTable {
  /// Hash layout: the key of each slot (-1: empty). Direct layout: unused (empty).
  private var keys: [Int]
  /// Hash layout: the position of each slot's key. Direct layout: the position of each id (-1: absent).
  private var values: [Int32]
  private var shift: UInt64
  private var direct = false
  private(set) var count = 0

  /// Entries from which the direct layout is considered.
  private static var directMinimum: Int { 64 }
  /// The direct layout is used while the largest id is below this many times the count.
  private static var directSpread: Int { 16 }

  init(minimumCapacity: Int = 16) {
    var capacity = 16
    while capacity < minimumCapacity * 2 { capacity *= 2 }
    keys = Array(repeating: -1, count: capacity)
    values = Array(repeating: 0, count: capacity)
    shift = UInt64(64 - capacity.trailingZeroBitCount)
  }

  @inline(__always) private func home(_ key: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  @inline(__always) func position(of key: Int) -> Int? {
    if direct {
      guard key < values.count else { return nil }
      let p = values[key]
      return p < 0 ? nil : Int(p)
    }
    let mask = keys.count - 1
    var slot = home(key)
    while true {
      let k = keys[slot]
      if k == key { return Int(values[slot]) }
      if k < 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  mutating func set(_ key: Int, _ position: Int) {
    if direct {
      if key >= values.count { values += Array(repeating: -1, count: max(key + 1, 2 * values.count) - values.count) }
      if values[key] < 0 { count += 1 }
      values[key] = Int32(position)
      return
    }
    if (count + 1) * 2 > keys.count { grow() }
    if direct { return set(key, position) }
    let mask = keys.count - 1
    var slot = home(key)
    while true {
      let k = keys[slot]
      if k == key {
        values[slot] = Int32(position)
        return
      }
      if k < 0 {
        keys[slot] = key
        values[slot] = Int32(position)
        count += 1
        return
      }
      slot = (slot + 1) & mask
    }
  }

  mutating func remove(_ key: Int) {
    if direct {
      if key < values.count && values[key] >= 0 {
        values[key] = -1
        count -= 1
      }
      return
    }
    let mask = keys.count - 1
    var slot = home(key)
    while true {
      let k = keys[slot]
      if k < 0 { return }
      if k == key { break }
      slot = (slot + 1) & mask
    }
    // Backward-shift: move later entries of the probe run into the hole when their home allows it.
    var hole = slot
    var next = (hole + 1) & mask
    while keys[next] >= 0 {
      let h = home(keys[next])
      let between = hole <= next ? (h > hole && h <= next) : (h > hole || h <= next)
      if !between {
        keys[hole] = keys[next]
        values[hole] = values[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    keys[hole] = -1
    count -= 1
  }

  /// Doubles the hash table, or switches to the direct layout when the keys are dense enough.
  private mutating func grow() {
    let oldKeys = keys, oldValues = values
    var largest = -1
    for key in oldKeys where key > largest { largest = key }
    if count >= PositionTable.directMinimum && largest < PositionTable.directSpread * count {
      var slots = [Int32](repeating: -1, count: max(largest + 1, 2 * count))
      for i in 0..<oldKeys.count where oldKeys[i] >= 0 { slots[oldKeys[i]] = oldValues[i] }
      keys = []
      values = slots
      direct = true
      return
    }
    var bigger = PositionTable(minimumCapacity: oldKeys.count)
    for i in 0..<oldKeys.count where oldKeys[i] >= 0 { bigger.set(oldKeys[i], Int(oldValues[i])) }
    self = bigger
  }
}

/// A `PositionTable` behind one reference (copy-on-write), so that an optional index costs a map 8
/// bytes inline instead of 40: small maps, the vast majority, have none, and the row and column
/// records of a large tableau stay dense (fewer cache lines per row access).
struct BoxedPositionTable {
  private final class Storage {
    @exclusivity(unchecked) var table: PositionTable
    init(_ table: PositionTable) { self.table = table }
  }

  private var storage: Storage

  init(_ table: PositionTable) { storage = Storage(table) }

  @inline(__always) func position(of key: Int) -> Int? { storage.table.position(of: key) }

  mutating func set(_ key: Int, _ position: Int) {
    makeUnique()
    storage.table.set(key, position)
  }

  mutating func remove(_ key: Int) {
    makeUnique()
    storage.table.remove(key)
  }

  @inline(__always) private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.table) }
  }
}
