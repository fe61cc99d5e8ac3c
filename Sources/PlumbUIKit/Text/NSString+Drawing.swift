import Foundation

/// How text is measured and drawn (UIKit's `NSStringDrawingOptions`).
///
/// ```swift
/// text.boundingRect(with: CGSize(width: 200, height: .greatestFiniteMagnitude),
///                   options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font], context: nil)
/// ```
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Scaling information for text drawing (UIKit's `NSStringDrawingContext`; kept).
///
/// ```swift
/// let context = NSStringDrawingContext()
/// context.minimumScaleFactor = 0.5
/// ```
open class NSStringDrawingContext: NSObject {
  /// The smallest scale text may shrink to.
  ///
  /// ```swift
  /// context.minimumScaleFactor = 0.5
  /// ```
  open var minimumScaleFactor: CGFloat = 0
  /// The scale the text was drawn at (1).
  ///
  /// ```swift
  /// context.actualScaleFactor
  /// ```
  open var actualScaleFactor: CGFloat { 1 }
  /// The bounds of the last drawing.
  ///
  /// ```swift
  /// context.totalBounds
  /// ```
  open internal(set) var totalBounds = CGRect.zero
}

/// Measures attributed text the way a label would: one line, or wrapped at `size.width` with
/// `.usesLineFragmentOrigin` (Plumb's Pango measurer; the default font is the system font at 12 points, as
/// NSString drawing's).
@MainActor
enum TextDrawingMeasure {
  static func rect(_ text: NSAttributedString, size: CGSize, options: NSStringDrawingOptions) -> CGRect {
    let label = UILabel()
    let full = NSMutableAttributedString(attributedString: text)
    if full.length > 0, full.attribute(.font, at: 0, effectiveRange: nil) == nil {
      full.addAttribute(.font, value: UIFont.systemFont(ofSize: 12), range: NSRange(location: 0, length: full.length))
    }
    if full.length > 0, let font = full.attribute(.font, at: 0, effectiveRange: nil) as? UIFont { label.font = font }
    label.attributedText = full
    let wraps = options.contains(.usesLineFragmentOrigin)
    label.numberOfLines = wraps ? 0 : 1
    let width = wraps && size.width > 0 && size.width < UILabel.unlimited ? size.width : UILabel.unlimited
    let rect = label.textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: UILabel.unlimited), limitedToNumberOfLines: label.numberOfLines)
    return CGRect(origin: .zero, size: rect.size)
  }
}

extension String {
  /// The rectangle the text takes with `attributes`: one line, or wrapped at `size.width` with
  /// `.usesLineFragmentOrigin` (fractional sizes, as UIKit: round them up before using them as frames).
  ///
  /// ```swift
  /// let height = ceil(comment.boundingRect(with: CGSize(width: 280, height: .greatestFiniteMagnitude),
  ///                                        options: .usesLineFragmentOrigin,
  ///                                        attributes: [.font: UIFont.systemFont(ofSize: 15)], context: nil).height)
  /// ```
  @preconcurrency @MainActor
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                           context: NSStringDrawingContext?) -> CGRect {
    let rect = TextDrawingMeasure.rect(NSAttributedString(string: self, attributes: attributes), size: size, options: options)
    context?.totalBounds = rect
    return rect
  }

  /// The size of the text on one line with `attrs`.
  ///
  /// ```swift
  /// "Title".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
  /// ```
  @preconcurrency @MainActor
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextDrawingMeasure.rect(NSAttributedString(string: self, attributes: attrs), size: .zero, options: []).size
  }

  /// Draws the text in `rect` of the current graphics context (Plumb draws text only in views: kept).
  ///
  /// ```swift
  /// "Hello".draw(in: rect, withAttributes: [.font: font])
  /// ```
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
  /// Draws the text at `point` (Plumb draws text only in views: kept).
  ///
  /// ```swift
  /// "Hello".draw(at: .zero, withAttributes: [.font: font])
  /// ```
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
  /// Draws the text with options (Plumb draws text only in views: kept).
  ///
  /// ```swift
  /// text.draw(with: rect, options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
  /// ```
  public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                   context: NSStringDrawingContext?) {}
}

extension NSString {
  /// The rectangle the text takes (as `String.boundingRect`).
  ///
  /// ```swift
  /// (text as NSString).boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
  /// ```
  @preconcurrency @MainActor
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                           context: NSStringDrawingContext?) -> CGRect {
    String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
  }
  /// The size of the text on one line (as `String.size(withAttributes:)`).
  ///
  /// ```swift
  /// (text as NSString).size(withAttributes: attrs)
  /// ```
  @preconcurrency @MainActor
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { String(self).size(withAttributes: attrs) }
}

extension NSAttributedString {
  /// The size of the text on one line.
  ///
  /// ```swift
  /// NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 20)]).size()
  /// ```
  @preconcurrency @MainActor
  public func size() -> CGSize { TextDrawingMeasure.rect(self, size: .zero, options: []).size }

  /// The rectangle the text takes: one line, or wrapped at `size.width` with `.usesLineFragmentOrigin`.
  ///
  /// ```swift
  /// attributed.boundingRect(with: CGSize(width: 200, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil)
  /// ```
  @preconcurrency @MainActor
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
    let rect = TextDrawingMeasure.rect(self, size: size, options: options)
    context?.totalBounds = rect
    return rect
  }

  /// Draws the text in `rect` (Plumb draws text only in views: kept).
  ///
  /// ```swift
  /// attributed.draw(in: rect)
  /// ```
  public func draw(in rect: CGRect) {}
  /// Draws the text at `point` (Plumb draws text only in views: kept).
  ///
  /// ```swift
  /// attributed.draw(at: .zero)
  /// ```
  public func draw(at point: CGPoint) {}
}
