/// How container view controllers (navigation and tab bar controllers) lay out their view: the shown
/// child's view filling it, bars pinned across it.
///
/// ```swift
/// showChild(topViewController, in: view)
/// pin(navigationBar, in: view, top: navigationBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor))
/// ```
@preconcurrency @MainActor
func showChild(_ child: UIViewController?, in root: UIView) {
  for subview in root.subviews { subview.removeFromSuperview() }
  root.constraints.forEach { $0.isActive = false }
  guard let child, let childView = child.view else { return }
  childView.frame = root.bounds
  childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  childView.translatesAutoresizingMaskIntoConstraints = true
  root.addSubview(childView)
}

/// Adds a bar across `root` (leading to trailing), placed by `top` (and `bottom`).
@preconcurrency @MainActor
func pin(_ bar: UIView, in root: UIView, top: NSLayoutConstraint, bottom: NSLayoutConstraint? = nil) {
  bar.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(bar)
  NSLayoutConstraint.activate([bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                               bar.trailingAnchor.constraint(equalTo: root.trailingAnchor), top] + (bottom.map { [$0] } ?? []))
}
