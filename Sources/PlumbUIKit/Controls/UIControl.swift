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

  open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }
  open func removeAction(_ action: UIAction, for controlEvents: Event) { actions.removeAll { $0.0 === action } }
  /// Runs the actions registered for `controlEvents` (what a tap would do in UIKit).
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actions where !events.intersection(controlEvents).isEmpty { action.handler(action) }
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
    public static let editingChanged = Event(rawValue: 1 << 17)
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

  /// A subclass's own `intrinsicContentSize` (app subclasses of a control may override it).
  func intrinsicOverride() -> Layout.IntrinsicSize? { nil }
}

/// An action with a handler (UIKit's `UIAction`, iOS 14).
@preconcurrency @MainActor
open class UIAction: NSObject {
  public let title: String
  let handler: (UIAction) -> Void
  public init(title: String = "", image: UIImage? = nil, identifier: String? = nil, handler: @escaping (UIAction) -> Void) {
    self.title = title; self.handler = handler
    super.init()
  }
}
