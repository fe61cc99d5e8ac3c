import CPlumbPrefetch

/// The lookup index of a large `SymbolMap`: symbol id (>= 0) → storage position. It is never
/// iterated, so its layout cannot influence any result.
///
/// Two layouts: an open-addressing hash table of (key, position) pairs (Fibonacci hashing, linear
/// probing, backward-shift deletion, no tombstones; ids fit in Int32) while the keys are sparse
/// among the ids; once a map is large and its keys are dense enough (the largest id below
/// `directSpread` × count), a direct array indexed by id,
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
  /// A hash slot: a key (-1: empty) and its position side by side, so a probe is one memory access.
  private struct Slot {
    var key: Int32
    var position: Int32
  }

  /// Hash layout: the slots. Direct layout: unused (empty).
  private var slots: [Slot]
  /// Direct layout: the position of each id (-1: absent). Hash layout: unused (empty).
  private var values: [Int32] = []
  private var shift: UInt64
  private var direct = false
  private(set) var count = 0

  /// Entries from which the direct layout is considered.
  private static var directMinimum: Int { 64 }
  /// The direct layout is used while the largest id is below this many times the count.
  private static var directSpread: Int { 16 }

  /// An index of `keys`: each key's position in the sequence.
  init<Keys: Collection>(indexing keys: Keys) where Keys.Element == Int {
    self.init(minimumCapacity: keys.count * 2)
    for (i, k) in keys.enumerated() { set(k, i) }
  }

  init(minimumCapacity: Int = 16) {
    var capacity = 16
    while capacity < minimumCapacity * 2 { capacity *= 2 }
    slots = Array(repeating: Slot(key: -1, position: 0), count: capacity)
    shift = UInt64(64 - capacity.trailingZeroBitCount)
  }

  @inline(__always) private func home(_ key: Int) -> Int { PositionTable.home(key, shift: shift) }

  /// The first slot of `key`'s probe sequence (Fibonacci hashing: the top bits of key × 2^64/φ).
  @inline(__always) private static func home(_ key: Int, shift: UInt64) -> Int {
    Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// Hints the CPU to load the hash table into its caches (not the direct layout: it spans the
  /// ids, not the keys, and is read sparsely).
  func prefetch() {
    if !direct { slots.withUnsafeBytes { plumb_prefetch_range($0.baseAddress, $0.count) } }
  }

  @inline(__always) func position(of key: Int) -> Int? {
    if direct {
      guard key < values.count else { return nil }
      let p = values[key]
      return p < 0 ? nil : Int(p)
    }
    let mask = slots.count - 1
    let wanted = Int32(truncatingIfNeeded: key)
    var slot = home(key)
    while true {
      let s = slots[slot]
      if s.key == wanted { return Int(s.position) }
      if s.key < 0 { return nil }
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
    if (count + 1) * 2 > slots.count { grow() }
    if direct { return set(key, position) }
    let mask = slots.count - 1
    let wanted = Int32(truncatingIfNeeded: key)
    var slot = home(key)
    while true {
      let k = slots[slot].key
      if k == wanted {
        slots[slot].position = Int32(position)
        return
      }
      if k < 0 {
        slots[slot] = Slot(key: wanted, position: Int32(position))
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
    let mask = slots.count - 1
    let wanted = Int32(truncatingIfNeeded: key)
    var slot = home(key)
    while true {
      let k = slots[slot].key
      if k < 0 { return }
      if k == wanted { break }
      slot = (slot + 1) & mask
    }
    // Backward-shift: move later entries of the probe run into the hole when their home allows it.
    var hole = slot
    var next = (hole + 1) & mask
    while slots[next].key >= 0 {
      let h = home(Int(slots[next].key))
      let between = hole <= next ? (h > hole && h <= next) : (h > hole || h <= next)
      if !between {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole].key = -1
    count -= 1
  }

  /// Doubles the hash table, or switches to the direct layout when the keys are dense enough.
  private mutating func grow() {
    let old = slots
    var largest = -1
    for slot in old where Int(slot.key) > largest { largest = Int(slot.key) }
    if count >= PositionTable.directMinimum && largest < PositionTable.directSpread * count {
      var positions = [Int32](repeating: -1, count: max(largest + 1, 2 * count))
      for slot in old where slot.key >= 0 { positions[Int(slot.key)] = slot.position }
      slots = []
      values = positions
      direct = true
      return
    }
    // Rehash: every key is distinct and the new table has room, so each goes straight into the
    // first empty slot of its probe sequence (no lookups, no growth checks).
    var bigger = PositionTable(minimumCapacity: old.count)
    let mask = bigger.slots.count - 1
    let shift = bigger.shift
    bigger.slots.withUnsafeMutableBufferPointer { slots in
      for entry in old where entry.key >= 0 {
        var slot = PositionTable.home(Int(entry.key), shift: shift)
        while slots[slot].key >= 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
      }
    }
    bigger.count = count
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

  /// An index of `keys`: each key's position in the sequence.
  init<Keys: Collection>(indexing keys: Keys) where Keys.Element == Int { self.init(PositionTable(indexing: keys)) }

  @inline(__always) func position(of key: Int) -> Int? { storage.table.position(of: key) }

  func prefetch() { storage.table.prefetch() }

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
