/// The candidates of the dual ratio test in increasing order of their ratio vector (one
/// `reduced cost / row coefficient` per objective level, compared lexicographically), then of the
/// lowest symbol id. Keys are stored when an entry is added; a user re-checks a popped entry
/// against the live tableau and skips it when it is stale (a fresh entry was added when the key
/// changed).
///
/// The dual step adds every candidate of a row at once and then pops them in order, usually most
/// of them. A heap would pay O(log n) scattered accesses per pop, which on a row of 10,000 cells
/// is ten times the cost of the row itself. Instead `seal()` distributes the first keys into
/// about n/2 buckets of equal width between the smallest and the largest (a counting sort: two
/// streaming passes), and each bucket is sorted only when the walk reaches it, typically a couple
/// of entries. Entries added after `seal()` (few: a bound flip rarely gives a new candidate) go to
/// a small 4-ary heap, and `pop` takes the smaller of the two heads, so the order is exactly that
/// of one sorted list. Skewed keys only make buckets larger; they never change the order.
///
/// ```swift
/// var queue = RatioQueue()
/// queue.reset(width: 1)
/// queue.begin(7); queue.appendKey(0.5)
/// queue.begin(3); queue.appendKey(0.5)
/// queue.begin(9); queue.appendKey(0.25)
/// queue.seal()
/// queue.pop()   // (symbol: 9, entry: 2, firstKey: 0.25)
/// queue.pop()   // (symbol: 3, entry: 1, firstKey: 0.5): equal ratios, lowest id first
/// ```
struct RatioQueue {
  /// One entry: its first key level and symbol inline (most comparisons end there), and its
  /// index into `keys`.
  private struct Node {
    var key: Double
    var symbol: Int32
    var entry: Int32
  }

  /// Key length: the number of objective levels.
  private(set) var width = 1
  /// Entry keys (`width` doubles per entry), in the order the entries were added.
  private var keys: [Double] = []
  private var entries = 0
  /// Entries added before `seal()`; afterwards, the same entries grouped by bucket.
  private var nodes: [Node] = []
  private var scattered: [Node] = []
  /// Bucket `b` holds `scattered[bucketStarts[b] ..< bucketStarts[b + 1]]`.
  private var bucketStarts: [Int32] = []
  /// The next sealed entry to pop, and the end of the buckets already sorted.
  private var cursor = 0
  private var sortedEnd = 0
  private var nextBucket = 0
  private var sealed = false
  /// Entries added after `seal()`: a 4-ary heap (a node's children are `4i+1 … 4i+4`).
  private var late: [Node] = []

  var isEmpty: Bool { cursor == scattered.count && late.isEmpty && (sealed || nodes.isEmpty) }

  /// Empties the queue (keeping capacity) for keys of `width` levels.
  mutating func reset(width: Int) {
    self.width = max(1, width)
    entries = 0
    keys.removeAll(keepingCapacity: true)
    nodes.removeAll(keepingCapacity: true)
    scattered.removeAll(keepingCapacity: true)
    late.removeAll(keepingCapacity: true)
    bucketStarts.removeAll(keepingCapacity: true)
    cursor = 0
    sortedEnd = 0
    nextBucket = 0
    sealed = false
  }

  /// The stored key of entry `entry`, level `level`.
  @inline(__always) func key(_ entry: Int, _ level: Int) -> Double { keys[entry * width + level] }

  /// Starts an entry for `symbol`; add its key with `width` calls of `appendKey`. Before `seal()`
  /// the entry joins the sealed list; after it, call `commit()` once the key is complete.
  mutating func begin(_ symbol: Int) {
    let node = Node(key: 0, symbol: Int32(truncatingIfNeeded: symbol), entry: Int32(truncatingIfNeeded: entries))
    if sealed { late.append(node) } else { nodes.append(node) }
    entries += 1
  }

  /// Appends the next level of the current entry's key.
  mutating func appendKey(_ value: Double) {
    if keys.count == (entries - 1) * width {
      if sealed { late[late.count - 1].key = value } else { nodes[nodes.count - 1].key = value }
    }
    keys.append(value)
  }

  /// Orders an entry added after `seal()` (O(log of the entries added after `seal()`)).
  mutating func commit() {
    precondition(sealed, "RatioQueue.commit() before seal()")
    siftUp(late.count - 1)
  }

  /// Groups the entries added so far into buckets by first key (O(n)); call once, before `pop`.
  mutating func seal() {
    sealed = true
    let count = nodes.count
    guard count > 0 else { return }
    var low = Double.infinity, high = -Double.infinity
    for node in nodes where node.key.isFinite {
      low = min(low, node.key)
      high = max(high, node.key)
    }
    let buckets = max(1, count / 2)
    let range = high - low
    let spread = range > 0 && range.isFinite ? Double(buckets) / range : 0
    let scale = spread.isFinite ? spread : 0
    // Non-decreasing in the key, so bucket order is key order (NaN, never a ratio, goes last).
    func bucket(of key: Double) -> Int {
      if key <= low { return 0 }
      let position = (key - low) * scale
      return position < Double(buckets - 1) ? Int(position) : buckets - 1
    }
    bucketStarts.removeAll(keepingCapacity: true)
    bucketStarts.append(contentsOf: repeatElement(0, count: buckets + 1))
    for node in nodes { bucketStarts[bucket(of: node.key) + 1] += 1 }
    for b in 0..<buckets { bucketStarts[b + 1] += bucketStarts[b] }
    scattered.removeAll(keepingCapacity: true)
    scattered.append(contentsOf: repeatElement(Node(key: 0, symbol: 0, entry: 0), count: count))
    // Fill each bucket from its start (`bucketStarts[b]` walks up and ends at the next start).
    for node in nodes {
      let b = bucket(of: node.key)
      scattered[Int(bucketStarts[b])] = node
      bucketStarts[b] += 1
    }
    // Shift the starts back: bucket b now begins where bucket b - 1 ended.
    var b = buckets
    while b > 0 {
      bucketStarts[b] = bucketStarts[b - 1]
      b -= 1
    }
    bucketStarts[0] = 0
    nodes.removeAll(keepingCapacity: true)
  }

  /// Removes the smallest entry: its symbol, its entry index (for `key(_:_:)`) and the first level
  /// of its key.
  mutating func pop() -> (symbol: Int, entry: Int, firstKey: Double)? {
    if !sealed { seal() }
    if cursor == sortedEnd { sortNextBucket() }
    let fromSealed = cursor < sortedEnd
    if !late.isEmpty && (!fromSealed || less(late[0], scattered[cursor])) {
      let first = late[0]
      let last = late.removeLast()
      if !late.isEmpty {
        late[0] = last
        siftDown(0)
      }
      return (Int(first.symbol), Int(first.entry), first.key)
    }
    guard fromSealed else { return nil }
    let node = scattered[cursor]
    cursor += 1
    return (Int(node.symbol), Int(node.entry), node.key)
  }

  /// Sorts the next non-empty bucket in place (insertion sort: buckets hold a few entries).
  private mutating func sortNextBucket() {
    let buckets = bucketStarts.count - 1
    while nextBucket < buckets {
      let start = Int(bucketStarts[nextBucket]), end = Int(bucketStarts[nextBucket + 1])
      nextBucket += 1
      guard end > start else { continue }
      if end - start > 32 {
        scattered[start..<end].sort(by: less)
      } else {
        var i = start + 1
        while i < end {
          let node = scattered[i]
          var j = i
          while j > start && less(node, scattered[j - 1]) {
            scattered[j] = scattered[j - 1]
            j -= 1
          }
          scattered[j] = node
          i += 1
        }
      }
      cursor = start
      sortedEnd = end
      return
    }
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
    let node = late[child]
    while child > 0 {
      let parent = (child - 1) / 4
      if !less(node, late[parent]) { break }
      late[child] = late[parent]
      child = parent
    }
    late[child] = node
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    let node = late[parent]
    while true {
      let first = 4 * parent + 1
      if first >= late.count { break }
      var smallest = first
      var child = first + 1
      let end = min(first + 4, late.count)
      while child < end {
        if less(late[child], late[smallest]) { smallest = child }
        child += 1
      }
      if !less(late[smallest], node) { break }
      late[parent] = late[smallest]
      parent = smallest
    }
    late[parent] = node
  }
}
