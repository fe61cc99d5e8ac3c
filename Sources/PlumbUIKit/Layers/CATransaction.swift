import Foundation

/// Groups layer changes (Core Animation's `CATransaction`). Plumb runs no animations: changes apply at once,
/// and the completion block runs when the outermost transaction commits (at once when none is open).
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setDisableActions(true)
/// CATransaction.setCompletionBlock { print("done") }
/// layer.position = CGPoint(x: 20, y: 20)
/// CATransaction.commit()   // prints "done"
/// ```
open class CATransaction: NSObject {
  private struct Frame {
    var duration: CFTimeInterval = 0.25
    var disableActions = false
    var timing: CAMediaTimingFunction?
    var completion: (() -> Void)?
  }

  private static let frameLock = NSLock()
  nonisolated(unsafe) private static var frames: [Frame] = []

  private static func withFrames<R>(_ body: (inout [Frame]) -> R) -> R {
    frameLock.lock(); defer { frameLock.unlock() }
    return body(&frames)
  }

  /// Opens a transaction.
  ///
  /// ```swift
  /// CATransaction.begin()
  /// ```
  open class func begin() { withFrames { $0.append(Frame()) } }

  /// Closes the transaction; the completion block runs when the outermost one closes.
  ///
  /// ```swift
  /// CATransaction.commit()
  /// ```
  open class func commit() {
    let completion: (() -> Void)? = withFrames { frames in
      guard let last = frames.popLast() else { return nil }
      if frames.isEmpty { return last.completion }
      if let completion = last.completion {
        let outer = frames[frames.count - 1].completion
        frames[frames.count - 1].completion = { outer?(); completion() }
      }
      return nil
    }
    completion?()
  }

  /// Commits every open transaction.
  ///
  /// ```swift
  /// CATransaction.flush()
  /// ```
  open class func flush() {
    while withFrames({ !$0.isEmpty }) { commit() }
  }

  /// Kept for source compatibility (Core Animation's thread lock).
  ///
  /// ```swift
  /// CATransaction.lock(); CATransaction.unlock()
  /// ```
  open class func lock() {}
  /// Kept for source compatibility.
  ///
  /// ```swift
  /// CATransaction.unlock()
  /// ```
  open class func unlock() {}

  /// The duration of implicit animations in the current transaction (default 0.25 s).
  ///
  /// ```swift
  /// CATransaction.animationDuration()
  /// ```
  open class func animationDuration() -> CFTimeInterval { withFrames { $0.last?.duration ?? 0.25 } }
  /// Sets the duration of implicit animations (kept).
  ///
  /// ```swift
  /// CATransaction.setAnimationDuration(0.5)
  /// ```
  open class func setAnimationDuration(_ dur: CFTimeInterval) { withFrames { if !$0.isEmpty { $0[$0.count - 1].duration = dur } } }
  /// The timing function of implicit animations.
  ///
  /// ```swift
  /// CATransaction.animationTimingFunction()
  /// ```
  open class func animationTimingFunction() -> CAMediaTimingFunction? { withFrames { $0.last?.timing } }
  /// Sets the timing function of implicit animations (kept).
  ///
  /// ```swift
  /// CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
  /// ```
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    withFrames { if !$0.isEmpty { $0[$0.count - 1].timing = function } }
  }
  /// Whether implicit animations are off.
  ///
  /// ```swift
  /// CATransaction.disableActions()
  /// ```
  open class func disableActions() -> Bool { withFrames { $0.last?.disableActions ?? false } }
  /// Turns implicit animations off (they never run in Plumb).
  ///
  /// ```swift
  /// CATransaction.setDisableActions(true)
  /// ```
  open class func setDisableActions(_ flag: Bool) { withFrames { if !$0.isEmpty { $0[$0.count - 1].disableActions = flag } } }
  /// The completion block of the current transaction.
  ///
  /// ```swift
  /// CATransaction.completionBlock()
  /// ```
  open class func completionBlock() -> (() -> Void)? { withFrames { $0.last?.completion } }
  /// Sets what runs when the transaction commits (at once when no transaction is open).
  ///
  /// ```swift
  /// CATransaction.setCompletionBlock { spinner.isHidden = true }
  /// ```
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    let runNow = withFrames { frames -> Bool in
      guard !frames.isEmpty else { return true }
      frames[frames.count - 1].completion = block
      return false
    }
    if runNow { block?() }
  }
  /// A transaction property by key (`nil`; kept for source compatibility).
  ///
  /// ```swift
  /// CATransaction.value(forKey: kCATransactionAnimationDuration)
  /// ```
  open class func value(forKey key: String) -> Any? { nil }
  /// Sets a transaction property by key (kept).
  ///
  /// ```swift
  /// CATransaction.setValue(true, forKey: kCATransactionDisableActions)
  /// ```
  open class func setValue(_ anObject: Any?, forKey key: String) {
    if key == kCATransactionDisableActions, let flag = anObject as? Bool { setDisableActions(flag) }
  }
}

/// The transaction key of `disableActions`.
///
/// ```swift
/// CATransaction.setValue(true, forKey: kCATransactionDisableActions)
/// ```
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of `animationDuration`.
///
/// ```swift
/// CATransaction.setValue(0.3, forKey: kCATransactionAnimationDuration)
/// ```
public let kCATransactionAnimationDuration = "animationDuration"
