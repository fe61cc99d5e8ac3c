import Foundation
import PlumbLayout

/// Tabs of view controllers (UIKit's `UITabBarController`): its view shows the selected controller's view
/// over a tab bar of every controller's `tabBarItem`, the selected one in the tint colour. The tab bar insets
/// the selected controller's safe area by 49 points (its own bars too: a navigation controller's 44 at the
/// top), and is drawn as iOS 15 draws it over content at rest: no material.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [UINavigationController(rootViewController: FeedViewController()), SettingsViewController()]
/// tabs.selectedIndex = 1
/// assertSnapshot(of: tabs, as: .image(on: .iPhone15Pro))
/// ```
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  open var viewControllers: [UIViewController]? {
    didSet {
      for controller in viewControllers ?? [] { controller.storedTabBarController = self }
      if selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = 0 }
      if isViewLoaded { showSelected() }
    }
  }
  open var selectedIndex = 0 { didSet { if isViewLoaded { showSelected() } } }
  open var selectedViewController: UIViewController? {
    get {
      guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else { return nil }
      return controllers[selectedIndex]
    }
    set {
      if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
    }
  }
  /// The bar at the bottom; its items are the controllers' `tabBarItem`s.
  public let tabBar = UITabBar()
  /// The object told about tab selections (kept: Plumb has no taps, and code selecting a tab tells nothing).
  ///
  /// ```swift
  /// tabs.delegate = coordinator
  /// ```
  open weak var delegate: UITabBarControllerDelegate?

  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }

  /// The tabs' controllers, as UIKit lists a tab bar controller's children.
  ///
  /// ```swift
  /// tabs.children.count == tabs.viewControllers?.count
  /// ```
  open override var children: [UIViewController] { viewControllers ?? [] }

  open override func loadView() {
    view = UIView(frame: CGRect(origin: .zero, size: UIScreen.main.bounds.size))
    showSelected()
  }

  override var barInsets: UIEdgeInsets {
    let inner = selectedViewController?.barInsets ?? .zero
    return UIEdgeInsets(top: inner.top, left: inner.left, bottom: inner.bottom + Layout.BarMetrics.tabBarHeight, right: inner.right)
  }

  /// The selected controller's view fills this controller's view; the tab bar runs from the safe area's
  /// bottom edge to the view's.
  private func showSelected() {
    guard let root = viewIfLoaded else { return }
    showChild(selectedViewController, in: root)
    let items = (viewControllers ?? []).map { $0.tabBarItem! }
    tabBar.items = items
    tabBar.selectedItem = items.indices.contains(selectedIndex) ? items[selectedIndex] : nil
    tabBar.drawsAtScrollEdge = true
    pin(tabBar, in: root, top: tabBar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
        bottom: tabBar.bottomAnchor.constraint(equalTo: root.bottomAnchor))
  }
}
