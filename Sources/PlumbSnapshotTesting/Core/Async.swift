import Foundation

/// A value that arrives later, through a callback: swift-snapshot-testing's `Async`, for strategies
/// whose snapshot is made asynchronously (a web view's `takeSnapshot`, an animation's completion).
///
/// ```swift
/// let later = Async<String> { deliver in
///   DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { deliver("ready") }
/// }
/// later.map(\.count).run { print($0) }   // 5
/// ```
public struct Async<Value> {
  /// Starts the work; the callback receives the value once.
  public let run: (_ callback: @escaping (Value) -> Void) -> Void

  /// A value the work hands to its callback when it is ready.
  public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
    self.run = run
  }

  /// A value that is ready now.
  public init(value: Value) {
    self.run = { callback in callback(value) }
  }

  /// The value transformed once it arrives.
  public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
    let run = self.run
    return Async<NewValue> { callback in run { callback(transform($0)) } }
  }
}

extension Async {
  /// Runs the work and waits on the current run loop for the value, up to `timeout` seconds
  /// (`nil` when it did not arrive in time). A value handed over at once returns without waiting.
  ///
  /// ```swift
  /// Async(value: 3).wait(timeout: 1)   // 3
  /// ```
  func wait(timeout: TimeInterval) -> Value? {
    // The callback may come on another thread (a background queue) or on this one's run loop.
    let box = Delivery<Value>()
    run { box.deliver($0) }
    let deadline = Date(timeIntervalSinceNow: timeout)
    while box.value == nil && Date() < deadline {
      _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.005)))
    }
    return box.value
  }

  /// Every value of `items`, in order, once all have arrived.
  static func sequence(_ items: [Async<Value>]) -> Async<[Value]> {
    Async<[Value]> { callback in
      var values = [Value?](repeating: nil, count: items.count)
      var remaining = items.count
      if remaining == 0 { callback([]); return }
      for (index, item) in items.enumerated() {
        item.run { value in
          guard values[index] == nil else { return }
          values[index] = value
          remaining -= 1
          if remaining == 0 { callback(values.map { $0! }) }
        }
      }
    }
  }
}

/// The first value handed to a callback, kept under a lock.
private final class Delivery<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  var value: Value? { lock.lock(); defer { lock.unlock() }; return stored }

  func deliver(_ value: Value) {
    lock.lock(); defer { lock.unlock() }
    if stored == nil { stored = value }
  }
}
