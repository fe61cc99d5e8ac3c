import Foundation
import PlumbLayout

/// A one-line editable text (UIKit's `UITextField`), laid out with its border style's height.
///
/// ```swift
/// let name = UITextField()
/// name.placeholder = "Enter name"
/// name.borderStyle = .roundedRect
/// ```
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The caret's rectangle at `position` (UIKit's `UITextInput`; overridable, e.g. a taller caret). Plumb draws
  /// no caret.
  ///
  /// ```swift
  /// override func caretRect(for position: UITextPosition) -> CGRect { super.caretRect(for: position).insetBy(dx: 0, dy: -2) }
  /// ```
  open func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: 0, y: 0, width: 2, height: bounds.height) }
  open var text: String? = "" { didSet { invalidateIntrinsicContentSize() } }
  open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
  open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
  open var textColor: UIColor? = .label { didSet { invalidateLayout() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { invalidateLayout() } }
  open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
  open var clearButtonMode: ViewMode = .never { didSet { invalidateIntrinsicContentSize() } }
  open var adjustsFontForContentSizeCategory = false { didSet { invalidateIntrinsicContentSize() } }
  open var isSecureTextEntry = false
  /// The keyboard shown (kept; Plumb shows none).
  ///
  /// ```swift
  /// email.keyboardType = .emailAddress
  /// ```
  open var keyboardType = UIKeyboardType.default
  /// The return key's title (kept).
  ///
  /// ```swift
  /// field.returnKeyType = .next
  /// ```
  open var returnKeyType = UIReturnKeyType.default
  /// Autocorrection (kept).
  ///
  /// ```swift
  /// field.autocorrectionType = .no
  /// ```
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Automatic capitals (kept).
  ///
  /// ```swift
  /// field.autocapitalizationType = .none
  /// ```
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Spell checking (kept).
  ///
  /// ```swift
  /// field.spellCheckingType = .no
  /// ```
  open var spellCheckingType = UITextSpellCheckingType.default
  /// The keyboard's look (kept).
  ///
  /// ```swift
  /// field.keyboardAppearance = .dark
  /// ```
  open var keyboardAppearance = UIKeyboardAppearance.default
  /// What the field holds, for AutoFill (kept).
  ///
  /// ```swift
  /// field.textContentType = .emailAddress
  /// ```
  open var textContentType: UITextContentType?
  /// Whether the return key is disabled while the text is empty (kept).
  ///
  /// ```swift
  /// field.enablesReturnKeyAutomatically = true
  /// ```
  open var enablesReturnKeyAutomatically = false
  /// A view at the leading side (kept; not drawn).
  ///
  /// ```swift
  /// field.leftView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
  /// ```
  open var leftView: UIView?
  /// When `leftView` shows.
  ///
  /// ```swift
  /// field.leftViewMode = .always
  /// ```
  open var leftViewMode = ViewMode.never
  /// A view at the trailing side (kept; not drawn).
  ///
  /// ```swift
  /// field.rightView = eyeButton
  /// ```
  open var rightView: UIView?
  /// When `rightView` shows.
  ///
  /// ```swift
  /// field.rightViewMode = .whileEditing
  /// ```
  open var rightViewMode = ViewMode.never
  /// The placeholder with attributes (sets `placeholder` to its string).
  ///
  /// ```swift
  /// field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.secondaryLabel])
  /// ```
  open var attributedPlaceholder: NSAttributedString? {
    didSet { placeholder = attributedPlaceholder?.string }
  }
  /// The text with attributes (sets `text` to its string).
  ///
  /// ```swift
  /// field.attributedText = NSAttributedString(string: "Hi")
  /// ```
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  /// Whether editing clears the text (kept).
  ///
  /// ```swift
  /// field.clearsOnBeginEditing = true
  /// ```
  open var clearsOnBeginEditing = false
  /// The smallest font size text shrinks to (kept).
  ///
  /// ```swift
  /// field.minimumFontSize = 12
  /// ```
  open var minimumFontSize: CGFloat = 0
  /// Whether text shrinks to fit (kept).
  ///
  /// ```swift
  /// field.adjustsFontSizeToFitWidth = true
  /// ```
  open var adjustsFontSizeToFitWidth = false
  /// The attributes of typed text (kept).
  ///
  /// ```swift
  /// field.defaultTextAttributes = [.font: UIFont.systemFont(ofSize: 15)]
  /// ```
  open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The field's background image (kept).
  ///
  /// ```swift
  /// field.background = UIImage(named: "field")
  /// ```
  open var background: UIImage?
  /// The view shown instead of the keyboard (kept).
  ///
  /// ```swift
  /// field.inputView = datePicker
  /// ```
  open override var inputView: UIView? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  private var storedInputView: UIView?
  /// The bar above the keyboard (kept).
  ///
  /// ```swift
  /// field.inputAccessoryView = toolbar
  /// ```
  open override var inputAccessoryView: UIView? {
    get { storedAccessoryView }
    set { storedAccessoryView = newValue }
  }
  private var storedAccessoryView: UIView?

  /// The field's delegate, told when editing begins and ends.
  ///
  /// ```swift
  /// field.delegate = self
  /// ```
  open weak var delegate: UITextFieldDelegate?
  /// Whether the field is being edited (is first responder).
  ///
  /// ```swift
  /// field.isEditing
  /// ```
  open var isEditing: Bool { FirstResponder.current === self }
  /// A text field can become first responder.
  ///
  /// ```swift
  /// field.canBecomeFirstResponder   // true
  /// ```
  open override var canBecomeFirstResponder: Bool { isEnabled }
  /// Whether the field is first responder.
  ///
  /// ```swift
  /// field.isFirstResponder
  /// ```
  open override var isFirstResponder: Bool { FirstResponder.current === self }
  /// Starts editing when the delegate allows it: the field becomes first responder (no keyboard shows) and the
  /// delegate hears `textFieldDidBeginEditing`.
  ///
  /// ```swift
  /// field.becomeFirstResponder()
  /// ```
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if FirstResponder.current === self { return true }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    if let other = FirstResponder.current, !other.resignFirstResponder() { return false }
    FirstResponder.current = self
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    return true
  }
  /// Ends editing when the delegate allows it.
  ///
  /// ```swift
  /// field.resignFirstResponder()
  /// ```
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard FirstResponder.current === self else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    endEditingForced()
    return true
  }

  func endEditingForced() {
    guard FirstResponder.current === self else { return }
    FirstResponder.current = nil
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
  }

  /// The rectangle of the text when not editing (override to inset it; the bounds by default).
  ///
  /// ```swift
  /// override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
  /// ```
  open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// The rectangle of the text while editing (override; as `textRect(forBounds:)` by default).
  ///
  /// ```swift
  /// override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// ```
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// The rectangle of the placeholder (override; as `textRect(forBounds:)` by default).
  ///
  /// ```swift
  /// override func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// ```
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// The rectangle of the border and background (override).
  ///
  /// ```swift
  /// override func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// ```
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// The rectangle of the clear button (override).
  ///
  /// ```swift
  /// override func clearButtonRect(forBounds bounds: CGRect) -> CGRect { super.clearButtonRect(forBounds: bounds).offsetBy(dx: -8, dy: 0) }
  /// ```
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.maxX - 27, y: bounds.midY - 9.5, width: 19, height: 19)
  }
  /// The rectangle of the left view (override).
  ///
  /// ```swift
  /// override func leftViewRect(forBounds bounds: CGRect) -> CGRect { super.leftViewRect(forBounds: bounds).offsetBy(dx: 8, dy: 0) }
  /// ```
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = leftView?.bounds.size ?? .zero
    return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }
  /// The rectangle of the right view (override).
  ///
  /// ```swift
  /// override func rightViewRect(forBounds bounds: CGRect) -> CGRect { super.rightViewRect(forBounds: bounds).offsetBy(dx: -8, dy: 0) }
  /// ```
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = rightView?.bounds.size ?? .zero
    return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }
  /// Draws the text (override point; Plumb draws the field's text itself).
  ///
  /// ```swift
  /// override func drawText(in rect: CGRect) { super.drawText(in: rect) }
  /// ```
  open func drawText(in rect: CGRect) {}
  /// Draws the placeholder (override point; Plumb draws it itself).
  ///
  /// ```swift
  /// override func drawPlaceholder(in rect: CGRect) { super.drawPlaceholder(in: rect) }
  /// ```
  open func drawPlaceholder(in rect: CGRect) {}

  override func controlKind(traits: UITraitCollection) -> Layout.Control? {
    let spec = (font ?? .systemFont(ofSize: 17)).resolved(adjusting: adjustsFontForContentSizeCategory, traits: traits)
    return .textField(Layout.TextField(
      text: text ?? "", placeholder: placeholder, borderStyle: borderStyle.plumb, font: .fixed(spec),
      textColor: (textColor ?? .label).plumbColor(traits), textAlignment: textAlignment.plumb,
      clearButtonMode: clearButtonMode.plumb, isEnabled: isEnabled))
  }

  /// `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable {
    case none = 0, line, bezel, roundedRect
    var plumb: Layout.TextBorderStyle {
      switch self {
      case .none: return .none
      case .line: return .line
      case .bezel: return .bezel
      case .roundedRect: return .roundedRect
      }
    }
  }

  /// `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable {
    case never = 0, whileEditing, unlessEditing, always
    var plumb: Layout.TextFieldViewMode {
      switch self {
      case .never: return .never
      case .whileEditing: return .whileEditing
      case .unlessEditing: return .unlessEditing
      case .always: return .always
      }
    }
  }
}
