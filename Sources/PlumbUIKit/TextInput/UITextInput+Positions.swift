import Foundation

/// The position arithmetic of UIKit's `UITextInput` that text fields and text views share, over the text's
/// UTF-16 offsets; the selection is stored (a caret at the end until set), nothing is drawn for it.
@preconcurrency @MainActor
protocol PlumbTextPositions: AnyObject {
  /// The text the positions count in.
  var positionText: String { get }
}

nonisolated(unsafe) private var selectedRangeKey: UInt8 = 0

extension PlumbTextPositions {
  var ending: UITextPosition { UITextPosition(offset: positionText.utf16.count) }

  func position(from position: UITextPosition, by offset: Int) -> UITextPosition? {
    let moved = position.offset + offset
    return moved >= 0 && moved <= positionText.utf16.count ? UITextPosition(offset: moved) : nil
  }

  var storedSelection: UITextRange? {
    get {
      if let range = objc_getAssociatedObject(self, &selectedRangeKey) as? UITextRange, range.end.offset <= positionText.utf16.count {
        return range
      }
      return UITextRange(start: ending, end: ending)
    }
    set { objc_setAssociatedObject(self, &selectedRangeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }

  func substring(in range: UITextRange) -> String? {
    let utf16 = Array(positionText.utf16)
    guard range.end.offset <= utf16.count else { return nil }
    return String(decoding: utf16[range.start.offset..<range.end.offset], as: UTF16.self)
  }
}

/// The position arithmetic of text that can be edited (UIKit's `UITextInput`): `UITextField` and `UITextView`
/// adopt it, over their text's UTF-16 offsets.
///
/// ```swift
/// func selectAll(_ input: UITextInput) {
///   input.selectedTextRange = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)
/// }
/// ```
@preconcurrency @MainActor
public protocol UITextInput: AnyObject {
  var beginningOfDocument: UITextPosition { get }
  var endOfDocument: UITextPosition { get }
  var selectedTextRange: UITextRange? { get set }
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  func text(in range: UITextRange) -> String?
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
}

extension UITextInput {
  private var positions: PlumbTextPositions? { self as? PlumbTextPositions }

  /// The position before the first character (UIKit's `UITextInput`).
  ///
  /// ```swift
  /// input.selectedTextRange = input.textRange(from: input.beginningOfDocument, to: input.beginningOfDocument)
  /// ```
  public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
  /// The position after the last character.
  ///
  /// ```swift
  /// input.selectedTextRange = input.textRange(from: input.endOfDocument, to: input.endOfDocument)
  /// ```
  public var endOfDocument: UITextPosition { positions?.ending ?? UITextPosition(offset: 0) }
  /// The selection (a caret at the end until set).
  ///
  /// ```swift
  /// input.selectedTextRange = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)
  /// ```
  public var selectedTextRange: UITextRange? {
    get { positions?.storedSelection }
    set { positions?.storedSelection = newValue }
  }
  /// The position `offset` UTF-16 units from `position`, or `nil` outside the text.
  ///
  /// ```swift
  /// let third = input.position(from: input.beginningOfDocument, offset: 3)
  /// ```
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? { positions?.position(from: position, by: offset) }
  /// The UTF-16 units from one position to another.
  ///
  /// ```swift
  /// let caret = input.offset(from: input.beginningOfDocument, to: input.selectedTextRange!.start)
  /// ```
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
  /// The range between two positions.
  ///
  /// ```swift
  /// let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)
  /// ```
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    UITextRange(start: fromPosition, end: toPosition)
  }
  /// The text in `range`.
  ///
  /// ```swift
  /// let selected = input.text(in: input.selectedTextRange!)
  /// ```
  public func text(in range: UITextRange) -> String? { positions?.substring(in: range) }
  /// How two positions are ordered.
  ///
  /// ```swift
  /// input.compare(input.beginningOfDocument, to: input.endOfDocument)   // .orderedAscending
  /// ```
  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
  }
}


extension UITextField: PlumbTextPositions, UITextInput {
  var positionText: String { text ?? "" }
}

extension UITextView: PlumbTextPositions, UITextInput {
  var positionText: String { text ?? "" }
}
