import Glibc

/// A mutual-exclusion lock over `pthread_mutex_t` (PlumbGraphics avoids Foundation); a recursive one may
/// be taken again by the thread that holds it.
///
/// ```swift
/// let lock = Lock()
/// let value = lock.withLock { cache[key] }
/// let reentrant = Lock(recursive: true)
/// reentrant.withLock { reentrant.withLock { () } }   // no deadlock
/// ```
final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init(recursive: Bool = false) {
    mutex = .allocate(capacity: 1)
    guard recursive else {
      pthread_mutex_init(mutex, nil)
      return
    }
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
