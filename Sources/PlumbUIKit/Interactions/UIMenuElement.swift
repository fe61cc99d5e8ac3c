import Foundation

/// An item of a menu — an action or a submenu (UIKit's `UIMenuElement`).
///
/// ```swift
/// let elements: [UIMenuElement] = [UIAction(title: "Copy") { _ in }, UIMenu(title: "More", children: [])]
/// ```
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// The item's title.
  ///
  /// ```swift
  /// element.title   // "Copy"
  /// ```
  open var title: String
  /// A line under the title.
  ///
  /// ```swift
  /// element.subtitle = "Copies the link"
  /// ```
  open var subtitle: String?
  /// The item's image.
  ///
  /// ```swift
  /// element.image = UIImage(systemName: "doc.on.doc")
  /// ```
  open var image: UIImage?

  init(title: String, subtitle: String? = nil, image: UIImage?) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    super.init()
  }
}
