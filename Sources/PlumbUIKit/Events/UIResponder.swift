import Foundation

/// The base of every responder (UIKit's `UIResponder`): the responder chain's first-responder calls,
/// touch and press handlers and UIKit's keyboard notifications. Plumb delivers no events; overrides of
/// the handlers compile and are called by code that calls them.
///
/// ```swift
/// NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in }
/// override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { dismiss(animated: true) }
/// ```
@preconcurrency @MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }
  /// Called after the object is loaded from an Interface Builder file (override to finish setting up; call `super`).
  ///
  /// ```swift
  /// override func awakeFromNib() { super.awakeFromNib(); titleLabel.font = .preferredFont(forTextStyle: .headline) }
  /// ```
  open func awakeFromNib() {}
  /// Called when Interface Builder renders the object (never in Plumb).
  ///
  /// ```swift
  /// override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder(); text = "Sample" }
  /// ```
  open func prepareForInterfaceBuilder() {}
  /// A key-value observer's callback (Foundation's `observeValue(forKeyPath:of:change:context:)`, declared
  /// here because Foundation on Linux has none): overridable as on iOS; Plumb sees no property changes, so
  /// nothing calls it.
  ///
  /// ```swift
  /// override func observeValue(forKeyPath keyPath: String?, of object: Any?,
  ///                            change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
  /// ```
  open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                         context: UnsafeMutableRawPointer?) {}
  open var next: UIResponder? { nil }
  open var canBecomeFirstResponder: Bool { false }
  open var canResignFirstResponder: Bool { true }
  open var isFirstResponder: Bool { false }
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  @discardableResult open func resignFirstResponder() -> Bool { true }
  open var inputView: UIView? { nil }
  open var inputAccessoryView: UIView? { nil }
  open func reloadInputViews() {}
  /// The keyboard shortcuts the responder offers (none by default; Plumb has no keyboard).
  ///
  /// ```swift
  /// override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: "r", modifierFlags: .command, action: #selector(refresh))] }
  /// ```
  open var keyCommands: [UIKeyCommand]? { nil }

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { isImplemented(action) }
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
  }

  func isImplemented(_ action: Selector) -> Bool { action.isImplemented(by: self) }

  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
