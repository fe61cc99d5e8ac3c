import Foundation
import PlumbLayout

extension UIBarButtonItem {
  /// The item as Plumb draws it: an SF Symbol image drawn where Plumb draws it. What Plumb cannot draw keeps its
  /// place as an empty fixed space: a custom view (its width), an image without a file, `pageCurl`.
  var plumbItem: Layout.BarButtonItem {
    func space(_ width: Double?) -> Layout.BarButtonItem { Layout.BarButtonItem(systemItem: .fixedSpace, width: width) }
    let style: Layout.BarButtonItemStyle = style == .done ? .done : .plain
    if let customView { return space(customView.frame.width > 0 ? Double(customView.frame.width) : Layout.BarMetrics.iconSide) }
    if let image {
      if let name = image.systemName {
        var item = Layout.BarButtonItem(style: style, isEnabled: isEnabled)
        item.systemImage = name
        return item
      }
      guard !image.isPlaceholder, let path = image.path else { return space(Layout.BarMetrics.iconSide) }
      return Layout.BarButtonItem(image: path, style: style, isEnabled: isEnabled)
    }
    if systemItem == .pageCurl { return space(nil) }
    return Layout.BarButtonItem(
      title: title, systemItem: systemItem.flatMap { Layout.BarButtonSystemItem(rawValue: "\($0)") }, style: style,
      width: systemItem == .fixedSpace && width > 0 ? Double(width) : nil, isEnabled: isEnabled)
  }
}
