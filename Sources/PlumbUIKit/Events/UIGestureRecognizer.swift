import Foundation

/// A gesture recognizer (UIKit's `UIGestureRecognizer`) with its targets and actions. Plumb recognizes no
/// gestures; code attaches them, reads their state, and tests can fire one with `sendActions()`.
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: Selector("didTap:", Self.didTap(_:)))
/// view.addGestureRecognizer(tap)
/// tap.sendActions()   // calls self.didTap(tap)
/// ```
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// `UIGestureRecognizer.State`.
  public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }

  private var targets: [(target: Weak, action: Selector)] = []
  open var state: State = .possible
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  open var isEnabled = true
  open internal(set) weak var view: UIView?
  open var cancelsTouchesInView = true
  open var delaysTouchesBegan = false
  open var delaysTouchesEnded = true
  open var requiresExclusiveTouchType = true
  open var name: String?
  open var numberOfTouches: Int { 0 }
  var location: CGPoint = .zero

  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }
  public override convenience init() { self.init(target: nil, action: nil) }

  open func addTarget(_ target: Any, action: Selector) { targets.append((Weak(target as AnyObject), action)) }
  open func removeTarget(_ target: Any?, action: Selector?) {
    targets.removeAll { entry in
      (target == nil || entry.target.object === (target as AnyObject)) && (action == nil || entry.action == action)
    }
  }
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
  open func location(in view: UIView?) -> CGPoint {
    guard let view, let own = self.view else { return location }
    return own.convert(location, to: view)
  }
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }
  open func reset() {}
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Calls every target's action with the recognizer, as a recognized gesture would (state `.ended`).
  public func sendActions(state: State = .ended) {
    self.state = state
    for entry in targets { if let object = entry.target.object { if !entry.action.invoke(on: object, with: self) { entry.action.invoke(on: object) } } }
  }

  /// A weakly held target.
  struct Weak { weak var object: AnyObject?; init(_ object: AnyObject) { self.object = object } }
}

/// A gesture recognizer's delegate (UIKit's `UIGestureRecognizerDelegate`); every method is optional.
///
/// ```swift
/// extension Cell: UIGestureRecognizerDelegate {
///   func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// A tap (UIKit's `UITapGestureRecognizer`).
///
/// ```swift
/// let doubleTap = UITapGestureRecognizer(target: self, action: Selector("zoom", Self.zoom))
/// doubleTap.numberOfTapsRequired = 2
/// ```
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1
}

/// A long press (UIKit's `UILongPressGestureRecognizer`, 0.5 s by default).
///
/// ```swift
/// let press = UILongPressGestureRecognizer(target: self, action: Selector("showMenu", Self.showMenu))
/// press.minimumPressDuration = 0.3
/// ```
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: TimeInterval = 0.5
  open var numberOfTapsRequired = 0
  open var numberOfTouchesRequired = 1
  open var allowableMovement: CGFloat = 10
}

/// A pan (UIKit's `UIPanGestureRecognizer`): its translation can be set and read back.
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: Selector("drag:", Self.drag(_:)))
/// pan.translation(in: view)   // .zero
/// ```
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max
  private var translation: CGPoint = .zero
  open func translation(in view: UIView?) -> CGPoint { translation }
  open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A pan from a screen edge (UIKit's `UIScreenEdgePanGestureRecognizer`).
///
/// ```swift
/// let back = UIScreenEdgePanGestureRecognizer(target: self, action: Selector("back", Self.back))
/// back.edges = .left
/// ```
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  open var edges: UIRectEdge = []
}

/// A swipe (UIKit's `UISwipeGestureRecognizer`, rightwards by default).
///
/// ```swift
/// let swipe = UISwipeGestureRecognizer(target: self, action: Selector("next", Self.next))
/// swipe.direction = .left
/// ```
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }
  open var direction: Direction = .right
  open var numberOfTouchesRequired = 1
}

/// A pinch (UIKit's `UIPinchGestureRecognizer`).
///
/// ```swift
/// let pinch = UIPinchGestureRecognizer(target: self, action: Selector("zoom:", Self.zoom(_:)))
/// pinch.scale   // 1
/// ```
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  open var scale: CGFloat = 1
  open var velocity: CGFloat { 0 }
}

/// A rotation (UIKit's `UIRotationGestureRecognizer`).
///
/// ```swift
/// let rotate = UIRotationGestureRecognizer(target: self, action: Selector("turn:", Self.turn(_:)))
/// rotate.rotation   // 0
/// ```
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  open var rotation: CGFloat = 0
  open var velocity: CGFloat { 0 }
}

extension UIView {
  /// Attaches a gesture recognizer (UIKit's `addGestureRecognizer(_:)`).
  ///
  /// ```swift
  /// card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("open", Self.open)))
  /// ```
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizer.view = self
    attachedGestureRecognizers.append(gestureRecognizer)
  }

  /// Detaches a gesture recognizer.
  ///
  /// ```swift
  /// card.removeGestureRecognizer(tap)
  /// ```
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }
}
