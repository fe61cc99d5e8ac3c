import Foundation
import PlumbLayout

/// A button in a navigation or tool bar (UIKit's `UIBarButtonItem`): drawn by a `UINavigationBar` or
/// `UIToolbar` you add; a navigation controller's own bar is not drawn.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", image: nil, primaryAction: UIAction { _ in })
/// ```
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
  /// The item's look (UIKit's `UIBarButtonItem.Style`).
  public enum Style: Int, Sendable { case plain, bordered, done }
  /// The system items (UIKit's `UIBarButtonItem.SystemItem`, in its order).
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
      search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
  }

  open var title: String?
  open var image: UIImage?
  open var style = Style.plain
  open var isEnabled = true
  open var tintColor: UIColor?
  open var width: CGFloat = 0
  open var customView: UIView?
  open var primaryAction: UIAction?
  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?
  /// The object the item's action is sent to (nil: the responder chain).
  ///
  /// ```swift
  /// item.target = self
  /// ```
  open weak var target: AnyObject?
  /// The action sent when the item is tapped.
  ///
  /// ```swift
  /// item.action = #selector(save)
  /// ```
  open var action: Selector?
  /// A tag to tell items apart.
  ///
  /// ```swift
  /// item.tag = 1
  /// ```
  open var tag = 0
  /// The accessibility label (kept).
  ///
  /// ```swift
  /// item.accessibilityLabel = "Save"
  /// ```
  open var accessibilityLabel: String?

  public override init() { super.init() }

  /// Called after the item is loaded from an Interface Builder file (override to finish setting up).
  ///
  /// ```swift
  /// override func awakeFromNib() { super.awakeFromNib(); tintColor = .systemRed }
  /// ```
  open func awakeFromNib() {}

  /// An item titled `title` that sends `action` to `target`.
  ///
  /// ```swift
  /// UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
  /// ```
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title; self.style = style; self.target = target as AnyObject?; self.action = action
  }

  /// An item showing `image` that sends `action` to `target`.
  ///
  /// ```swift
  /// UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(settings))
  /// ```
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image; self.style = style; self.target = target as AnyObject?; self.action = action
  }

  /// A system item that sends `action` to `target`.
  ///
  /// ```swift
  /// UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
  /// ```
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init()
    self.systemItem = systemItem; self.target = target as AnyObject?; self.action = action
  }

  /// An item with a title and/or image whose action runs `primaryAction`.
  public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
    self.init()
    self.title = title; self.image = image; self.primaryAction = primaryAction
  }

  /// A system item (Add, Done, a flexible space…).
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.init()
    self.systemItem = systemItem; self.primaryAction = primaryAction
  }

  /// An item showing `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// A flexible space for a toolbar.
  public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
  /// A space of `width` points.
  public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }
}

/// What a view controller shows in a navigation bar (UIKit's `UINavigationItem`); kept, not drawn.
///
/// ```swift
/// navigationItem.title = "Settings"
/// navigationItem.largeTitleDisplayMode = .never
/// ```
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

  public init(title: String) {
    self.title = title
    super.init()
  }

  public override convenience init() { self.init(title: "") }

  open var title: String?
  open var prompt: String?
  /// The search controller whose bar the navigation bar shows (kept: Plumb draws the bar without it).
  ///
  /// ```swift
  /// navigationItem.searchController = UISearchController(searchResultsController: nil)
  /// ```
  open var searchController: UISearchController?
  /// Whether scrolling hides the search bar (true).
  ///
  /// ```swift
  /// navigationItem.hidesSearchBarWhenScrolling = false
  /// ```
  open var hidesSearchBarWhenScrolling = true
  open var backButtonTitle: String?
  open var hidesBackButton = false
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  open var titleView: UIView?
  open var leftBarButtonItem: UIBarButtonItem?
  open var rightBarButtonItem: UIBarButtonItem?
  open var leftBarButtonItems: [UIBarButtonItem]?
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// This item's own bar appearances, used over its navigation bar's while it is the top item.
  open var standardAppearance: UINavigationBarAppearance?
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  open var compactAppearance: UINavigationBarAppearance?
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?

  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
}

/// A stack of view controllers (UIKit's `UINavigationController`): its view shows the top view controller's
/// view under a navigation bar with the top item's title, bar button items and a back button (the previous
/// item's `backButtonTitle`, else its title), and, when `isToolbarHidden` is false, a toolbar with the top
/// controller's `toolbarItems`. The bars inset the top controller's safe area by 44 points each, as UIKit's
/// do, and are drawn as iOS 15 draws them over content at rest: no material (`scrollEdgeAppearance`).
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: SettingsViewController())
/// navigation.pushViewController(DetailViewController(), animated: false)   // "‹ Settings" at the leading edge
/// assertSnapshot(of: navigation, as: .image(on: .iPhone15Pro))
/// ```
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The stack, bottom first.
  /// The stack, as UIKit lists a navigation controller's children.
  ///
  /// ```swift
  /// navigation.children.last === navigation.topViewController
  /// ```
  open override var children: [UIViewController] { viewControllers }
  open var viewControllers: [UIViewController] = [] {
    didSet {
      for controller in viewControllers { controller.storedNavigationController = self }
      if isViewLoaded { showTop() }
    }
  }
  open var topViewController: UIViewController? { viewControllers.last }
  /// Told when controllers are shown and asked for transition animators (kept; Plumb runs no transitions).
  ///
  /// ```swift
  /// navigationController?.delegate = self
  /// ```
  open weak var delegate: UINavigationControllerDelegate?
  /// The edge swipe that pops the top controller (kept; Plumb has no touches).
  ///
  /// ```swift
  /// navigationController?.interactivePopGestureRecognizer?.isEnabled = false
  /// ```
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }
  private lazy var popGesture: UIScreenEdgePanGestureRecognizer = {
    let gesture = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    gesture.edges = .left
    return gesture
  }()
  open var visibleViewController: UIViewController? { viewControllers.last }
  open var isNavigationBarHidden = false { didSet { if isViewLoaded { showTop() } } }
  open var isToolbarHidden = true { didSet { if isViewLoaded { showTop() } } }
  /// The bar at the top; its items are the stack's navigation items.
  public let navigationBar = UINavigationBar()
  /// The toolbar at the bottom, shown when `isToolbarHidden` is false.
  public let toolbar: UIToolbar! = UIToolbar()

  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
    // (Observers do not run for a property an initializer of its own class sets.)
    rootViewController.storedNavigationController = self
  }

  open override func loadView() {
    view = UIView(frame: CGRect(origin: .zero, size: UIScreen.main.bounds.size))
    showTop()
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
  }

  @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    let top = viewControllers.removeLast()
    return top
  }

  @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    viewControllers = [viewControllers[0]]
    return popped
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    self.viewControllers = viewControllers
  }

  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

  override var barInsets: UIEdgeInsets {
    let large = UINavigationBar.showsLargeTitle(prefers: navigationBar.prefersLargeTitles, items: viewControllers.map(\.navigationItem))
    let bar = large ? Layout.BarMetrics.largeTitleBarHeight : Layout.BarMetrics.barHeight
    return UIEdgeInsets(top: isNavigationBarHidden ? 0 : bar, left: 0, bottom: isToolbarHidden ? 0 : Layout.BarMetrics.barHeight, right: 0)
  }

  /// In a tab bar controller a navigation controller shows its root controller's item unless given its own.
  open override var tabBarItem: UITabBarItem! {
    get { ownTabBarItem ?? viewControllers.first?.tabBarItem ?? super.tabBarItem }
    set { ownTabBarItem = newValue }
  }
  private var ownTabBarItem: UITabBarItem?

  /// The top view controller's view fills this controller's view; the navigation bar sits on the safe
  /// area's top edge (the bar's 44 points are part of the safe area), the toolbar from the safe area's bottom
  /// edge to the view's.
  private func showTop() {
    guard let root = viewIfLoaded else { return }
    showChild(topViewController, in: root)
    navigationBar.items = viewControllers.map(\.navigationItem)
    navigationBar.drawsAtScrollEdge = true
    toolbar.items = topViewController?.toolbarItems
    toolbar.drawsAtScrollEdge = true
    if !isNavigationBarHidden {
      pin(navigationBar, in: root, top: navigationBar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor))
    }
    if !isToolbarHidden {
      pin(toolbar, in: root, top: toolbar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
          bottom: toolbar.bottomAnchor.constraint(equalTo: root.bottomAnchor))
    }
  }
}
