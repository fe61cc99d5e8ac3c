@testable import PlumbSolver
import Testing

/// The index of large rows and columns: every key must be found at its position through any number
/// of growths (rehashes), removals and re-insertions, in both layouts.
@Suite struct PositionTableTests {
  /// Sets `keys` in order, removes every third, moves every fifth, and checks every lookup against a
  /// plain dictionary after each phase.
  func exercise(_ keys: [Int]) {
    var table = PositionTable(minimumCapacity: 4)
    var model: [Int: Int] = [:]
    func check() {
      #expect(table.count == model.count)
      for key in keys { #expect(table.position(of: key) == model[key]) }
    }
    for (position, key) in keys.enumerated() {
      table.set(key, position)
      model[key] = position
    }
    check()
    for (i, key) in keys.enumerated() where i % 3 == 0 {
      table.remove(key)
      model[key] = nil
    }
    check()
    for (i, key) in keys.enumerated() where i % 5 == 0 {
      table.set(key, i + 1_000_000)
      model[key] = i + 1_000_000
    }
    check()
  }

  @Test func sparseKeysGrowThroughManyRehashes() {
    // Ids far apart keep the hash layout (a direct array would be too sparse); 3,000 keys from a
    // 16-slot table is eight doublings.
    exercise((0..<3_000).map { $0 * 104_729 % 2_000_003 + 1_000 })
  }

  @Test func denseKeysSwitchToTheDirectLayout() {
    exercise((0..<3_000).map { ($0 * 7) % 3_001 })
  }

  @Test func collidingKeysProbeIntoEachOther() {
    // Multiples of a large power of two share their low bits: Fibonacci hashing must still spread them.
    exercise((1...500).map { $0 << 20 })
  }
}
