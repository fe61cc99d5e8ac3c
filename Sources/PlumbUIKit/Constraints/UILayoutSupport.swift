import Foundation

/// A view controller's top or bottom layout guide (UIKit's `UILayoutSupport`, deprecated in iOS 11 for
/// the safe area, still used by older code and layout libraries): its length is the inset it stands for.
///
/// ```swift
/// label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8).isActive = true
/// ```
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  /// The inset the guide stands for: the safe area's top (or bottom) inset, after layout.
  var length: CGFloat { get }
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` / `bottomLayoutGuide`: a layout guide in the controller's view that
/// spans from the view's edge to the safe area's, with UIKit's constraints.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
  let isTop: Bool

  init(in view: UIView, isTop: Bool) {
    self.isTop = isTop
    super.init()
    identifier = isTop ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
    view.addLayoutGuide(self)
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: view.leadingAnchor),
      widthAnchor.constraint(equalTo: view.widthAnchor),
      isTop ? topAnchor.constraint(equalTo: view.topAnchor) : bottomAnchor.constraint(equalTo: view.bottomAnchor),
      isTop ? bottomAnchor.constraint(equalTo: safeArea.topAnchor) : topAnchor.constraint(equalTo: safeArea.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }

  var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
  /// The guide from the view's top to the safe area's top (UIKit's `topLayoutGuide`).
  ///
  /// ```swift
  /// banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
  /// ```
  @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead")
  public var topLayoutGuide: any UILayoutSupport { layoutSupportGuide(top: true) }

  /// The guide from the safe area's bottom to the view's bottom (UIKit's `bottomLayoutGuide`).
  ///
  /// ```swift
  /// toolbar.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor).isActive = true
  /// ```
  @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead")
  public var bottomLayoutGuide: any UILayoutSupport { layoutSupportGuide(top: false) }

  func layoutSupportGuide(top: Bool) -> any UILayoutSupport {
    let identifier = top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
    if let existing = view.layoutGuides.first(where: { $0.identifier == identifier }) as? LayoutSupportGuide { return existing }
    return LayoutSupportGuide(in: view, isTop: top)
  }
}
