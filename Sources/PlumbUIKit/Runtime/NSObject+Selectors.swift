import Foundation

/// NSObject's selector methods, which Foundation on Linux lacks: `responds(to:)` and `perform(_:)` answer
/// and call through a `Selector`'s typed method reference (see `Selector`).
///
/// ```swift
/// if controller.responds(to: Selector("refresh", ViewController.refresh)) {
///   controller.perform(Selector("refresh", ViewController.refresh))
/// }
/// ```
extension NSObject {
  /// Whether the object implements the selector's method (false for a selector made from a name alone).
  ///
  /// ```swift
  /// view.responds(to: Selector("layoutIfNeeded", UIView.layoutIfNeeded))   // true
  /// ```
  public func responds(to aSelector: Selector!) -> Bool {
    guard let aSelector else { return false }
    return aSelector.isImplemented(by: self)
  }

  /// Calls the selector's method; nothing is returned (Plumb has no Objective-C objects to hand back).
  ///
  /// ```swift
  /// controller.perform(Selector("refresh", ViewController.refresh))
  /// ```
  @discardableResult
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    aSelector?.invoke(on: self); return nil
  }

  /// Calls the selector's method with one argument.
  ///
  /// ```swift
  /// controller.perform(Selector("show:", ViewController.show(_:)), with: item)
  /// ```
  @discardableResult
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    aSelector?.invoke(on: self, with: object); return nil
  }

  /// Calls the selector's method with two arguments.
  ///
  /// ```swift
  /// controller.perform(Selector("move:to:", ViewController.move(_:to:)), with: item, with: index)
  /// ```
  @discardableResult
  public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
    aSelector?.invoke(on: self, with: object1, event: object2); return nil
  }

  /// Schedules the call on the main queue after `delay` seconds (a snapshot never waits for it).
  ///
  /// ```swift
  /// perform(Selector("hide", Toast.hide), with: nil, afterDelay: 2)
  /// ```
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
    nonisolated(unsafe) let target = self, argument = anArgument
    DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay)) { aSelector.invoke(on: target, with: argument) }
  }

  /// Cancels nothing: delayed calls are not tracked (NSObject's `cancelPreviousPerformRequests`).
  ///
  /// ```swift
  /// NSObject.cancelPreviousPerformRequests(withTarget: self)
  /// ```
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {}

  /// Cancels nothing: delayed calls are not tracked.
  ///
  /// ```swift
  /// NSObject.cancelPreviousPerformRequests(withTarget: self, selector: Selector("hide"), object: nil)
  /// ```
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {}
}

extension NotificationCenter {
  /// Calls the observer's selector method for each matching notification (Foundation's target–action
  /// observer, which Linux lacks). The observer is held weakly, as Foundation does since iOS 9.
  ///
  /// ```swift
  /// NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillShow:", Self.keyboardWillShow(_:)),
  ///                                        name: UIResponder.keyboardWillShowNotification, object: nil)
  /// ```
  public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
    weak let target = observer as AnyObject
    _ = addObserver(forName: aName, object: anObject, queue: nil) { notification in
      guard let target else { return }
      if !aSelector.invoke(on: target, with: notification) { aSelector.invoke(on: target) }
    }
  }
}

extension Timer {
  /// A timer that calls the target's selector method (Foundation's target–action timer, which Linux lacks).
  ///
  /// ```swift
  /// Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("tick", Self.tick),
  ///                      userInfo: nil, repeats: true)
  /// ```
  public class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer {
    weak let target = aTarget as AnyObject
    return scheduledTimer(withTimeInterval: ti, repeats: yesOrNo) { timer in
      guard let target else { timer.invalidate(); return }
      if !aSelector.invoke(on: target, with: timer) { aSelector.invoke(on: target) }
    }
  }

  /// A timer, not yet scheduled, that calls the target's selector method.
  ///
  /// ```swift
  /// let timer = Timer(timeInterval: 1, target: self, selector: Selector("tick", Self.tick), userInfo: nil, repeats: true)
  /// ```
  public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
    weak let target = aTarget as AnyObject
    self.init(timeInterval: ti, repeats: yesOrNo) { timer in
      guard let target else { timer.invalidate(); return }
      if !aSelector.invoke(on: target, with: timer) { aSelector.invoke(on: target) }
    }
  }
}
