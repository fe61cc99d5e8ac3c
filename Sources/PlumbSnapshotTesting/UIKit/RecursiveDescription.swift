import Foundation
import PlumbLayout
import PlumbUIKit

/// UIKit's `recursiveDescription` text, without addresses (as swift-snapshot-testing stores it): one line
/// per view, `   | ` per level, the class, frame (to 1/3 pt as UIKit prints it), a label's text and the
/// flags UIKit prints (clipsToBounds, hidden, opaque, autoresize, userInteractionEnabled), then the layer.
///
/// ```swift
/// RecursiveDescription.text(of: button)
/// // <UIButton; frame = (0 0; 24.3333 23.6667); opaque = NO; layer = <CALayer>>
/// //    | <UIImageView; frame = (0 0; 24.3333 23.6667); clipsToBounds = YES; opaque = NO; …>
/// ```
@MainActor
enum RecursiveDescription {
  static func text(of root: UIView, isControllerRoot: Bool = false) -> String {
    var lines: [String] = []
    func visit(_ view: UIView, depth: Int) {
      lines.append(String(repeating: "   | ", count: depth) + line(for: view, isControllerRoot: isControllerRoot && depth == 0))
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(root, depth: 0)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `<UILabel; frame = (0 401.333; 23.6667 19.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>`
  static func line(for view: UIView, isControllerRoot: Bool) -> String {
    let f = view.frame
    var parts = ["frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))"]
    if let label = view as? UILabel {
      parts.append("text = '\(label.text ?? "")'")
    }
    if view.clipsToBounds && !(view is UILabel) { parts.append("clipsToBounds = YES") }
    if view.isHidden { parts.append("hidden = YES") }
    // UIButton, its title label and UIImageView are not opaque and labels and image views take no touches in UIKit.
    if (!view.isOpaque || view is UIButton || view is UIImageView) && !(view is UILabel) || view is UIButtonLabel {
      parts.append("opaque = NO")
    }
    let mask = isControllerRoot ? [.flexibleWidth, .flexibleHeight] : view.autoresizingMask
    if !mask.isEmpty { parts.append("autoresize = \(autoresize(mask))") }
    if !view.isUserInteractionEnabled || view is UILabel || view is UIImageView { parts.append("userInteractionEnabled = NO") }
    parts.append("layer = <\(view is UILabel ? "_UILabelLayer" : "CALayer")>")
    return "<\(String(describing: type(of: view))); " + parts.joined(separator: "; ") + ">"
  }

  /// UIKit's short form of an autoresizing mask (`W+H`, `LM+RM+TM+BM`).
  static func autoresize(_ mask: UIView.AutoresizingMask) -> String {
    let names: [(UIView.AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"), (.flexibleTopMargin, "TM"),
      (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
  }

  /// A point value as UIKit prints it: up to six significant digits, no trailing zeros.
  static func number(_ value: CGFloat) -> String {
    var text = String(format: "%g", Double(value))
    if text == "-0" { text = "0" }
    return text
  }
}
