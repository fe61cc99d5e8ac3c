import Foundation

/// Threads that encode and stage recordings while the render threads go on with the next variant: on
/// a machine with more cores than render jobs (`plumb snapshot --jobs 1` on two cores, say), a variant's
/// PNG is compressed in parallel with the next one's rendering instead of after it.
///
/// At most `capacity` pieces of work wait at a time (each holds one rendered picture), so memory stays
/// flat however many variants a run records: `submit` blocks while the queue is full. Results come back
/// through `Deferred`, and nothing about them depends on which thread ran them.
///
/// ```swift
/// let writer = BackgroundWriter(threads: 1)
/// let bytes = writer.submit { try? codec.encode(image) }
/// // … render the next variant …
/// let png = bytes.value            // waits for the encode if it has not finished
/// writer.finish()
/// ```
final class BackgroundWriter: @unchecked Sendable {
  /// A value another thread is computing.
  final class Deferred<T>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: T?
    fileprivate func fulfil(_ value: T) {
      condition.lock(); result = value; condition.broadcast(); condition.unlock()
    }
    /// The value, once computed.
    var value: T {
      condition.lock(); defer { condition.unlock() }
      while result == nil { condition.wait() }
      return result!
    }
  }

  /// How many writer threads a run with `jobs` render threads gets on `cores` cores: the spare cores,
  /// at most one per render thread (none when every core renders: encoding inline is then as fast).
  static func threads(jobs: Int, cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> Int {
    max(0, min(jobs, cores - jobs))
  }

  private let condition = NSCondition()
  private var queue: [() -> Void] = []
  private var finished = false
  private let capacity: Int
  private let group = DispatchGroup()

  init(threads: Int, capacity: Int = 2) {
    self.capacity = max(1, capacity)
    for _ in 0..<max(1, threads) {
      group.enter()
      let thread = Thread { [self] in
        while let work = next() { work() }
        group.leave()
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
  }

  /// Queues `work` (waiting while `capacity` pieces are already queued) and returns its future result.
  func submit<T>(_ work: @escaping () -> T) -> Deferred<T> {
    let deferred = Deferred<T>()
    condition.lock()
    while queue.count >= capacity { condition.wait() }
    queue.append { deferred.fulfil(work()) }
    condition.broadcast()
    condition.unlock()
    return deferred
  }

  /// Lets the threads end once the queue is empty, and waits for them.
  func finish() {
    condition.lock(); finished = true; condition.broadcast(); condition.unlock()
    group.wait()
  }

  private func next() -> (() -> Void)? {
    condition.lock(); defer { condition.unlock() }
    while queue.isEmpty && !finished { condition.wait() }
    if queue.isEmpty { return nil }
    let work = queue.removeFirst()
    condition.broadcast()
    return work
  }
}
