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
  /// Called when the view's safe area insets change (Plumb settles them before the first layout, so it
  /// is not called).
  ///
  /// ```swift
  /// override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange(); updateInsets() }
  /// ```
  open func viewSafeAreaInsetsDidChange() {}
  /// The view's layout margins changed (override to respond; nothing by default).
  ///
  /// ```swift
  /// override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
  /// ```
  open func viewLayoutMarginsDidChange() {}
  /// A child's preferred content size changed (UIKit's `UIContentContainer`; nothing by default).
  ///
  /// ```swift
  /// override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
  /// ```
  open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
  /// A child's fitting size changed (UIKit's `UIContentContainer`; nothing by default).
  ///
  /// ```swift
  /// override func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
  /// ```
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
  open func updateViewConstraints() {}
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Extra insets added to the host's safe area for the root view.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero { didSet { storedView?.invalidateLayout() } }
  /// Forces light or dark appearance on the view controller's views.
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified { didSet { storedView?.invalidateLayout() } }
  /// Traits this controller sets for its view and its children (iOS 17).
  ///
  /// ```swift
  /// controller.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
  /// ```
  open var traitOverrides = UITraitOverrides() { didSet { storedView?.invalidateLayout() } }
  private var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

  /// Gives a child controller traits of its own (they win over the ones it inherits).
  ///
  /// ```swift
  /// container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: sidebar)
  /// ```
  open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
    childTraitOverrides[ObjectIdentifier(childViewController)] = collection
    childViewController.storedView?.invalidateLayout()
  }

  /// The traits given to a child with `setOverrideTraitCollection(_:forChild:)`.
  ///
  /// ```swift
  /// container.overrideTraitCollection(forChild: sidebar)?.horizontalSizeClass
  /// ```
  open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
    childTraitOverrides.isEmpty ? nil : childTraitOverrides[ObjectIdentifier(childViewController)]
  }

  /// The controller this one is shown in: its parent, navigation or tab bar controller.
  var containerController: UIViewController? { parent ?? storedNavigationController ?? storedTabBarController }
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

  // MARK: Presentation

  /// The controller this one presented (`present(_:animated:completion:)`).
  ///
  /// ```swift
  /// controller.presentedViewController is UIAlertController
  /// ```
  open internal(set) weak var presentedViewController: UIViewController?
  /// The controller that presented this one.
  ///
  /// ```swift
  /// presentingViewController?.dismiss(animated: true)
  /// ```
  open internal(set) weak var presentingViewController: UIViewController?
  private var retainedPresented: UIViewController?
  /// How the controller is presented (default `.automatic`, a sheet).
  ///
  /// ```swift
  /// picker.modalPresentationStyle = .fullScreen
  /// ```
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// The transition used when presented.
  ///
  /// ```swift
  /// detail.modalTransitionStyle = .crossDissolve
  /// ```
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  /// The object that supplies custom presentation animators (kept; Plumb runs no transitions).
  ///
  /// ```swift
  /// detail.transitioningDelegate = self
  /// ```
  open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
  /// Whether the controller's view is covered by a controller presented over the current context.
  ///
  /// ```swift
  /// definesPresentationContext = true
  /// ```
  open var definesPresentationContext = false
  /// Whether the controller supplies the transition style for presentations in its context.
  ///
  /// ```swift
  /// providesPresentationContextTransitionStyle = true
  /// ```
  open var providesPresentationContextTransitionStyle = false
  /// The presentation controller of a presented controller.
  ///
  /// ```swift
  /// controller.presentationController?.delegate = self
  /// ```
  open var presentationController: UIPresentationController? {
    guard let presenting = presentingViewController else { return nil }
    if let storedPresentationController { return storedPresentationController }
    let made = UIPresentationController(presentedViewController: self, presenting: presenting)
    storedPresentationController = made
    return made
  }
  private var storedPresentationController: UIPresentationController?
  /// The popover presentation controller of a controller presented as a popover.
  ///
  /// ```swift
  /// activity.popoverPresentationController?.sourceView = button
  /// ```
  open var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    if let storedPopover { return storedPopover }
    let made = UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
    storedPopover = made
    return made
  }
  private var storedPopover: UIPopoverPresentationController?
  /// The view's sheet controller when presented as a sheet (kept).
  ///
  /// ```swift
  /// controller.sheetPresentationController?.detents = [.medium()]
  /// ```
  open var isBeingPresented: Bool { false }
  /// Whether the controller is being dismissed (never mid-way in Plumb).
  ///
  /// ```swift
  /// if isBeingDismissed { … }
  /// ```
  open var isBeingDismissed: Bool { false }
  /// Whether the controller is being added to a parent (never mid-way in Plumb).
  ///
  /// ```swift
  /// if isMovingToParent { … }
  /// ```
  open var isMovingToParent: Bool { false }
  /// Whether the controller is being removed from its parent (never mid-way in Plumb).
  ///
  /// ```swift
  /// if isMovingFromParent { … }
  /// ```
  open var isMovingFromParent: Bool { false }

  /// Presents `viewControllerToPresent`: it becomes `presentedViewController` (its view is loaded and the
  /// appearance callbacks run; the presenting controller's snapshot does not show it), then `completion` runs.
  ///
  /// ```swift
  /// present(alert, animated: true)
  /// ```
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    let host = presentedViewController ?? self
    if host !== self { return host.present(viewControllerToPresent, animated: flag, completion: completion) }
    viewControllerToPresent.presentingViewController = self
    presentedViewController = viewControllerToPresent
    retainedPresented = viewControllerToPresent
    viewControllerToPresent.loadViewIfNeeded()
    viewControllerToPresent.viewWillAppear(flag)
    viewControllerToPresent.viewDidAppear(flag)
    completion?()
  }

  /// Dismisses the controller this one presented (or, with none, this controller from its presenter), then
  /// runs `completion`.
  ///
  /// ```swift
  /// dismiss(animated: true)
  /// ```
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let presented = presentedViewController else {
      if let presenter = presentingViewController { return presenter.dismiss(animated: flag, completion: completion) }
      completion?()
      return
    }
    presented.viewWillDisappear(flag)
    presented.viewDidDisappear(flag)
    presented.presentingViewController = nil
    presentedViewController = nil
    retainedPresented = nil
    completion?()
  }

  /// Shows `vc` in the primary context: pushed on the navigation stack, else presented.
  ///
  /// ```swift
  /// show(DetailViewController(), sender: self)
  /// ```
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController { navigationController.pushViewController(vc, animated: true) } else { present(vc, animated: true) }
  }
  /// Shows `vc` in the detail context (as `show(_:sender:)`).
  ///
  /// ```swift
  /// showDetailViewController(detail, sender: self)
  /// ```
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) { show(vc, sender: sender) }

  // MARK: System events

  /// Called when memory runs low (override to drop caches; call `super`).
  ///
  /// ```swift
  /// override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning(); cache.removeAll() }
  /// ```
  open func didReceiveMemoryWarning() {}
  /// Called before the view's size changes (rotation, split view); Plumb's snapshots call it with the new size.
  ///
  /// ```swift
  /// override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
  ///   super.viewWillTransition(to: size, with: coordinator)
  ///   layout.invalidateLayout()
  /// }
  /// ```
  open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }
  /// Called before the traits change.
  ///
  /// ```swift
  /// override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
  /// ```
  open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
  /// The size a child controller gets inside `parentSize` (UIKit's `UIContentContainer`; by default the parent's).
  ///
  /// ```swift
  /// override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
  /// ```
  open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
  /// The coordinator of the transition under way (none: Plumb runs no transitions).
  ///
  /// ```swift
  /// transitionCoordinator?.animate(alongsideTransition: { _ in header.alpha = 0 })
  /// ```
  open var transitionCoordinator: UIViewControllerTransitionCoordinator? { nil }

  // MARK: Status bar and orientation

  /// The status bar style the controller wants (default `.default`).
  ///
  /// ```swift
  /// override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  /// ```
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the controller wants the status bar hidden (default false).
  ///
  /// ```swift
  /// override var prefersStatusBarHidden: Bool { true }
  /// ```
  open var prefersStatusBarHidden: Bool { false }
  /// How status bar changes animate.
  ///
  /// ```swift
  /// override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// ```
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// The child whose status bar style is used.
  ///
  /// ```swift
  /// override var childForStatusBarStyle: UIViewController? { children.first }
  /// ```
  open var childForStatusBarStyle: UIViewController? { nil }
  /// The child whose status bar visibility is used.
  ///
  /// ```swift
  /// override var childForStatusBarHidden: UIViewController? { children.first }
  /// ```
  open var childForStatusBarHidden: UIViewController? { nil }
  /// Tells the system the status bar preferences changed (kept).
  ///
  /// ```swift
  /// setNeedsStatusBarAppearanceUpdate()
  /// ```
  open func setNeedsStatusBarAppearanceUpdate() {}
  /// Whether the controller wants the home indicator hidden.
  ///
  /// ```swift
  /// override var prefersHomeIndicatorAutoHidden: Bool { true }
  /// ```
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The orientations the controller supports (default all but upside down on iPhone).
  ///
  /// ```swift
  /// override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  /// ```
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  /// Whether the controller rotates with the device.
  ///
  /// ```swift
  /// override var shouldAutorotate: Bool { false }
  /// ```
  open var shouldAutorotate: Bool { true }
  /// The orientation the controller is presented in.
  ///
  /// ```swift
  /// override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  /// ```
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  // MARK: Layout guides of older iOS

  /// Whether scroll views get insets for bars (deprecated in iOS 11; kept).
  ///
  /// ```swift
  /// automaticallyAdjustsScrollViewInsets = false
  /// ```
  open var automaticallyAdjustsScrollViewInsets = true
  /// The edges the view extends under bars (default all).
  ///
  /// ```swift
  /// edgesForExtendedLayout = []
  /// ```
  open var edgesForExtendedLayout: UIRectEdge = .all
  /// Whether the view extends under opaque bars.
  ///
  /// ```swift
  /// extendedLayoutIncludesOpaqueBars = true
  /// ```
  open var extendedLayoutIncludesOpaqueBars = false
  /// The bottom of the area bars cover at the top (iOS 7–10): a guide from the view's top to its safe area's top.
  ///
  /// ```swift
  /// label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8).isActive = true
  /// ```
  @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor")
  open var topLayoutGuide: UILayoutSupport { barGuide(top: true) }
  /// The top of the area bars cover at the bottom (iOS 7–10): a guide from the safe area's bottom to the view's bottom.
  ///
  /// ```swift
  /// footer.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor).isActive = true
  /// ```
  @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor")
  open var bottomLayoutGuide: UILayoutSupport { barGuide(top: false) }
  private var barGuides: [UILayoutGuide] = []

  private func barGuide(top: Bool) -> UILayoutGuide {
    let identifier = top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
    if let existing = barGuides.first(where: { $0.identifier == identifier }) { return existing }
    let guide = UILayoutGuide()
    guide.identifier = identifier
    let root: UIView = view
    root.addLayoutGuide(guide)
    let safe = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      top ? guide.topAnchor.constraint(equalTo: root.topAnchor) : guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
      top ? guide.bottomAnchor.constraint(equalTo: safe.topAnchor) : guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    barGuides.append(guide)
    return guide
  }

  // MARK: Editing and segues

  /// Whether the controller is in editing mode.
  ///
  /// ```swift
  /// setEditing(true, animated: true)
  /// ```
  open var isEditing = false
  /// Turns editing mode on or off.
  ///
  /// ```swift
  /// override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
  /// ```
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
  /// A bar button item that toggles editing mode (titled "Edit").
  ///
  /// ```swift
  /// navigationItem.rightBarButtonItem = editButtonItem
  /// ```
  open var editButtonItem: UIBarButtonItem {
    if let storedEditButton { return storedEditButton }
    let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    storedEditButton = item
    return item
  }
  private var storedEditButton: UIBarButtonItem?
  /// The storyboard the controller came from.
  ///
  /// ```swift
  /// storyboard?.instantiateViewController(withIdentifier: "Detail")
  /// ```
  open internal(set) var storyboard: UIStoryboard?
  /// Runs the segue named `identifier` (Plumb has no segues from code: calls `prepare(for:sender:)` only when
  /// the storyboard defines it).
  ///
  /// ```swift
  /// performSegue(withIdentifier: "showDetail", sender: self)
  /// ```
  open func performSegue(withIdentifier identifier: String, sender: Any?) {}
  /// Whether the segue may run (default true).
  ///
  /// ```swift
  /// override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { isValid }
  /// ```
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  /// Called before a segue runs.
  ///
  /// ```swift
  /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) { (segue.destination as? Detail)?.item = item }
  /// ```
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  /// Begins an appearance transition of a child (calls `viewWillAppear`/`viewWillDisappear`).
  ///
  /// ```swift
  /// child.beginAppearanceTransition(true, animated: false)
  /// ```
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
  }
  /// Ends an appearance transition (calls `viewDidAppear`/`viewDidDisappear` as the transition began).
  ///
  /// ```swift
  /// child.endAppearanceTransition()
  /// ```
  open func endAppearanceTransition() {}

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
