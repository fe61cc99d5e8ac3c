@testable import PlumbSolver
import Testing

/// The dual ratio test's queue must pop exactly the order of one sorted list — ratio vector
/// lexicographically, then lowest symbol — whatever the spread of the keys and whenever entries
/// arrive.
@Suite struct RatioQueueTests {
  /// A deterministic stream of numbers in [0, 1).
  struct Numbers {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
  }

  struct Entry: Equatable {
    var symbol: Int
    var key: [Double]
    static func < (a: Entry, b: Entry) -> Bool {
      for (x, y) in zip(a.key, b.key) where x != y { return x < y }
      return a.symbol < b.symbol
    }
  }

  /// Adds `entries`, seals, pops `early` of them, adds `late`, and returns the popped order.
  func popOrder(width: Int, entries: [Entry], early: Int, late: [Entry]) -> [Entry] {
    var queue = RatioQueue()
    queue.reset(width: width)
    for entry in entries {
      queue.begin(entry.symbol)
      for k in entry.key { queue.appendKey(k) }
    }
    queue.seal()
    var popped: [Entry] = []
    func take() -> Bool {
      guard let (symbol, index, first) = queue.pop() else { return false }
      let key = (0..<width).map { queue.key(index, $0) }
      #expect(key[0] == first)
      popped.append(Entry(symbol: symbol, key: key))
      return true
    }
    for _ in 0..<early where take() {}
    for entry in late {
      queue.begin(entry.symbol)
      for k in entry.key { queue.appendKey(k) }
      queue.commit()
    }
    while take() {}
    #expect(queue.isEmpty)
    return popped
  }

  @Test(arguments: [1, 2, 3, 17, 100, 1_000, 5_000])
  func popsInSortedOrder(count: Int) {
    var numbers = Numbers(state: UInt64(count))
    // Few distinct values (many ties broken by the later levels and the symbol), some spread.
    let entries = (0..<count).map { i in
      Entry(symbol: (i * 7919) % (count + 13), key: [(numbers.next() * 8).rounded() / 8, numbers.next() < 0.5 ? 0 : 1])
    }
    #expect(popOrder(width: 2, entries: entries, early: 0, late: []) == entries.sorted(by: <))
  }

  @Test func skewedKeysStillSort() {
    // One huge outlier squeezes all other keys into the first bucket; infinities and negative
    // zero sit at the ends.
    var numbers = Numbers(state: 5)
    var entries = (0..<500).map { Entry(symbol: $0, key: [numbers.next() * 1e-9]) }
    entries += [Entry(symbol: 900, key: [1e300]), Entry(symbol: 901, key: [.infinity]),
                Entry(symbol: 902, key: [-.infinity]), Entry(symbol: 903, key: [-0.0]),
                Entry(symbol: 904, key: [-1e300])]
    let popped = popOrder(width: 1, entries: entries, early: 0, late: [])
    #expect(popped.map(\.symbol) == entries.sorted(by: <).map(\.symbol))
    #expect(popped.first?.symbol == 902)
    #expect(popped.last?.symbol == 901)
  }

  @Test func entriesAddedWhilePoppingKeepTheOrder() {
    var numbers = Numbers(state: 11)
    let entries = (0..<300).map { Entry(symbol: $0, key: [numbers.next()]) }
    let sorted = entries.sorted(by: <)
    // After 100 pops: some below everything popped so far (they come out next), some in between.
    let late = [Entry(symbol: 1_000, key: [-1]), Entry(symbol: 1_001, key: [0.5]),
                Entry(symbol: 1_002, key: [sorted[150].key[0]]), Entry(symbol: 1_003, key: [2])]
    let popped = popOrder(width: 1, entries: entries, early: 100, late: late)
    let expected = Array(sorted.prefix(100)) + (Array(sorted.dropFirst(100)) + late).sorted(by: <)
    #expect(popped == expected)
  }

  @Test func anEmptyQueuePopsNothingAfterALargeOne() {
    var queue = RatioQueue()
    queue.reset(width: 1)
    for symbol in 0..<100 {
      queue.begin(symbol)
      queue.appendKey(Double(100 - symbol))
    }
    queue.seal()
    #expect(queue.pop()?.symbol == 99)
    queue.reset(width: 1)
    queue.seal()
    #expect(queue.pop() == nil)
    #expect(queue.isEmpty)
  }
}
