import Foundation

/// A text field's delegate (UIKit's `UITextFieldDelegate`); every method optional. Plumb calls the editing
/// methods when the field becomes or resigns first responder (`becomeFirstResponder()`, `endEditing(_:)`).
///
/// ```swift
/// extension SignInViewController: UITextFieldDelegate {
///   func textFieldShouldReturn(_ textField: UITextField) -> Bool { textField.resignFirstResponder() }
/// }
/// ```
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, with the reason.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether the characters in `range` may be replaced by `string`.
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
  /// The selection changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may clear the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the return key is handled.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// True (optional).
  ///
  /// ```swift
  /// delegate.textFieldShouldBeginEditing(field)
  /// ```
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Nothing (optional).
  ///
  /// ```swift
  /// delegate.textFieldDidBeginEditing(field)
  /// ```
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// True (optional).
  ///
  /// ```swift
  /// delegate.textFieldShouldEndEditing(field)
  /// ```
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Nothing (optional).
  ///
  /// ```swift
  /// delegate.textFieldDidEndEditing(field)
  /// ```
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Calls `textFieldDidEndEditing(_:)` (optional; UIKit's fallback).
  ///
  /// ```swift
  /// delegate.textFieldDidEndEditing(field, reason: .committed)
  /// ```
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
  /// True (optional).
  ///
  /// ```swift
  /// delegate.textField(field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "a")
  /// ```
  public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
  /// Nothing (optional).
  ///
  /// ```swift
  /// delegate.textFieldDidChangeSelection(field)
  /// ```
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// True (optional).
  ///
  /// ```swift
  /// delegate.textFieldShouldClear(field)
  /// ```
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// True (optional).
  ///
  /// ```swift
  /// delegate.textFieldShouldReturn(field)
  /// ```
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
  /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`).
  ///
  /// ```swift
  /// func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
  /// ```
  public enum DidEndEditingReason: Int, Sendable { case committed = 0, cancelled }

  /// Posted when a text field begins editing.
  ///
  /// ```swift
  /// NotificationCenter.default.addObserver(forName: UITextField.textDidBeginEditingNotification, object: field, queue: .main) { _ in }
  /// ```
  public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
  /// Posted when a text field's text changes.
  ///
  /// ```swift
  /// UITextField.textDidChangeNotification
  /// ```
  public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  /// Posted when a text field ends editing.
  ///
  /// ```swift
  /// UITextField.textDidEndEditingNotification
  /// ```
  public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
