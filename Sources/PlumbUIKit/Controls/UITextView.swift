import Foundation
import PlumbLayout

/// Multi-line text (UIKit's `UITextView`, a scroll view): the text wraps inside `textContainerInset` and
/// the container's 5-point line-fragment padding. A scrolling text view (the default) has no intrinsic
/// size; with `isScrollEnabled = false` it is as high as its wrapped text at the width it is given.
///
/// ```swift
/// let notes = UITextView()
/// notes.font = .preferredFont(forTextStyle: .body)
/// notes.text = "Notes:"
/// notes.isScrollEnabled = false   // grows with its text
/// ```
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// The caret's rectangle at `position` (UIKit's `UITextInput`; overridable, e.g. a taller caret). Plumb draws
  /// no caret.
  ///
  /// ```swift
  /// override func caretRect(for position: UITextPosition) -> CGRect { super.caretRect(for: position).insetBy(dx: 0, dy: -2) }
  /// ```
  open func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: 0, y: 0, width: 2, height: bounds.height) }
  open var text: String! = "" {
    didSet {
      if storedAttributedText?.string != text { storedAttributedText = nil }
      invalidateIntrinsicContentSize()
    }
  }
  /// Text with attributes, as a label's `attributedText`; setting `text` replaces it with plain text.
  open var attributedText: NSAttributedString! {
    get { storedAttributedText ?? NSAttributedString(string: text ?? "") }
    set {
      text = newValue?.string ?? ""
      storedAttributedText = newValue
    }
  }
  private var storedAttributedText: NSAttributedString?
  open var font: UIFont? = .systemFont(ofSize: 12) { didSet { invalidateIntrinsicContentSize() } }
  open var textColor: UIColor? = .label { didSet { invalidateLayout() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { invalidateLayout() } }
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { invalidateIntrinsicContentSize() } }
  /// The text container: its `lineFragmentPadding` (5) insets the text on the left and right.
  public let textContainer = NSTextContainer()
  open override var isScrollEnabled: Bool { didSet { invalidateIntrinsicContentSize() } }
  open var isEditable = true
  open var isSelectable = true
  /// The text view's delegate (also its scroll view delegate).
  ///
  /// ```swift
  /// notes.delegate = self
  /// ```
  open override weak var delegate: UIScrollViewDelegate? {
    get { textViewDelegate }
    set { textViewDelegate = newValue as? UITextViewDelegate }
  }
  weak var textViewDelegate: UITextViewDelegate?
  /// The keyboard shown (kept).
  ///
  /// ```swift
  /// notes.keyboardType = .default
  /// ```
  open var keyboardType = UIKeyboardType.default
  /// The return key's title (kept).
  ///
  /// ```swift
  /// notes.returnKeyType = .done
  /// ```
  open var returnKeyType = UIReturnKeyType.default
  /// Autocorrection (kept).
  ///
  /// ```swift
  /// notes.autocorrectionType = .no
  /// ```
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Automatic capitals (kept).
  ///
  /// ```swift
  /// notes.autocapitalizationType = .sentences
  /// ```
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Spell checking (kept).
  ///
  /// ```swift
  /// notes.spellCheckingType = .no
  /// ```
  open var spellCheckingType = UITextSpellCheckingType.default
  /// The keyboard's look (kept).
  ///
  /// ```swift
  /// notes.keyboardAppearance = .dark
  /// ```
  open var keyboardAppearance = UIKeyboardAppearance.default
  /// Which kinds of data become links (kept).
  ///
  /// ```swift
  /// notes.dataDetectorTypes = .link
  /// ```
  open var dataDetectorTypes = UIDataDetectorTypes()
  /// The attributes of links (kept).
  ///
  /// ```swift
  /// notes.linkTextAttributes = [.foregroundColor: UIColor.systemBlue]
  /// ```
  open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
  /// The attributes of typed text (kept).
  ///
  /// ```swift
  /// notes.typingAttributes = [.font: UIFont.systemFont(ofSize: 15)]
  /// ```
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  /// The selected range (kept).
  ///
  /// ```swift
  /// notes.selectedRange = NSRange(location: 0, length: 0)
  /// ```
  open var selectedRange = NSRange(location: 0, length: 0)
  /// The view shown instead of the keyboard (kept).
  ///
  /// ```swift
  /// notes.inputView = picker
  /// ```
  open override var inputView: UIView? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  private var storedInputView: UIView?
  /// The bar above the keyboard (kept).
  ///
  /// ```swift
  /// notes.inputAccessoryView = toolbar
  /// ```
  open override var inputAccessoryView: UIView? {
    get { storedAccessoryView }
    set { storedAccessoryView = newValue }
  }
  private var storedAccessoryView: UIView?
  /// An editable text view can become first responder.
  ///
  /// ```swift
  /// notes.canBecomeFirstResponder
  /// ```
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
  /// Whether the view is first responder.
  ///
  /// ```swift
  /// notes.isFirstResponder
  /// ```
  open override var isFirstResponder: Bool { FirstResponder.current === self }
  /// Starts editing when the delegate allows it (no keyboard shows).
  ///
  /// ```swift
  /// notes.becomeFirstResponder()
  /// ```
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if FirstResponder.current === self { return true }
    guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    if let other = FirstResponder.current, !other.resignFirstResponder() { return false }
    FirstResponder.current = self
    textViewDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    return true
  }
  /// Ends editing when the delegate allows it.
  ///
  /// ```swift
  /// notes.resignFirstResponder()
  /// ```
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard FirstResponder.current === self else { return true }
    guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
    endEditingForced()
    return true
  }

  func endEditingForced() {
    guard FirstResponder.current === self else { return }
    FirstResponder.current = nil
    textViewDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
  }
  open var adjustsFontForContentSizeCategory = false { didSet { invalidateIntrinsicContentSize() } }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    let spec = (font ?? .systemFont(ofSize: 12)).resolved(adjusting: adjustsFontForContentSizeCategory, traits: traits)
    var view = Layout.TextView(
      text: text ?? "", font: .fixed(spec), textColor: (textColor ?? .label).plumbColor(traits),
      textAlignment: textAlignment.plumb,
      textContainerInset: Insets(top: Double(textContainerInset.top), left: Double(textContainerInset.left),
                                 bottom: Double(textContainerInset.bottom), right: Double(textContainerInset.right)),
      lineFragmentPadding: Double(textContainer.lineFragmentPadding), isScrollEnabled: isScrollEnabled)
    if let storedAttributedText {
      view.runs = AttributedRuns(storedAttributedText, traits: traits, adjustsFonts: adjustsFontForContentSizeCategory).runs
    }
    return SceneContent(kind: .control(.textView(view)), intrinsic: explicitIntrinsicSize())
  }
}

/// Where a text view's text is laid out (UIKit's `NSTextContainer`): the line-fragment padding.
///
/// ```swift
/// textView.textContainer.lineFragmentPadding = 0
/// ```
@preconcurrency @MainActor
public final class NSTextContainer: NSObject {
  /// The inset of the text from the container's left and right edges (default 5).
  public var lineFragmentPadding: CGFloat = 5
  /// The maximum number of lines (0: no limit).
  public var maximumNumberOfLines = 0
}
