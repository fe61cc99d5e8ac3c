import Foundation
import PlumbLayout

/// An attributed string as Plumb's text layout takes it: a run per stretch of equal attributes (its
/// font, colours, kern, underline, strikethrough and baseline offset), and the paragraph style of its
/// first character. Attributes Plumb does not draw (links, shadows, attachments) are left out; values of
/// the wrong type are ignored.
///
/// ```swift
/// let text = AttributedRuns(attributed, traits: label.traitCollection, adjustsFonts: true)
/// text.runs.count          // 2 for "Bold and plain"
/// ```
@preconcurrency @MainActor
struct AttributedRuns {
  var runs: [Layout.TextRun] = []
  var paragraphStyle: ParagraphStyle?

  init(_ string: NSAttributedString, traits: UITraitCollection, adjustsFonts: Bool) {
    let whole = string.string as NSString
    string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
      let text = whole.substring(with: range)
      var run = Layout.TextRun(text: text)
      if let font = attributes[.font] as? UIFont { run.font = .fixed(font.resolved(adjusting: adjustsFonts, traits: traits)) }
      if let color = attributes[.foregroundColor] as? UIColor { run.foregroundColor = color.plumbColor(traits) }
      if let color = attributes[.backgroundColor] as? UIColor { run.backgroundColor = color.plumbColor(traits) }
      run.kern = Self.number(attributes[.kern]) ?? Self.number(attributes[.tracking]) ?? 0
      run.underlineStyle = Self.line(attributes[.underlineStyle])
      run.strikethroughStyle = Self.line(attributes[.strikethroughStyle])
      run.baselineOffset = Self.number(attributes[.baselineOffset]) ?? 0
      if runs.isEmpty, let style = attributes[.paragraphStyle] as? NSParagraphStyle { paragraphStyle = style.plumb }
      runs.append(run)
    }
  }

  /// A finite number from an attribute value (`NSNumber`, `Double`, `CGFloat`, `Int`, `Float`).
  static func number(_ value: Any?) -> Double? {
    let number: Double?
    switch value {
    case let value as Double: number = value
    case let value as CGFloat: number = Double(value)
    case let value as Int: number = Double(value)
    case let value as Float: number = Double(value)
    case let value as NSNumber: number = value.doubleValue
    default: number = nil
    }
    return number.flatMap { $0.isFinite ? $0 : nil }
  }

  /// The line an underline or strikethrough value draws (`nil`: none).
  static func line(_ value: Any?) -> UnderlineStyle? {
    let raw: Int
    switch value {
    case let style as NSUnderlineStyle: raw = style.rawValue
    case let value as Int: raw = value
    case let value as NSNumber: raw = value.intValue
    default: return nil
    }
    let style = NSUnderlineStyle(rawValue: raw & 0x0F)
    if style.isEmpty { return nil }
    if style == .double { return .double }
    if style.contains(.thick) { return .thick }
    return .single
  }
}
