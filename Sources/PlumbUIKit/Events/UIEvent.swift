import Foundation

/// An event (UIKit's `UIEvent`). Plumb delivers no touches; events exist so that code which receives or
/// forwards them (`touchesBegan(_:with:)`, `sendAction(_:to:for:)`, `hitTest(_:with:)`) compiles and runs.
///
/// ```swift
/// override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
///   super.touchesBegan(touches, with: event)
/// }
/// ```
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// `UIEvent.EventType`.
  public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll = 10, hover, transform }
  /// `UIEvent.EventSubtype`.
  public enum EventSubtype: Int, Sendable { case none = 0, motionShake = 1 }

  open var type: EventType { .touches }
  open var subtype: EventSubtype { .none }
  open var timestamp: TimeInterval { 0 }
  open var allTouches: Set<UITouch>? { nil }
  open func touches(for view: UIView) -> Set<UITouch>? { nil }
  open func touches(for window: UIWindow) -> Set<UITouch>? { nil }
  public override init() { super.init() }
}

/// A touch (UIKit's `UITouch`), made by code that simulates one; its location is fixed.
///
/// ```swift
/// let point = touch.location(in: view)
/// ```
@preconcurrency @MainActor
open class UITouch: NSObject {
  /// `UITouch.Phase`.
  public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited }
  /// `UITouch.TouchType`.
  public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

  open var phase: Phase = .began
  open var type: TouchType = .direct
  open var tapCount: Int = 1
  open var timestamp: TimeInterval = 0
  open var force: CGFloat = 0
  open var maximumPossibleForce: CGFloat = 0
  open weak var view: UIView?
  open var window: UIWindow? { view?.window }
  open var gestureRecognizers: [UIGestureRecognizer]? { nil }
  /// The point in the touched view's coordinates.
  var point: CGPoint = .zero

  public override init() { super.init() }

  /// The touch's location in `view`'s coordinates (in its own view's when `view` is nil).
  open func location(in view: UIView?) -> CGPoint {
    guard let view, let own = self.view else { return point }
    return own.convert(point, to: view)
  }
  open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
  open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
}
