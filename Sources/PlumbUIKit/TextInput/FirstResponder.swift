import Foundation

/// The text input that is first responder (Plumb's stand-in for the key window's first responder): text
/// fields and views become it when asked, `endEditing(_:)` and `resignFirstResponder()` clear it.
@MainActor
enum FirstResponder {
  static weak var current: UIResponder?
}

/// A text input that can be made to stop editing without asking its delegate (`endEditing(true)`).
@MainActor
protocol ForcedEndEditing: AnyObject {
  func endEditingForced()
}

extension UIView {
  /// Makes the first responder inside this view resign: with `force` without asking its delegate; true when
  /// it resigned or there was none here.
  ///
  /// ```swift
  /// view.endEditing(true)   // the keyboard goes away
  /// ```
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let current = FirstResponder.current as? UIView, current.isDescendant(of: self) else { return true }
    if force, let input = current as? ForcedEndEditing {
      input.endEditingForced()
      return true
    }
    return current.resignFirstResponder()
  }
}

extension UITextField: ForcedEndEditing {}
extension UITextView: ForcedEndEditing {}
