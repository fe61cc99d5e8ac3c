/// An open-addressing hash table from symbol ids (>= 0) to storage positions: the lookup index of a
/// large `SymbolMap`. Fibonacci hashing, linear probing, backward-shift deletion (no tombstones).
/// It is never iterated, so its layout cannot influence any result.
struct PositionTable {
  private var keys: [Int]
  private var values: [Int32]
  private var shift: UInt64
  private(set) var count = 0

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
    if (count + 1) * 2 > keys.count { grow() }
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

  private mutating func grow() {
    let oldKeys = keys, oldValues = values
    var bigger = PositionTable(minimumCapacity: oldKeys.count)
    for i in 0..<oldKeys.count where oldKeys[i] >= 0 { bigger.set(oldKeys[i], Int(oldValues[i])) }
    self = bigger
  }
}
