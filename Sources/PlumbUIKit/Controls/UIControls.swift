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

/// An on/off switch (UIKit's `UISwitch`), 51 × 31 points.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  open var isOn = false { didSet { invalidateLayout() } }
  open var onTintColor: UIColor? { didSet { invalidateLayout() } }
  open var thumbTintColor: UIColor? { didSet { invalidateLayout() } }
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  override func controlKind(traits: UITraitCollection) -> Layout.Control? {
    .switch(Layout.Switch(isOn: isOn, onTintColor: onTintColor?.plumbColor(traits),
                          thumbTintColor: thumbTintColor?.plumbColor(traits), isEnabled: isEnabled))
  }
}

/// Segments of titles (UIKit's `UISegmentedControl`).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  private var titles: [String] = []
  open var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { invalidateLayout() } }
  open var selectedSegmentTintColor: UIColor? { didSet { invalidateLayout() } }
  public static let noSegment = -1

  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    titles = (items ?? []).map { ($0 as? String) ?? "" }
  }

  open var numberOfSegments: Int { titles.count }
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title ?? "", at: min(max(0, segment), titles.count))
    invalidateIntrinsicContentSize()
  }
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    invalidateIntrinsicContentSize()
  }
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
    invalidateIntrinsicContentSize()
  }
  open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

  override func controlKind(traits: UITraitCollection) -> Layout.Control? {
    .segmentedControl(Layout.SegmentedControl(
      segments: titles, selectedSegmentIndex: selectedSegmentIndex,
      selectedSegmentTintColor: selectedSegmentTintColor?.plumbColor(traits), isEnabled: isEnabled))
  }
}

/// A value on a track (UIKit's `UISlider`).
@preconcurrency @MainActor
open class UISlider: UIControl {
  open var value: Float = 0 { didSet { invalidateLayout() } }
  open var minimumValue: Float = 0 { didSet { invalidateLayout() } }
  open var maximumValue: Float = 1 { didSet { invalidateLayout() } }
  open var minimumTrackTintColor: UIColor? { didSet { invalidateLayout() } }
  open var maximumTrackTintColor: UIColor? { didSet { invalidateLayout() } }
  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  override func controlKind(traits: UITraitCollection) -> Layout.Control? {
    .slider(Layout.Slider(
      value: Double(value), minimumValue: Double(minimumValue), maximumValue: Double(maximumValue),
      minimumTrackTintColor: minimumTrackTintColor?.plumbColor(traits),
      maximumTrackTintColor: maximumTrackTintColor?.plumbColor(traits), isEnabled: isEnabled))
  }
}

/// Progress on a bar (UIKit's `UIProgressView`).
@preconcurrency @MainActor
open class UIProgressView: UIView {
  open var progress: Float = 0 { didSet { invalidateLayout() } }
  open var progressViewStyle: Style = .default { didSet { invalidateIntrinsicContentSize() } }
  open var progressTintColor: UIColor? { didSet { invalidateLayout() } }
  open var trackTintColor: UIColor? { didSet { invalidateLayout() } }

  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    SceneContent(kind: .control(.progressView(Layout.ProgressView(
      progress: Double(progress), progressViewStyle: progressViewStyle == .bar ? .bar : .default,
      progressTintColor: progressTintColor?.plumbColor(traits), trackTintColor: trackTintColor?.plumbColor(traits)))),
      intrinsic: Layout.IntrinsicSize())
  }

  /// `UIProgressView.Style`.
  public enum Style: Int, Sendable { case `default` = 0, bar }
}

/// A spinner (UIKit's `UIActivityIndicatorView`).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
  open var color: UIColor! = .gray { didSet { invalidateLayout() } }
  open var hidesWhenStopped = true { didSet { invalidateLayout() } }
  open private(set) var isAnimating = false

  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
  }
  open func startAnimating() { isAnimating = true; invalidateLayout() }
  open func stopAnimating() { isAnimating = false; invalidateLayout() }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    SceneContent(kind: .control(.activityIndicator(Layout.ActivityIndicator(
      style: style == .large ? .large : .medium, color: color?.plumbColor(traits)))), intrinsic: Layout.IntrinsicSize())
  }

  /// `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable { case medium = 100, large = 101 }
}

/// A minus/plus pair (UIKit's `UIStepper`), 94 × 32 points.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  open var value: Double = 0 { didSet { invalidateLayout() } }
  open var minimumValue: Double = 0
  open var maximumValue: Double = 100
  open var stepValue: Double = 1

  override func controlKind(traits: UITraitCollection) -> Layout.Control? {
    .stepper(Layout.Stepper(value: value, minimumValue: minimumValue, maximumValue: maximumValue, isEnabled: isEnabled))
  }
}

/// Page dots (UIKit's `UIPageControl`).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  open var numberOfPages = 0 { didSet { invalidateIntrinsicContentSize() } }
  open var currentPage = 0 { didSet { invalidateLayout() } }
  open var pageIndicatorTintColor: UIColor? { didSet { invalidateLayout() } }
  open var currentPageIndicatorTintColor: UIColor? { didSet { invalidateLayout() } }
  open var hidesForSinglePage = false

  override func controlKind(traits: UITraitCollection) -> Layout.Control? {
    .pageControl(Layout.PageControl(
      numberOfPages: numberOfPages, currentPage: currentPage,
      pageIndicatorTintColor: pageIndicatorTintColor?.plumbColor(traits),
      currentPageIndicatorTintColor: currentPageIndicatorTintColor?.plumbColor(traits)))
  }
}
