/// A min-heap of candidate entering symbols for the dual ratio test, keyed by their ratio vector
/// (one `reduced cost / row coefficient` per objective level, compared lexicographically), then by
/// the lowest symbol id. Keys are stored when pushed; a user re-checks a popped entry against the
/// live tableau and skips it when it is stale (a fresh entry was pushed when the key changed).
///
/// ```swift
/// var heap = RatioHeap()
/// heap.reset(width: 1)
/// heap.begin(7); heap.appendKey(0.5); heap.commit()
/// heap.begin(3); heap.appendKey(0.5); heap.commit()
/// heap.pop()   // (symbol: 3, entry: 1): equal ratios, lowest id first
/// ```
struct RatioHeap {
  /// Key length: the number of objective levels.
  private(set) var width = 1
  /// Entry symbols and their keys (`width` doubles per entry), in push order.
  private var symbols: [Int] = []
  private var keys: [Double] = []
  /// Heap of entry indices.
  private var heap: [Int32] = []

  var isEmpty: Bool { heap.isEmpty }

  /// Empties the heap (keeping capacity) for keys of `width` levels.
  mutating func reset(width: Int) {
    self.width = max(1, width)
    symbols.removeAll(keepingCapacity: true)
    keys.removeAll(keepingCapacity: true)
    heap.removeAll(keepingCapacity: true)
  }

  /// The stored key of entry `entry`, level `level`.
  @inline(__always) func key(_ entry: Int, _ level: Int) -> Double { keys[entry * width + level] }

  /// Starts an entry for `symbol`; add its key with `width` calls of `appendKey`, then `commit()`
  /// (or, after many entries, `heapify()` once).
  mutating func begin(_ symbol: Int) {
    heap.append(Int32(symbols.count))
    symbols.append(symbol)
  }

  /// Appends the next level of the current entry's key.
  mutating func appendKey(_ value: Double) { keys.append(value) }

  /// Restores the heap order after one `begin` (O(log n)).
  mutating func commit() { siftUp(heap.count - 1) }

  /// Restores the heap order after many `begin`s (O(n)).
  mutating func heapify() {
    var i = heap.count / 2
    while i > 0 {
      i -= 1
      siftDown(i)
    }
  }

  /// Removes the smallest entry: its symbol and its entry index (for `key(_:_:)`).
  mutating func pop() -> (symbol: Int, entry: Int)? {
    guard let first = heap.first else { return nil }
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      siftDown(0)
    }
    return (symbols[Int(first)], Int(first))
  }

  @inline(__always) private func less(_ a: Int32, _ b: Int32) -> Bool {
    let i = Int(a), j = Int(b)
    if width == 1 {
      let x = keys[i], y = keys[j]
      if x != y { return x < y }
      return symbols[i] < symbols[j]
    }
    for level in 0..<width {
      let x = keys[i * width + level], y = keys[j * width + level]
      if x != y { return x < y }
    }
    return symbols[i] < symbols[j]
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      if !less(heap[child], heap[parent]) { break }
      heap.swapAt(parent, child)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      if left >= heap.count { break }
      var smallest = left
      if left + 1 < heap.count && less(heap[left + 1], heap[left]) { smallest = left + 1 }
      if !less(heap[smallest], heap[parent]) { break }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
