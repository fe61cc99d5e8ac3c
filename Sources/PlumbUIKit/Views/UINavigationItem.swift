import Foundation

/// A button in a navigation or tool bar (UIKit's `UIBarButtonItem`): drawn by a `UINavigationBar` or
/// `UIToolbar` you add; a navigation controller's own bar is not drawn.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", image: nil, primaryAction: UIAction { _ in })
/// ```
@MainActor
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

  public override init() { super.init() }

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
@MainActor
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
  open var backButtonTitle: String?
  open var hidesBackButton = false
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  open var titleView: UIView?
  open var leftBarButtonItem: UIBarButtonItem?
  open var rightBarButtonItem: UIBarButtonItem?
  open var leftBarButtonItems: [UIBarButtonItem]?
  open var rightBarButtonItems: [UIBarButtonItem]?

  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
}

/// A stack of view controllers (UIKit's `UINavigationController`). Plumb draws no navigation bar: its
/// view is the top view controller's view, laid out and drawn as any view controller's.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: SettingsViewController())
/// navigation.topViewController?.title   // "Settings"
/// ```
@MainActor
open class UINavigationController: UIViewController {
  /// The stack, bottom first.
  open var viewControllers: [UIViewController] = [] {
    didSet {
      for controller in viewControllers { controller.storedNavigationController = self }
      if isViewLoaded { showTop() }
    }
  }
  open var topViewController: UIViewController? { viewControllers.last }
  open var visibleViewController: UIViewController? { viewControllers.last }
  open var isNavigationBarHidden = false
  open var isToolbarHidden = true

  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
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

  /// The top view controller's view fills this controller's view.
  private func showTop() {
    guard let root = viewIfLoaded else { return }
    for subview in root.subviews { subview.removeFromSuperview() }
    guard let top = topViewController, let topView = top.view else { return }
    topView.frame = root.bounds
    topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    topView.translatesAutoresizingMaskIntoConstraints = true
    root.addSubview(topView)
  }
}
