import Foundation

/// Pages of view controllers that the user swipes or curls between (UIKit's `UIPageViewController`): its
/// view shows the current page's view, filling it, as iOS shows a page at rest. `setViewControllers` picks
/// the page (the data source is asked for neighbours only as the user turns pages, which Plumb never does).
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = self
/// pages.setViewControllers([onboarding[0]], direction: .forward, animated: false)
/// ```
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How pages change (UIKit's `UIPageViewController.TransitionStyle`).
  ///
  /// ```swift
  /// UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
  /// ```
  public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
  /// Along which axis pages change (UIKit's `UIPageViewController.NavigationOrientation`).
  ///
  /// ```swift
  /// pages.navigationOrientation   // .horizontal
  /// ```
  public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
  /// Which way a page change goes (UIKit's `UIPageViewController.NavigationDirection`).
  ///
  /// ```swift
  /// pages.setViewControllers([next], direction: .forward, animated: true)
  /// ```
  public enum NavigationDirection: Int, Sendable { case forward, reverse }
  /// Where a curl's spine is (UIKit's `UIPageViewController.SpineLocation`).
  ///
  /// ```swift
  /// pages.spineLocation   // .min for a horizontal curl
  /// ```
  public enum SpineLocation: Int, Sendable { case none, min, mid, max }
  /// The keys of the `options` (UIKit's `UIPageViewController.OptionsKey`).
  ///
  /// ```swift
  /// [.interPageSpacing: 12]
  /// ```
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// How pages change.
  ///
  /// ```swift
  /// pages.transitionStyle   // .scroll
  /// ```
  public let transitionStyle: TransitionStyle
  /// Along which axis pages change.
  ///
  /// ```swift
  /// pages.navigationOrientation
  /// ```
  public let navigationOrientation: NavigationOrientation
  /// Where a curl's spine is (`none` for scrolling pages).
  ///
  /// ```swift
  /// pages.spineLocation
  /// ```
  public let spineLocation: SpineLocation
  /// The space between scrolling pages (from the options; 0).
  ///
  /// ```swift
  /// pages.interPageSpacing
  /// ```
  public let interPageSpacing: CGFloat
  /// The object asked for the pages before and after a page.
  ///
  /// ```swift
  /// pages.dataSource = self
  /// ```
  open weak var dataSource: UIPageViewControllerDataSource?
  /// The object told about page turns.
  ///
  /// ```swift
  /// pages.delegate = self
  /// ```
  open weak var delegate: UIPageViewControllerDelegate?
  /// Whether both sides of a curled page show content (false).
  ///
  /// ```swift
  /// pages.isDoubleSided = true
  /// ```
  open var isDoubleSided = false
  /// The pages shown (one, or two for a mid-spine curl).
  ///
  /// ```swift
  /// pages.viewControllers?.first
  /// ```
  open private(set) var viewControllers: [UIViewController]?

  /// A page view controller (UIKit's designated initializer).
  ///
  /// ```swift
  /// UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
  /// ```
  public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
              options: [OptionsKey: Any]? = nil) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spine = options?[.spineLocation].flatMap { ($0 as? Int).flatMap(SpineLocation.init(rawValue:)) ?? $0 as? SpineLocation }
    spineLocation = style == .scroll ? .none : (spine ?? .min)
    interPageSpacing = options?[.interPageSpacing].flatMap(UIInterpolatingMotionEffect.number) ?? 0
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    transitionStyle = .pageCurl
    navigationOrientation = .horizontal
    spineLocation = .min
    interPageSpacing = 0
    super.init(coder: coder)
  }

  /// Shows these pages (the first fills the view); the completion runs with `true` before this returns.
  ///
  /// ```swift
  /// pages.setViewControllers([first], direction: .forward, animated: false)
  /// ```
  open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                               completion: ((Bool) -> Void)? = nil) {
    for old in self.viewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) { old.removeFromParent() }
    self.viewControllers = viewControllers
    for page in viewControllers ?? [] where page.parent !== self { addChild(page) }
    if isViewLoaded { showPage() }
    completion?(true)
  }

  /// The view: the current page's view fills it.
  ///
  /// ```swift
  /// pages.view.subviews.first === pages.viewControllers?.first?.view   // true
  /// ```
  open override func loadView() {
    view = UIView(frame: CGRect(origin: .zero, size: UIScreen.main.bounds.size))
    showPage()
  }

  private func showPage() {
    guard let root = viewIfLoaded else { return }
    showChild(viewControllers?.first, in: root)
  }
}

/// What a page view controller asks for the pages around a page (UIKit's `UIPageViewControllerDataSource`).
///
/// ```swift
/// func pageViewController(_ p: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
///   pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController` (`nil`: none).
  ///
  /// ```swift
  /// func pageViewController(_ p: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? { nil }
  /// ```
  func pageViewController(_ pageViewController: UIPageViewController,
                          viewControllerBefore viewController: UIViewController) -> UIViewController?
  /// The page after `viewController` (`nil`: none).
  ///
  /// ```swift
  /// func pageViewController(_ p: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? { nil }
  /// ```
  func pageViewController(_ pageViewController: UIPageViewController,
                          viewControllerAfter viewController: UIViewController) -> UIViewController?
  /// How many dots the page indicator shows (default 0: no indicator).
  ///
  /// ```swift
  /// func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
  /// ```
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// Which dot is selected (default 0).
  ///
  /// ```swift
  /// func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
  /// ```
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells about page turns (UIKit's `UIPageViewControllerDelegate`); every
/// method has UIKit's default. Plumb turns no pages, so they are not called.
///
/// ```swift
/// func pageViewController(_ p: UIPageViewController, didFinishAnimating finished: Bool,
///                         previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
/// ```
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// A turn to `pendingViewControllers` starts.
  ///
  /// ```swift
  /// func pageViewController(_ p: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
  /// ```
  func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
  /// A turn ended.
  ///
  /// ```swift
  /// func pageViewController(_ p: UIPageViewController, didFinishAnimating finished: Bool,
  ///                         previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
  /// ```
  func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                          previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
  public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                 previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
