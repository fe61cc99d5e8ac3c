import Foundation

/// Manages a view (UIKit's `UIViewController`): `loadView()`/`viewDidLoad()`, the root view's system
/// margins and safe area when hosted by a snapshot device, `additionalSafeAreaInsets`,
/// `overrideUserInterfaceStyle`, and the layout callbacks.
///
/// ```swift
/// final class ProfileViewController: UIViewController {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     view.backgroundColor = .systemBackground
///     view.addSubview(card)
///   }
/// }
/// assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhone15Pro))
/// ```
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  private var storedView: UIView?

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public override convenience init() { self.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { super.init() }

  /// The root view, made by `loadView()` and set up by `viewDidLoad()` on first access.
  open var view: UIView! {
    get {
      if storedView == nil { loadViewIfNeeded() }
      return storedView
    }
    set {
      storedView?.owningController = nil
      storedView = newValue
      newValue?.owningController = self
    }
  }

  open var viewIfLoaded: UIView? { storedView }
  open var isViewLoaded: Bool { storedView != nil }
  open var title: String? {
    didSet {
      // As UIKit, a title set later is the navigation item's and tab bar item's too, unless they were given others.
      if storedNavigationItem?.title == oldValue { storedNavigationItem?.title = title }
      if storedTabBarItem?.title == oldValue { storedTabBarItem?.title = title }
    }
  }
  /// What a navigation bar shows for this controller (its navigation controller's bar draws it).
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem(title: title ?? "")
    item.title = title
    storedNavigationItem = item
    return item
  }
  private var storedNavigationItem: UINavigationItem?
  /// The navigation controller whose stack holds this controller.
  open var navigationController: UINavigationController? { storedNavigationController }
  weak var storedNavigationController: UINavigationController?
  /// The tab bar controller whose tabs hold this controller (directly or in a navigation controller).
  open var tabBarController: UITabBarController? { storedTabBarController ?? storedNavigationController?.storedTabBarController }
  weak var storedTabBarController: UITabBarController?
  /// The item a tab bar controller's tab bar shows for this controller (titled `title` until set).
  open var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }
  private var storedTabBarItem: UITabBarItem?
  /// The items a navigation controller's toolbar shows while this controller is on top.
  open var toolbarItems: [UIBarButtonItem]?
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
  /// How far the bars this controller draws over its view (a navigation bar, a toolbar, a tab bar) inset
  /// its view's safe area; none for a plain view controller.
  var barInsets: UIEdgeInsets { .zero }
  open var hidesBottomBarWhenPushed = false
  open var isModalInPresentation = false

  /// Makes the root view (default: a plain view of the screen's size).
  open func loadView() {
    view = UIView(frame: CGRect(origin: .zero, size: UIScreen.main.bounds.size))
  }

  open func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { view = UIView(frame: CGRect(origin: .zero, size: UIScreen.main.bounds.size)) }
    viewDidLoad()
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  open func updateViewConstraints() {}
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Extra insets added to the host's safe area for the root view.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero { didSet { storedView?.invalidateLayout() } }
  /// Forces light or dark appearance on the view controller's views.
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified { didSet { storedView?.invalidateLayout() } }
  /// The traits of the root view.
  open var traitCollection: UITraitCollection { storedView?.traitCollection ?? UITraitCollection.standard }
  /// The least margins of the root view: 16 points leading and trailing (20 on screens 414 points or wider).
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let width = storedView?.bounds.width ?? UIScreen.main.bounds.width
    let side: CGFloat = width >= 414 ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
  open var viewRespectsSystemMinimumLayoutMargins = true
  open var preferredContentSize = CGSize.zero
  open var children: [UIViewController] { storedChildren }
  private var storedChildren: [UIViewController] = []
  open private(set) weak var parent: UIViewController?
  /// The next responder: the view's superview, else the parent controller (as UIKit).
  open override var next: UIResponder? { viewIfLoaded?.superview ?? parent }

  open func addChild(_ childController: UIViewController) {
    storedChildren.append(childController)
    childController.parent = self
  }
  open func removeFromParent() {
    parent?.storedChildren.removeAll { $0 === self }
    parent = nil
  }
  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}
}

/// The screen (UIKit's `UIScreen`): Plumb's default is an iPhone 8's 375 × 667 points at scale 2, the
/// traits views without a host lay out with.
@preconcurrency @MainActor
open class UIScreen: NSObject {
  public static let main = UIScreen()
  open var bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
  open var scale: CGFloat = 2
  open var nativeScale: CGFloat { scale }
  open var traitCollection: UITraitCollection { UITraitCollection.standard }
}
