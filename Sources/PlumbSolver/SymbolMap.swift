import CPlumbPrefetch

/// A map from symbol ids to values with O(1) lookup, insert and delete, whose iteration order is the
/// order of the operations performed on it (never a hash order), so that it is the same in every
/// process.
///
/// Keys and values sit side by side in one buffer: reading a short row touches one allocation, not
/// two (on a large tableau each is a likely cache miss). Small maps are scanned linearly; from
/// `indexThreshold` entries on a position index is kept.
///
/// ```swift
/// var cells = SymbolMap<Double>()
/// cells.append(7, 0.5)
/// cells[7]          // 0.5
/// cells.keys[0]     // 7
/// ```
struct SymbolMap<Value> {
  struct Entry {
    var key: Int
    var value: Value
  }

  private(set) var entries: [Entry] = []
  private var positions: BoxedPositionTable?
  private static var indexThreshold: Int { 12 }

  /// The keys in storage order (a view of a copy: the map may change while it is read).
  struct Keys: RandomAccessCollection {
    fileprivate let entries: [Entry]
    var startIndex: Int { 0 }
    var endIndex: Int { entries.count }
    @inline(__always) subscript(position: Int) -> Int { entries[position].key }
  }

  /// The values in storage order (a view of a copy).
  struct Values: RandomAccessCollection {
    fileprivate let entries: [Entry]
    var startIndex: Int { 0 }
    var endIndex: Int { entries.count }
    @inline(__always) subscript(position: Int) -> Value { entries[position].value }
  }

  var keys: Keys { Keys(entries: entries) }
  var values: Values { Values(entries: entries) }
  var count: Int { entries.count }
  var isEmpty: Bool { entries.isEmpty }

  /// The storage index of `key`, or `nil`.
  @inline(__always) func index(of key: Int) -> Int? {
    if entries.count < SymbolMap.indexThreshold {
      var i = 0
      while i < entries.count {
        if entries[i].key == key { return i }
        i += 1
      }
      return nil
    }
    return positions?.position(of: key)
  }

  subscript(key: Int) -> Value? {
    guard let i = index(of: key) else { return nil }
    return entries[i].value
  }

  func contains(_ key: Int) -> Bool { index(of: key) != nil }

  /// Appends a key that is not present.
  mutating func append(_ key: Int, _ value: Value) {
    entries.append(Entry(key: key, value: value))
    if entries.count > SymbolMap.indexThreshold {
      positions?.set(key, entries.count - 1)
    } else if entries.count == SymbolMap.indexThreshold {
      positions = BoxedPositionTable(indexing: entries.lazy.map(\.key))
    }
  }

  mutating func setValue(at index: Int, _ value: Value) { entries[index].value = value }

  /// Hints the CPU to load the entries and their index into its caches.
  func prefetch() {
    entries.withUnsafeBytes { plumb_prefetch_range($0.baseAddress, $0.count) }
    positions?.prefetch()
  }

  /// Makes room for `capacity` entries.
  mutating func reserveCapacity(_ capacity: Int) { entries.reserveCapacity(capacity) }

  /// Removes the entry at a storage index (the last entry moves into its place).
  mutating func remove(at index: Int) {
    let last = entries.count - 1
    if entries.count >= SymbolMap.indexThreshold { positions?.remove(entries[index].key) }
    if index != last {
      entries[index] = entries[last]
      if entries.count >= SymbolMap.indexThreshold { positions?.set(entries[index].key, index) }
    }
    entries.removeLast()
    if entries.count == SymbolMap.indexThreshold - 1 { positions = nil }
  }

  /// Removes `key` if present and returns its value.
  @discardableResult mutating func remove(_ key: Int) -> Value? {
    guard let i = index(of: key) else { return nil }
    let value = entries[i].value
    remove(at: i)
    return value
  }

  mutating func removeAll() {
    entries = []
    positions = nil
  }
}
