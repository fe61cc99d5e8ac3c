/// A binary min-heap of symbol ids: the deterministic "lowest id first" choice among candidates
/// (entering symbols, infeasible rows) without scanning them all. Duplicates are allowed; users
/// re-check a popped id and skip it when it is no longer a candidate.
struct MinHeap {
  private var items: [Int] = []

  var isEmpty: Bool { items.isEmpty }

  mutating func push(_ value: Int) {
    items.append(value)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
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
        let left = 2 * parent + 1
        if left >= items.count { break }
        var smallest = left
        if left + 1 < items.count && items[left + 1] < items[left] { smallest = left + 1 }
        if items[parent] <= items[smallest] { break }
        items.swapAt(parent, smallest)
        parent = smallest
      }
    }
    return first
  }

  mutating func removeAll() { items.removeAll(keepingCapacity: true) }
}
