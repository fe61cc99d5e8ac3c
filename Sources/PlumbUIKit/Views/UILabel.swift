import Foundation
import PlumbLayout

/// Read-only text (UIKit's `UILabel`), measured and drawn with Pango. Its intrinsic size is its text's;
/// multi-line labels wrap at the width the layout gives them, as UIKit's do.
///
/// ```swift
/// let title = UILabel()
/// title.text = "Flowers"
/// title.font = .preferredFont(forTextStyle: .headline)
/// title.adjustsFontForContentSizeCategory = true
/// title.numberOfLines = 0
/// title.textAlignment = .center
/// title.intrinsicContentSize   // measured (e.g. 61 × 21)
/// ```
@preconcurrency @MainActor
open class UILabel: UIView {
  open var text: String? {
    didSet {
      if storedAttributedText?.string != text { storedAttributedText = nil }
      invalidateIntrinsicContentSize()
    }
  }
  /// Text with attributes (`.font`, `.foregroundColor`, `.backgroundColor`, `.kern`, `.underlineStyle`,
  /// `.strikethroughStyle`, `.baselineOffset`, `.paragraphStyle`): each stretch drawn with its own, the rest
  /// with the label's font and colour. Setting `text` replaces it with plain text.
  open var attributedText: NSAttributedString? {
    get {
      if let storedAttributedText { return storedAttributedText }
      return text.map { NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: textColor as Any]) }
    }
    set {
      text = newValue?.string
      storedAttributedText = newValue
      invalidateIntrinsicContentSize()
    }
  }
  private var storedAttributedText: NSAttributedString?

  /// The attributed text's runs and paragraph style in `traits` (`nil` for plain text).
  private func attributedRuns(traits: UITraitCollection) -> AttributedRuns? {
    storedAttributedText.map { AttributedRuns($0, traits: traits, adjustsFonts: adjustsFontForContentSizeCategory) }
  }
  /// Default: the system font at 17 points.
  open var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
  /// Default: `.label` (black in light mode, white in dark).
  open var textColor: UIColor! = .label { didSet { invalidateLayout() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { invalidateLayout() } }
  /// Maximum lines; 0 means as many as needed (default 1).
  open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { invalidateIntrinsicContentSize() } }
  open var adjustsFontSizeToFitWidth = false { didSet { invalidateIntrinsicContentSize() } }
  open var minimumScaleFactor: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
  /// Whether text-style and `UIFontMetrics` fonts follow the traits' content size category.
  open var adjustsFontForContentSizeCategory = false { didSet { invalidateIntrinsicContentSize() } }
  /// The width multi-line text wraps at for its intrinsic size (0: the width the layout gives).
  open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
  /// The text's shadow colour: a sharp copy of the text moved by `shadowOffset`, under it (default `nil`: none).
  open var shadowColor: UIColor? { didSet { invalidateLayout() } }
  /// Where the shadow falls, in points (default (0, −1): one point above the text).
  open var shadowOffset = CGSize(width: 0, height: -1) { didSet { invalidateLayout() } }
  open var isEnabled = true
  open var isHighlighted = false
  open var highlightedTextColor: UIColor?
  open var allowsDefaultTighteningForTruncation = false
  open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The request Plumb measures and draws the text with, in `traits`.
  func textRequest(traits: UITraitCollection, scale: Double) -> TextRequest {
    var request = TextRequest(
      text: text ?? "", font: font.resolved(adjusting: adjustsFontForContentSizeCategory, traits: traits),
      numberOfLines: numberOfLines, lineBreakMode: lineBreakMode.plumb, alignment: textAlignment.plumb,
      direction: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
      adjustsFontSizeToFitWidth: adjustsFontSizeToFitWidth, minimumScaleFactor: Double(minimumScaleFactor), scale: scale)
    if let attributed = attributedRuns(traits: traits) {
      let category = traits.preferredContentSizeCategory.plumb
      request.runs = attributed.runs.map { $0.resolved(text: $0.text, category: category) }
      request.paragraphStyle = attributed.paragraphStyle
      if let alignment = attributed.paragraphStyle?.alignment { request.alignment = alignment }
      if let mode = attributed.paragraphStyle?.lineBreakMode { request.lineBreakMode = mode }
    }
    return request
  }

  /// The text's size: one line (or wrapped at `preferredMaxLayoutWidth` / the current width for
  /// multi-line labels), rounded up to the pixel grid.
  /// The size of the text: `textRect(forBounds:limitedToNumberOfLines:)` asked with the width the label
  /// wraps at (`preferredMaxLayoutWidth`, else the bounds' width for a multi-line label; unlimited for one
  /// line), as UIKit asks it, so a subclass that insets `textRect` grows its intrinsic size.
  ///
  /// ```swift
  /// label.text = "Hello"
  /// label.intrinsicContentSize   // the text's size
  /// ```
  open override var intrinsicContentSize: CGSize {
    var width = UILabel.unlimited
    if numberOfLines != 1 {
      if preferredMaxLayoutWidth > 0 { width = preferredMaxLayoutWidth }
      else if bounds.width > 0 { width = bounds.width }
    }
    let rect = textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: UILabel.unlimited), limitedToNumberOfLines: numberOfLines)
    return rect.size
  }

  /// The side of the bounds `intrinsicContentSize` asks `textRect` with where nothing limits the text.
  static let unlimited: CGFloat = 16_777_216

  /// Where the label's text goes inside `bounds` with at most `numberOfLines` lines (0: any): the measured
  /// text's size (wrapped at the bounds' width for more than one line, clamped to the bounds), at the
  /// bounds' origin, as UIKit gives it. Subclasses override it to inset the text.
  ///
  /// ```swift
  /// override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
  ///   let inner = super.textRect(forBounds: bounds.inset(by: padding), limitedToNumberOfLines: numberOfLines)
  ///   return inner.inset(by: UIEdgeInsets(top: -padding.top, left: -padding.left, bottom: -padding.bottom, right: -padding.right))
  /// }
  /// ```
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    let traits = traitCollection.completed
    var request = textRequest(traits: traits, scale: Double(traits.displayScale))
    request.numberOfLines = numberOfLines
    let limited = bounds.width < UILabel.unlimited && numberOfLines != 1
    let measured = PlumbContext.shared.measurer.measure(request, maxWidth: limited ? Double(max(0, bounds.width)) : nil)
    let width = min(CGFloat(measured.size.width), max(0, bounds.width))
    let height = min(CGFloat(measured.size.height), max(0, bounds.height))
    return CGRect(x: bounds.minX, y: bounds.minY, width: width, height: height)
  }

  /// Draws the text in `rect` (override to inset it and call `super`); Plumb draws the label's text itself,
  /// in the label's bounds.
  ///
  /// ```swift
  /// override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: padding)) }
  /// ```
  open func drawText(in rect: CGRect) {}

  /// The size the text needs within `size` (its width bounds wrapping).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let traits = traitCollection.completed
    let request = textRequest(traits: traits, scale: Double(traits.displayScale))
    let width: Double? = numberOfLines == 1 || size.width <= 0 ? nil : Double(size.width)
    let measured = PlumbContext.shared.measurer.measure(request, maxWidth: width)
    return CGSize(width: measured.size.width, height: measured.size.height)
  }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    var label = Layout.Label(
      text: text ?? "", font: .fixed(font.resolved(adjusting: adjustsFontForContentSizeCategory, traits: traits)),
      textColor: textColor.plumbColor(traits), textAlignment: textAlignment.plumb, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode.plumb, adjustsFontSizeToFitWidth: adjustsFontSizeToFitWidth,
      minimumScaleFactor: Double(minimumScaleFactor))
    label.shadowColor = shadowColor?.plumbColor(traits)
    label.shadowOffset = Size(width: Double(shadowOffset.width), height: Double(shadowOffset.height))
    if let attributed = attributedRuns(traits: traits) {
      label.runs = attributed.runs
      label.paragraphStyle = attributed.paragraphStyle
    }
    var intrinsic = Layout.IntrinsicSize()
    if type(of: self) != UILabel.self {
      // A subclass may override intrinsicContentSize: an axis that differs from the measured text is explicit.
      let own = intrinsicContentSize
      let measured = UILabel.measuredSize(of: self, traits: traits)
      if own.width != measured.width { intrinsic.width = own.width == UIView.noIntrinsicMetric ? nil : Double(own.width) }
      if own.height != measured.height {
        intrinsic.height = own.height == UIView.noIntrinsicMetric ? nil : Double(own.height)
      }
    }
    if preferredMaxLayoutWidth > 0 && numberOfLines != 1 && intrinsic.width == nil {
      let size = UILabel.measuredSize(of: self, traits: traits)
      intrinsic.width = Double(size.width)
      if intrinsic.height == nil { intrinsic.height = Double(size.height) }
    }
    return SceneContent(kind: .label(label), intrinsic: intrinsic)
  }

  /// What `UILabel`'s own `intrinsicContentSize` gives (without a subclass's override).
  static func measuredSize(of label: UILabel, traits: UITraitCollection) -> CGSize {
    let request = label.textRequest(traits: traits, scale: Double(traits.displayScale))
    var width: Double?
    if label.numberOfLines != 1 {
      if label.preferredMaxLayoutWidth > 0 { width = Double(label.preferredMaxLayoutWidth) }
      else if label.bounds.width > 0 { width = Double(label.bounds.width) }
    }
    let measured = PlumbContext.shared.measurer.measure(request, maxWidth: width)
    return CGSize(width: measured.size.width, height: measured.size.height)
  }
}

/// How a shrinking label's baselines move (UIKit's `UIBaselineAdjustment`).
public enum UIBaselineAdjustment: Int, Sendable {
  case alignBaselines = 0, alignCenters, none
}

