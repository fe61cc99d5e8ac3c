import Foundation
import PlumbLayout

/// How the lines of a paragraph are spaced, indented and aligned (UIKit's `NSParagraphStyle`), as the
/// `.paragraphStyle` attribute of attributed text. Make a changeable one with `NSMutableParagraphStyle()`
/// or `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineSpacing = 6
/// style.alignment = .center
/// label.attributedText = NSAttributedString(string: text, attributes: [.paragraphStyle: style])
/// ```
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The default style: no spacing or indents, natural alignment, word wrapping.
  public static let `default` = NSParagraphStyle()

  public internal(set) var lineSpacing: CGFloat = 0
  public internal(set) var paragraphSpacing: CGFloat = 0
  public internal(set) var paragraphSpacingBefore: CGFloat = 0
  public internal(set) var alignment = NSTextAlignment.natural
  public internal(set) var firstLineHeadIndent: CGFloat = 0
  public internal(set) var headIndent: CGFloat = 0
  public internal(set) var tailIndent: CGFloat = 0
  public internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
  public internal(set) var minimumLineHeight: CGFloat = 0
  public internal(set) var maximumLineHeight: CGFloat = 0
  public internal(set) var lineHeightMultiple: CGFloat = 0
  public internal(set) var hyphenationFactor: Float = 0

  public override init() { super.init() }

  public func copy(with zone: NSZone? = nil) -> Any { copied(into: NSParagraphStyle()) }
  public func mutableCopy(with zone: NSZone? = nil) -> Any { copied(into: NSMutableParagraphStyle()) }

  private func copied<Style: NSParagraphStyle>(into copy: Style) -> Style {
    copy.lineSpacing = lineSpacing; copy.paragraphSpacing = paragraphSpacing
    copy.paragraphSpacingBefore = paragraphSpacingBefore; copy.alignment = alignment
    copy.firstLineHeadIndent = firstLineHeadIndent; copy.headIndent = headIndent; copy.tailIndent = tailIndent
    copy.lineBreakMode = lineBreakMode; copy.minimumLineHeight = minimumLineHeight
    copy.maximumLineHeight = maximumLineHeight; copy.lineHeightMultiple = lineHeightMultiple
    copy.hyphenationFactor = hyphenationFactor
    return copy
  }

  /// The style as Plumb's text layout takes it (non-finite or negative amounts count as none; an alignment
  /// or line break mode only when it differs from the default, so a label's own still applies).
  var plumb: ParagraphStyle {
    func amount(_ value: CGFloat) -> Double { value.isFinite ? max(0, Double(value)) : 0 }
    var style = ParagraphStyle()
    style.lineSpacing = amount(lineSpacing)
    style.paragraphSpacing = amount(paragraphSpacing)
    style.paragraphSpacingBefore = amount(paragraphSpacingBefore)
    style.firstLineHeadIndent = amount(firstLineHeadIndent)
    style.headIndent = amount(headIndent)
    style.minimumLineHeight = amount(minimumLineHeight)
    style.maximumLineHeight = amount(maximumLineHeight)
    style.lineHeightMultiple = amount(lineHeightMultiple)
    if alignment != .natural { style.alignment = alignment.plumb }
    if lineBreakMode != .byWordWrapping { style.lineBreakMode = lineBreakMode.plumb }
    return style
  }
}

/// A paragraph style whose properties can be set (UIKit's `NSMutableParagraphStyle`).
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineHeightMultiple = 1.3
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
  open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
  open override var paragraphSpacingBefore: CGFloat {
    get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue }
  }
  open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
  open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
  open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
  open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
  open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
  open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
  open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
  open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
  open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
}
