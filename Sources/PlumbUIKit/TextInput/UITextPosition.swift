import Foundation

/// A place in a text input's text (UIKit's `UITextPosition`): Plumb's positions are UTF-16 offsets from
/// the start of the text, as `UITextField` and `UITextView` count them.
///
/// ```swift
/// let start = field.beginningOfDocument
/// let caret = field.position(from: start, offset: 3)
/// ```
@preconcurrency @MainActor
open class UITextPosition: NSObject {
  /// The UTF-16 offset from the start of the text.
  let offset: Int

  init(offset: Int) {
    self.offset = offset
    super.init()
  }
}

/// A range of a text input's text between two positions (UIKit's `UITextRange`).
///
/// ```swift
/// if let range = field.selectedTextRange, range.isEmpty { showCaret() }
/// ```
@preconcurrency @MainActor
open class UITextRange: NSObject {
  /// Where the range starts.
  open var start: UITextPosition { storedStart }
  /// Where the range ends.
  open var end: UITextPosition { storedEnd }
  /// Whether the range holds no text.
  open var isEmpty: Bool { storedStart.offset == storedEnd.offset }

  private let storedStart: UITextPosition, storedEnd: UITextPosition

  init(start: UITextPosition, end: UITextPosition) {
    storedStart = start.offset <= end.offset ? start : end
    storedEnd = start.offset <= end.offset ? end : start
    super.init()
  }
}
