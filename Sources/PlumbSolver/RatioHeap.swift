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
/// heap.pop()   // (symbol: 3, entry: 1, firstKey: 0.5): equal ratios, lowest id first
/// ```
struct RatioHeap {
  /// A heap slot: the entry's first key level and symbol inline (most comparisons end there, and
  /// on large heaps every indirection is a cache miss), and its entry index.
  private struct Node {
    var key: Double
    var symbol: Int32
    var entry: Int32
  }

  /// Key length: the number of objective levels.
  private(set) var width = 1
  /// Entry keys (`width` doubles per entry), in push order (the symbol is in the heap slot).
  private var keys: [Double] = []
  private var entries = 0
  /// The heap: 4-ary (a node's children are `4i+1 … 4i+4`, one cache line), which halves the levels
  /// a pop walks down on large heaps.
  private var heap: [Node] = []
  /// Levels appended to the current entry's key so far.
  private var pending = 0

  var isEmpty: Bool { heap.isEmpty }

  /// Empties the heap (keeping capacity) for keys of `width` levels.
  mutating func reset(width: Int) {
    self.width = max(1, width)
    entries = 0
    keys.removeAll(keepingCapacity: true)
    heap.removeAll(keepingCapacity: true)
  }

  /// The stored key of entry `entry`, level `level`.
  @inline(__always) func key(_ entry: Int, _ level: Int) -> Double { keys[entry * width + level] }

  /// Starts an entry for `symbol`; add its key with `width` calls of `appendKey`, then `commit()`
  /// (or, after many entries, `heapify()` once).
  mutating func begin(_ symbol: Int) {
    heap.append(Node(key: 0, symbol: Int32(truncatingIfNeeded: symbol), entry: Int32(truncatingIfNeeded: entries)))
    entries += 1
    pending = 0
  }

  /// Appends the next level of the current entry's key.
  mutating func appendKey(_ value: Double) {
    if pending == 0 { heap[heap.count - 1].key = value }
    pending += 1
    keys.append(value)
  }

  /// Restores the heap order after one `begin` (O(log n)).
  mutating func commit() { siftUp(heap.count - 1) }

  /// Restores the heap order after many `begin`s (O(n)).
  mutating func heapify() {
    var i = (heap.count + 2) / 4
    while i > 0 {
      i -= 1
      siftDown(i)
    }
  }

  /// Removes the smallest entry: its symbol, its entry index (for `key(_:_:)`) and the first level
  /// of its key (all three from the heap slot: no other array is read).
  mutating func pop() -> (symbol: Int, entry: Int, firstKey: Double)? {
    guard let first = heap.first else { return nil }
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      siftDown(0)
    }
    return (Int(first.symbol), Int(first.entry), first.key)
  }

  @inline(__always) private func less(_ a: Node, _ b: Node) -> Bool {
    if a.key != b.key { return a.key < b.key }
    if width > 1 {
      let i = Int(a.entry), j = Int(b.entry)
      for level in 1..<width {
        let x = keys[i * width + level], y = keys[j * width + level]
        if x != y { return x < y }
      }
    }
    return a.symbol < b.symbol
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    let node = heap[child]
    while child > 0 {
      let parent = (child - 1) / 4
      if !less(node, heap[parent]) { break }
      heap[child] = heap[parent]
      child = parent
    }
    heap[child] = node
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    let node = heap[parent]
    while true {
      let first = 4 * parent + 1
      if first >= heap.count { break }
      var smallest = first
      var child = first + 1
      let end = min(first + 4, heap.count)
      while child < end {
        if less(heap[child], heap[smallest]) { smallest = child }
        child += 1
      }
      if !less(heap[smallest], node) { break }
      heap[parent] = heap[smallest]
      parent = smallest
    }
    heap[parent] = node
  }
}
