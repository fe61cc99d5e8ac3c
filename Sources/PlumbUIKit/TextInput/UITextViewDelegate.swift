import Foundation

/// A text view's delegate (UIKit's `UITextViewDelegate`, also a scroll view delegate); every method optional.
/// Plumb calls the editing methods when the view becomes or resigns first responder.
///
/// ```swift
/// extension NoteEditor: UITextViewDelegate {
///   func textViewDidChange(_ textView: UITextView) { placeholder.isHidden = !textView.text.isEmpty }
/// }
/// ```
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Whether editing may end.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the text in `range` may be replaced by `text`.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The text changed.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
  /// Whether a tapped link opens.
  func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool
}

extension UITextViewDelegate {
  /// True (optional).
  ///
  /// ```swift
  /// delegate.textViewShouldBeginEditing(view)
  /// ```
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Nothing (optional).
  ///
  /// ```swift
  /// delegate.textViewDidBeginEditing(view)
  /// ```
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// True (optional).
  ///
  /// ```swift
  /// delegate.textViewShouldEndEditing(view)
  /// ```
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Nothing (optional).
  ///
  /// ```swift
  /// delegate.textViewDidEndEditing(view)
  /// ```
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// True (optional).
  ///
  /// ```swift
  /// delegate.textView(view, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "a")
  /// ```
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
  /// Nothing (optional).
  ///
  /// ```swift
  /// delegate.textViewDidChange(view)
  /// ```
  public func textViewDidChange(_ textView: UITextView) {}
  /// Nothing (optional).
  ///
  /// ```swift
  /// delegate.textViewDidChangeSelection(view)
  /// ```
  public func textViewDidChangeSelection(_ textView: UITextView) {}
  /// True (optional).
  ///
  /// ```swift
  /// delegate.textView(view, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction)
  /// ```
  public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool { true }
}

/// How a link in text was touched (UIKit's `UITextItemInteraction`).
///
/// ```swift
/// interaction == .invokeDefaultAction
/// ```
public enum UITextItemInteraction: Int, Sendable { case invokeDefaultAction = 0, presentActions, preview }

extension UITextView {
  /// Posted when a text view begins editing.
  ///
  /// ```swift
  /// UITextView.textDidBeginEditingNotification
  /// ```
  public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
  /// Posted when a text view's text changes.
  ///
  /// ```swift
  /// UITextView.textDidChangeNotification
  /// ```
  public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  /// Posted when a text view ends editing.
  ///
  /// ```swift
  /// UITextView.textDidEndEditingNotification
  /// ```
  public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
