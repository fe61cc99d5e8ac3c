/// A set of symbol ids (the rows that contain a symbol: a column of the tableau) with O(1) insert,
/// delete and rename, and a deterministic iteration order (that of the operations performed on it;
/// a removal moves the last key into the gap).
///
/// Most columns hold one to three rows, so up to three keys live inline (no buffer to follow: on a
/// large tableau every pointer chased is a likely cache miss); more spill into an array, scanned
/// linearly while short, and from `indexThreshold` keys on with a position index.
///
/// ```swift
/// var column = SymbolSet()
/// column.insert(12)
/// column.replace(12, with: 30)   // row 12 left the basis, row 30 took its cells
/// Array(column.keys)             // [30]
/// ```
struct SymbolSet {
  /// Inline keys (valid below `inlineCount` while `spilled` is empty).
  private var first: Int32 = -1
  private var second: Int32 = -1
  private var third: Int32 = -1
  private var inlineCount: Int32 = 0
  /// All keys once there are more than three.
  private var spilled: [Int] = []
  private var positions: BoxedPositionTable?
  private static var inlineCapacity: Int { 3 }
  private static var indexThreshold: Int { 12 }

  /// The keys, in iteration order (a copy: the set may change while it is iterated).
  struct Keys: RandomAccessCollection {
    fileprivate let first: Int32, second: Int32, third: Int32
    fileprivate let inlineCount: Int
    fileprivate let spilled: [Int]

    var startIndex: Int { 0 }
    var endIndex: Int { spilled.isEmpty ? inlineCount : spilled.count }

    @inline(__always) subscript(position: Int) -> Int {
      if !spilled.isEmpty { return spilled[position] }
      return Int(position == 0 ? first : position == 1 ? second : third)
    }
  }

  var keys: Keys {
    Keys(first: first, second: second, third: third, inlineCount: Int(inlineCount), spilled: spilled)
  }

  var count: Int { spilled.isEmpty ? Int(inlineCount) : spilled.count }
  var isEmpty: Bool { count == 0 }

  @inline(__always) private func inlineKey(_ position: Int) -> Int {
    Int(position == 0 ? first : position == 1 ? second : third)
  }

  @inline(__always) private mutating func setInline(_ position: Int, _ key: Int) {
    let value = Int32(truncatingIfNeeded: key)
    switch position {
    case 0: first = value
    case 1: second = value
    default: third = value
    }
  }

  @inline(__always) private func index(of key: Int) -> Int? {
    if spilled.isEmpty {
      var i = 0
      while i < Int(inlineCount) {
        if inlineKey(i) == key { return i }
        i += 1
      }
      return nil
    }
    if spilled.count < SymbolSet.indexThreshold {
      var i = 0
      while i < spilled.count {
        if spilled[i] == key { return i }
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
    if spilled.isEmpty {
      if Int(inlineCount) < SymbolSet.inlineCapacity {
        setInline(Int(inlineCount), key)
        inlineCount += 1
        return
      }
      spilled = [inlineKey(0), inlineKey(1), inlineKey(2)]
      inlineCount = 0
    }
    spilled.append(key)
    if spilled.count > SymbolSet.indexThreshold {
      positions?.set(key, spilled.count - 1)
    } else if spilled.count == SymbolSet.indexThreshold {
      positions = BoxedPositionTable(indexing: spilled)
    }
  }

  /// Removes `key` if present (the last entry moves into its place).
  mutating func remove(_ key: Int) {
    guard let index = index(of: key) else { return }
    if spilled.isEmpty {
      let last = Int(inlineCount) - 1
      if index != last { setInline(index, inlineKey(last)) }
      inlineCount -= 1
      return
    }
    let last = spilled.count - 1
    if spilled.count >= SymbolSet.indexThreshold { positions?.remove(key) }
    if index != last {
      spilled[index] = spilled[last]
      if spilled.count >= SymbolSet.indexThreshold { positions?.set(spilled[index], index) }
    }
    spilled.removeLast()
    if spilled.count == SymbolSet.indexThreshold - 1 { positions = nil }
    if spilled.count == SymbolSet.inlineCapacity {
      for i in 0..<SymbolSet.inlineCapacity { setInline(i, spilled[i]) }
      inlineCount = Int32(SymbolSet.inlineCapacity)
      spilled = []
    }
  }

  /// Replaces `old` by `new` (which must be absent) in place; inserts `new` if `old` is absent.
  mutating func replace(_ old: Int, with new: Int) {
    guard let index = index(of: old) else {
      insert(new)
      return
    }
    if spilled.isEmpty {
      setInline(index, new)
      return
    }
    spilled[index] = new
    if spilled.count >= SymbolSet.indexThreshold {
      positions?.remove(old)
      positions?.set(new, index)
    }
  }

  mutating func removeAll() {
    inlineCount = 0
    spilled = []
    positions = nil
  }
}
