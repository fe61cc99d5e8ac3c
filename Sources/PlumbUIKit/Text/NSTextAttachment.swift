import Foundation

/// An image or file inside attributed text (UIKit's `NSTextAttachment`): kept on the text under
/// `.attachment` at U+FFFC. Plumb draws text runs, not attachments.
///
/// ```swift
/// let icon = NSTextAttachment()
/// icon.image = UIImage(systemName: "star.fill")
/// icon.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
/// let text = NSMutableAttributedString(attachment: icon)
/// text.append(NSAttributedString(string: " Favourite"))
/// ```
open class NSTextAttachment: NSObject, @unchecked Sendable {
  /// An empty attachment.
  ///
  /// ```swift
  /// let attachment = NSTextAttachment()
  /// ```
  public override init() { super.init() }
  /// An attachment of `contentData` of type `uti`.
  ///
  /// ```swift
  /// NSTextAttachment(data: pdfData, ofType: "com.adobe.pdf")
  /// ```
  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData; fileType = uti
    super.init()
  }
  /// An attachment showing `image`.
  ///
  /// ```swift
  /// NSTextAttachment(image: UIImage(systemName: "paperclip")!)
  /// ```
  public convenience init(image: UIImage) {
    self.init()
    self.image = image
  }
  /// The image shown.
  ///
  /// ```swift
  /// attachment.image = UIImage(named: "badge")
  /// ```
  open var image: UIImage?
  /// Where the attachment sits relative to the baseline (zero: the image's size on the baseline).
  ///
  /// ```swift
  /// attachment.bounds = CGRect(x: 0, y: -3, width: 16, height: 16)
  /// ```
  open var bounds = CGRect.zero
  /// The attachment's data.
  ///
  /// ```swift
  /// attachment.contents
  /// ```
  open var contents: Data?
  /// The type of `contents`.
  ///
  /// ```swift
  /// attachment.fileType
  /// ```
  open var fileType: String?
}

extension NSAttributedString.Key {
  /// The attachment of a U+FFFC character (`NSTextAttachment`).
  ///
  /// ```swift
  /// text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment
  /// ```
  public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
  /// A one-character string (U+FFFC) holding `attachment`.
  ///
  /// ```swift
  /// let star = NSAttributedString(attachment: starAttachment)
  /// ```
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}
