import Foundation

extension NSAttributedString.Key {
  /// A `UIFont` (UIKit's `NSAttributedString.Key.font`).
  ///
  /// ```swift
  /// let title = NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
  /// ```
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The `UIColor` behind the text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Extra points between characters (a number).
  public static let kern = NSAttributedString.Key("NSKern")
  /// Extra points between characters (a number; as `kern` in Plumb).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// An `NSUnderlineStyle` (or its raw value).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// An `NSUnderlineStyle` (or its raw value) for a line through the text.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// Points the baseline is raised (a number).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// An `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// A link (`URL` or `String`); drawn as the text is (Plumb draws no link styling).
  public static let link = NSAttributedString.Key("NSLink")
  /// The underline's `UIColor` (drawn in the text colour in Plumb).
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The strikethrough's `UIColor` (drawn in the text colour in Plumb).
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
}

/// How text is underlined or struck through (UIKit's `NSUnderlineStyle`); Plumb draws `single`, `thick`
/// and `double` lines (a pattern is drawn solid).
///
/// ```swift
/// [.underlineStyle: NSUnderlineStyle.single.rawValue]
/// ```
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
