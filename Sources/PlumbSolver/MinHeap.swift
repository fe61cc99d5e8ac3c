/// A binary min-heap of symbol ids: the deterministic "lowest id first" choice among candidates
/// (entering symbols, infeasible rows) without scanning them all. Duplicates are allowed; users
/// re-check a popped id and skip it when it is no longer a candidate. 4-ary: a node's children
/// `4i+1 … 4i+4` share a cache line, and a pop walks half the levels of a binary heap.
struct MinHeap {
  private var items: [Int] = []

  var isEmpty: Bool { items.isEmpty }

  mutating func push(_ value: Int) {
    items.append(value)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 4
      if items[parent] <= items[child] { break }
      items.swapAt(parent, child)
      child = parent
    }
  }

  mutating func pop() -> Int? {
    guard let first = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var parent = 0
      while true {
        let first = 4 * parent + 1
        if first >= items.count { break }
        var smallest = first
        var child = first + 1
        let end = min(first + 4, items.count)
        while child < end {
          if items[child] < items[smallest] { smallest = child }
          child += 1
        }
        if items[parent] <= items[smallest] { break }
        items.swapAt(parent, smallest)
        parent = smallest
      }
    }
    return first
  }

  mutating func removeAll() { items.removeAll(keepingCapacity: true) }
}
