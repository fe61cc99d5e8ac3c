import Foundation

/// A layer that shows a string (Core Animation's `CATextLayer`), with Core Animation's defaults (Helvetica
/// 36 points, white, natural alignment, no wrapping). Plumb keeps the text and its style; free layers'
/// text is not drawn in snapshots yet (views' labels are).
///
/// ```swift
/// let badge = CATextLayer()
/// badge.string = "3"
/// badge.fontSize = 12
/// badge.alignmentMode = .center
/// badge.contentsScale = UIScreen.main.scale
/// layer.addSublayer(badge)
/// ```
@preconcurrency @MainActor
open class CATextLayer: CALayer {
  /// The text: a `String` or an `NSAttributedString`.
  ///
  /// ```swift
  /// textLayer.string = NSAttributedString(string: "New", attributes: [.font: UIFont.boldSystemFont(ofSize: 11)])
  /// ```
  open var string: Any?
  /// The font: a `UIFont`, a `CGFont` or a font name (`String`); Helvetica when nil.
  ///
  /// ```swift
  /// textLayer.font = UIFont.systemFont(ofSize: 14)
  /// ```
  open var font: AnyObject?
  /// The size of plain text (36 points by default).
  ///
  /// ```swift
  /// textLayer.fontSize = 14
  /// ```
  open var fontSize: CGFloat = 36
  /// The colour of plain text (white by default).
  ///
  /// ```swift
  /// textLayer.foregroundColor = UIColor.label.cgColor
  /// ```
  open var foregroundColor: CGColor? = UIColor.white.cgColor
  /// Whether the text wraps to the bounds (false).
  ///
  /// ```swift
  /// textLayer.isWrapped = true
  /// ```
  open var isWrapped = false
  /// How text that does not fit is cut (none by default).
  ///
  /// ```swift
  /// textLayer.truncationMode = .end
  /// ```
  open var truncationMode = CATextLayerTruncationMode.none
  /// How lines are aligned (natural by default).
  ///
  /// ```swift
  /// textLayer.alignmentMode = .center
  /// ```
  open var alignmentMode = CATextLayerAlignmentMode.natural
  /// Whether text is drawn on whole pixels (kept).
  ///
  /// ```swift
  /// textLayer.allowsFontSubpixelQuantization = true
  /// ```
  open var allowsFontSubpixelQuantization = false
}

/// How a text layer aligns its lines (Core Animation's `CATextLayerAlignmentMode`).
///
/// ```swift
/// textLayer.alignmentMode = .right
/// ```
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// How a text layer cuts text that does not fit (Core Animation's `CATextLayerTruncationMode`).
///
/// ```swift
/// textLayer.truncationMode = .middle
/// ```
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
