/// A set of symbol ids (the rows that contain a symbol: a column of the tableau) with O(1) insert,
/// delete and rename, and a deterministic iteration order (that of the operations performed on it;
/// a removal moves the last key into the gap).
///
/// A tableau has one set per symbol, and most hold one to three rows, so the set is 16 bytes: up
/// to three keys inline (no buffer to follow: on a large tableau every pointer chased is a likely
/// cache miss, and a smaller array of sets keeps more of them in cache); more spill into a
/// copy-on-write buffer, scanned linearly while short and indexed from `indexThreshold` keys on.
///
/// ```swift
/// var column = SymbolSet()
/// column.insert(12)
/// column.replace(12, with: 30)   // row 12 left the basis, row 30 took its cells
/// Array(column.keys)             // [30]
/// ```
struct SymbolSet {
  private enum Storage {
    /// Up to three keys, -1 for an empty place (filled in order).
    case small(Int32, Int32, Int32)
    case large(Spill)
  }

  /// The spilled keys and their index.
  private final class Spill {
    @exclusivity(unchecked) var keys: [Int]
    @exclusivity(unchecked) var positions: PositionTable?

    init(keys: [Int], positions: PositionTable?) {
      self.keys = keys
      self.positions = positions
    }
  }

  private var storage = Storage.small(-1, -1, -1)

  private static var indexThreshold: Int { 12 }

  /// The keys, in iteration order (a snapshot: the set may change while it is iterated).
  struct Keys: RandomAccessCollection {
    fileprivate let small: (Int32, Int32, Int32)
    fileprivate let spilled: [Int]?

    var startIndex: Int { 0 }
    var endIndex: Int { spilled?.count ?? SymbolSet.count(small) }

    @inline(__always) subscript(position: Int) -> Int {
      if let spilled { return spilled[position] }
      return Int(position == 0 ? small.0 : position == 1 ? small.1 : small.2)
    }
  }

  var keys: Keys {
    switch storage {
    case .small(let a, let b, let c): return Keys(small: (a, b, c), spilled: nil)
    case .large(let spill): return Keys(small: (-1, -1, -1), spilled: spill.keys)
    }
  }

  @inline(__always) private static func count(_ small: (Int32, Int32, Int32)) -> Int {
    small.0 < 0 ? 0 : small.1 < 0 ? 1 : small.2 < 0 ? 2 : 3
  }

  var count: Int {
    switch storage {
    case .small(let a, let b, let c): return SymbolSet.count((a, b, c))
    case .large(let spill): return spill.keys.count
    }
  }

  var isEmpty: Bool { count == 0 }

  func contains(_ key: Int) -> Bool {
    switch storage {
    case .small(let a, let b, let c):
      let wanted = Int32(truncatingIfNeeded: key)
      return key >= 0 && (a == wanted || b == wanted || c == wanted)
    case .large(let spill):
      return SymbolSet.index(of: key, in: spill) != nil
    }
  }

  @inline(__always) private static func index(of key: Int, in spill: Spill) -> Int? {
    if spill.positions != nil { return spill.positions?.position(of: key) }
    return spill.keys.withUnsafeBufferPointer { keys in
      var i = 0
      while i < keys.count {
        if keys[i] == key { return i }
        i += 1
      }
      return nil
    }
  }

  /// Copies `spill` if a `Keys` snapshot (or another set) still shares it.
  @inline(__always) private static func makeUnique(_ spill: inout Spill) {
    if !isKnownUniquelyReferenced(&spill) { spill = Spill(keys: spill.keys, positions: spill.positions) }
  }

  /// Adds `key` if absent.
  mutating func insert(_ key: Int) {
    switch storage {
    case .small(let a, let b, let c):
      let k = Int32(truncatingIfNeeded: key)
      if a == k || b == k || c == k { return }
      if a < 0 {
        storage = .small(k, -1, -1)
      } else if b < 0 {
        storage = .small(a, k, -1)
      } else if c < 0 {
        storage = .small(a, b, k)
      } else {
        storage = .large(Spill(keys: [Int(a), Int(b), Int(c), key], positions: nil))
      }
    case .large(var spill):
      if SymbolSet.index(of: key, in: spill) != nil { return }
      storage = .small(-1, -1, -1)   // drops the set's own reference, so `spill` may be unique
      SymbolSet.makeUnique(&spill)
      spill.keys.append(key)
      if spill.keys.count > SymbolSet.indexThreshold {
        spill.positions?.set(key, spill.keys.count - 1)
      } else if spill.keys.count == SymbolSet.indexThreshold {
        spill.positions = PositionTable(indexing: spill.keys)
      }
      storage = .large(spill)
    }
  }

  /// Removes `key` if present (the last entry moves into its place).
  mutating func remove(_ key: Int) {
    switch storage {
    case .small(let a, let b, let c):
      let k = Int32(truncatingIfNeeded: key)
      guard key >= 0 else { return }
      let n = SymbolSet.count((a, b, c))
      let last: Int32 = n == 3 ? c : n == 2 ? b : a
      if a == k {
        storage = n == 1 ? .small(-1, -1, -1) : n == 2 ? .small(last, -1, -1) : .small(last, b, -1)
      } else if b == k {
        storage = n == 2 ? .small(a, -1, -1) : .small(a, last, -1)
      } else if c == k {
        storage = .small(a, b, -1)
      }
    case .large(var spill):
      guard let index = SymbolSet.index(of: key, in: spill) else { return }
      storage = .small(-1, -1, -1)   // drops the set's own reference, so `spill` may be unique
      SymbolSet.makeUnique(&spill)
      let last = spill.keys.count - 1
      if spill.positions != nil { spill.positions?.remove(key) }
      if index != last {
        spill.keys[index] = spill.keys[last]
        if spill.positions != nil { spill.positions?.set(spill.keys[index], index) }
      }
      spill.keys.removeLast()
      if spill.keys.count < SymbolSet.indexThreshold { spill.positions = nil }
      if spill.keys.count == 3 {
        storage = .small(Int32(truncatingIfNeeded: spill.keys[0]), Int32(truncatingIfNeeded: spill.keys[1]),
                         Int32(truncatingIfNeeded: spill.keys[2]))
      } else {
        storage = .large(spill)
      }
    }
  }

  /// Replaces `old` by `new` (which must be absent) in place; inserts `new` if `old` is absent.
  mutating func replace(_ old: Int, with new: Int) {
    switch storage {
    case .small(let a, let b, let c):
      let o = Int32(truncatingIfNeeded: old), n = Int32(truncatingIfNeeded: new)
      if old >= 0 && a == o {
        storage = .small(n, b, c)
      } else if old >= 0 && b == o {
        storage = .small(a, n, c)
      } else if old >= 0 && c == o {
        storage = .small(a, b, n)
      } else {
        insert(new)
      }
    case .large(var spill):
      guard let index = SymbolSet.index(of: old, in: spill) else {
        insert(new)
        return
      }
      storage = .small(-1, -1, -1)   // drops the set's own reference, so `spill` may be unique
      SymbolSet.makeUnique(&spill)
      spill.keys[index] = new
      if spill.positions != nil {
        spill.positions?.remove(old)
        spill.positions?.set(new, index)
      }
      storage = .large(spill)
    }
  }

  mutating func removeAll() { storage = .small(-1, -1, -1) }
}
