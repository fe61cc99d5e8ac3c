import Foundation
import PlumbLayout

/// The label UIKit's `UIButton` shows its title in (`UIButtonLabel`, a `UILabel`): the class name
/// `recursiveDescription` prints for a button's title.
///
/// ```swift
/// let save = UIButton(type: .system); save.setTitle("Save", for: .normal)
/// type(of: save.titleLabel!)   // UIButtonLabel
/// ```
@preconcurrency @MainActor
public final class UIButtonLabel: UILabel {}

extension UIButton {
  /// The image view and title label a classic button shows, as UIKit lists them in `subviews`: the image
  /// (a system type's glyph, or the state's image) before the title, the two centred together in the
  /// bounds less `contentEdgeInsets`, each at its own size and moved by its `titleEdgeInsets` or
  /// `imageEdgeInsets`. They describe the button (its
  /// `recursiveDescription`, `titleLabel.frame`); the button still draws itself as one control. A
  /// configured button (iOS 15) lists none.
  ///
  /// ```swift
  /// let add = UIButton(type: .contactAdd)
  /// add.frame = CGRect(x: 0, y: 0, width: 73.0 / 3, height: 71.0 / 3)
  /// add.subviews   // [<UIImageView; frame = (0 0; 24.3333 23.6667)>]
  /// ```
  var contentViews: [UIView] {
    guard configuration == nil else { return [] }
    var views: [(view: UIView, size: CGSize)] = []
    if let imageView {
      if let glyph = buttonType.plumb.glyphSize {
        imageView.clipsToBounds = true
        views.append((imageView, CGSize(width: glyph.width, height: glyph.height)))
      } else if let image = image(for: state) {
        imageView.image = image
        views.append((imageView, image.size))
      }
    }
    if let titleLabel, let title = currentTitle, !title.isEmpty {
      titleLabel.text = title
      let size = titleLabel.intrinsicContentSize
      views.append((titleLabel, CGSize(width: size.width, height: size.height)))
    }
    let content = bounds.inset(by: contentEdgeInsets)
    var x = content.midX - views.reduce(0) { $0 + $1.size.width } / 2
    for (view, size) in views {
      let insets = view === titleLabel ? titleEdgeInsets : imageEdgeInsets
      view.frame = CGRect(x: x + (insets.left - insets.right) / 2, y: content.midY - size.height / 2 + (insets.top - insets.bottom) / 2,
                          width: size.width, height: size.height)
      x += size.width
    }
    return views.map(\.view)
  }
}
