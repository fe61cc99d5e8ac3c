import Foundation

/// Maps indices to results on a fixed number of threads; the results come back in index order, so the
/// outcome never depends on which thread finished first.
///
/// ```swift
/// let squares = ParallelMap.run(count: 10, threads: 2) { $0 * $0 }   // [0, 1, 4, …, 81]
/// ```
enum ParallelMap {
  static func run<T>(count: Int, threads: Int, progress: ((Int, T) -> Void)? = nil, _ work: @escaping (Int) -> T) -> [T] {
    let state = State<T>(count: count)
    let group = DispatchGroup()
    for _ in 0..<max(1, min(threads, count)) {
      group.enter()
      let thread = Thread {
        while let index = state.claim() {
          let value = work(index)
          let done = state.store(value, at: index)
          progress?(done, value)
        }
        group.leave()
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    group.wait()
    return state.results.map { $0! }
  }

  private final class State<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var done = 0
    private let count: Int
    var results: [T?]
    init(count: Int) { self.count = count; results = Array(repeating: nil, count: count) }
    func claim() -> Int? {
      lock.lock(); defer { lock.unlock() }
      guard next < count else { return nil }
      next += 1
      return next - 1
    }
    func store(_ value: T, at index: Int) -> Int {
      lock.lock(); defer { lock.unlock() }
      results[index] = value
      done += 1
      return done
    }
  }
}
