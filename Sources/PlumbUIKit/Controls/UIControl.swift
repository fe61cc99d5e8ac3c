import Foundation
import PlumbLayout

/// The base of UIKit's controls (UIKit's `UIControl`): state, alignment and actions (`UIAction`; Plumb
/// runs no events, so actions are kept, not sent).
///
/// ```swift
/// button.addAction(UIAction { _ in save() }, for: .touchUpInside)
/// button.isEnabled = false
/// ```
@preconcurrency @MainActor
open class UIControl: UIView {
  /// Whether a touch is being tracked (Plumb delivers no touches, so `false` unless a test sets it up).
  ///
  /// ```swift
  /// if control.isTracking { return }
  /// ```
  open internal(set) var isTracking = false
  /// Whether the tracked touch is inside the control.
  ///
  /// ```swift
  /// if control.isTouchInside { highlight() }
  /// ```
  open internal(set) var isTouchInside = false
  /// A touch began in the control; return whether to keep tracking it (UIKit's default: `true`).
  ///
  /// ```swift
  /// override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { feedback.prepare(); return true }
  /// ```
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// A tracked touch moved; return whether to keep tracking it (UIKit's default: `true`).
  ///
  /// ```swift
  /// override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { update(touch); return true }
  /// ```
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The tracked touch ended.
  ///
  /// ```swift
  /// override func endTracking(_ touch: UITouch?, with event: UIEvent?) { settle() }
  /// ```
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// Tracking was cancelled.
  ///
  /// ```swift
  /// override func cancelTracking(with event: UIEvent?) { reset() }
  /// ```
  open func cancelTracking(with event: UIEvent?) {}
  open var isEnabled = true { didSet { invalidateLayout() } }
  open var isSelected = false { didSet { invalidateLayout() } }
  open var isHighlighted = false { didSet { invalidateLayout() } }
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  open var contentVerticalAlignment: ContentVerticalAlignment = .center
  private(set) var actions: [(UIAction, Event)] = []

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The state drawn: disabled, highlighted, selected or normal.
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isHighlighted { state.insert(.highlighted) }
    if isSelected { state.insert(.selected) }
    return state
  }

  var plumbState: Layout.ControlState {
    if !isEnabled { return .disabled }
    if isHighlighted { return .highlighted }
    if isSelected { return .selected }
    return .normal
  }

  private var targetActions: [(target: UIGestureRecognizer.Weak?, action: Selector, events: Event)] = []

  open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }
  open func removeAction(_ action: UIAction, for controlEvents: Event) { actions.removeAll { $0.0 === action } }

  /// Adds a target and action for events (UIKit's `addTarget(_:action:for:)`; the target is held weakly,
  /// a nil target means the responder chain).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let held = target.map { UIGestureRecognizer.Weak($0 as AnyObject) }
    let exists = targetActions.contains { $0.target?.object === held?.object && $0.action == action && $0.events == controlEvents }
    if !exists { targetActions.append((held, action, controlEvents)) }
  }

  /// Removes target–action pairs; nil matches any target or action.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    targetActions.removeAll { entry in
      (target == nil || entry.target?.object === (target as AnyObject)) && (action == nil || entry.action == action)
        && !entry.events.intersection(controlEvents).isEmpty
    }
  }

  /// The targets that have actions (UIKit's `allTargets`).
  open var allTargets: Set<AnyHashable> {
    Set(targetActions.compactMap { $0.target?.object.map { ObjectIdentifier($0) as AnyHashable } })
  }

  /// The events that have targets or actions.
  open var allControlEvents: Event { (targetActions.map(\.events) + actions.map(\.1)).reduce([]) { $0.union($1) } }

  /// The Objective-C names of the target's actions for one event (UIKit's `actions(forTarget:forControlEvent:)`).
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let names = targetActions.filter {
      $0.target?.object === (target as AnyObject?) && !$0.events.intersection(controlEvent).isEmpty
    }.map(\.action.name)
    return names.isEmpty ? nil : names
  }

  /// Calls one action on a target with this control as the sender (UIKit's `sendAction(_:to:for:)`).
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    guard let object = (target as AnyObject?) ?? responderTarget(for: action) else { return }
    if !action.invoke(on: object, with: self, event: event) { if !action.invoke(on: object, with: self) { action.invoke(on: object) } }
  }

  /// Runs the actions and target–actions registered for `controlEvents` (what a tap would do in UIKit).
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actions where !events.intersection(controlEvents).isEmpty { action.handler(action) }
    for entry in targetActions where !entry.events.intersection(controlEvents).isEmpty {
      sendAction(entry.action, to: entry.target?.object, for: nil)
    }
  }

  /// The first responder from this control up that implements `action` (a nil target's receiver).
  private func responderTarget(for action: Selector) -> AnyObject? {
    var responder: UIResponder? = self
    while let current = responder {
      if action.isImplemented(by: current) { return current }
      responder = current.next
    }
    return nil
  }

  /// `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  /// `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  public enum ContentHorizontalAlignment: Int, Sendable { case center = 0, left, right, fill, leading, trailing }
  public enum ContentVerticalAlignment: Int, Sendable { case center = 0, top, bottom, fill }

  /// The control as a scene control kind (subclasses override).
  func controlKind(traits: UITraitCollection) -> Layout.Control? { nil }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    guard let control = controlKind(traits: traits) else { return super.sceneContent(traits: traits) }
    var intrinsic = Layout.IntrinsicSize()
    if let override = intrinsicOverride() { intrinsic = override }
    return SceneContent(kind: .control(control), intrinsic: intrinsic)
  }

  /// UIKit's alignment-rect insets of the control (`Layout.ControlMetrics`), for its layout direction.
  ///
  /// ```swift
  /// UISlider().alignmentRectInsets   // 2 left and right, 1 at the bottom
  /// ```
  open override var alignmentRectInsets: UIEdgeInsets {
    guard let kind = controlKind(traits: traitCollection) else { return .zero }
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let insets = Layout.ControlMetrics.alignmentRectInsets(of: kind, direction: rightToLeft ? .rightToLeft : .leftToRight)
    return UIEdgeInsets(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
  }

  /// A subclass's own `intrinsicContentSize` (app subclasses of a control may override it).
  func intrinsicOverride() -> Layout.IntrinsicSize? { nil }
}

/// An action with a handler (UIKit's `UIAction`, iOS 14).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  let handler: (UIAction) -> Void
  public init(title: String = "", image: UIImage? = nil, identifier: String? = nil, handler: @escaping (UIAction) -> Void) {
    self.handler = handler
    super.init(title: title, image: image)
  }
}
