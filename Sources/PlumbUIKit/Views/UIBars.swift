import Foundation
import PlumbLayout

/// A navigation bar you add yourself (UIKit's `UINavigationBar`): it draws its top item's title and bar
/// button items. 44 points high; constraints give its width.
///
/// ```swift
/// let bar = UINavigationBar()
/// bar.items = [UINavigationItem(title: "Settings")]
/// bar.topItem?.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
/// ```
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  open var items: [UINavigationItem]? { didSet { invalidateLayout() } }
  open var topItem: UINavigationItem? { items?.last }
  open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }
  open var barStyle = UIBarStyle.default { didSet { invalidateLayout() } }
  open var barTintColor: UIColor? { didSet { invalidateLayout() } }
  open var prefersLargeTitles = false { didSet { invalidateLayout() } }
  open var isTranslucent = true
  /// Drawn without material, as iOS 15 draws a navigation controller's bar over content at rest.
  var drawsAtScrollEdge = false { didSet { invalidateLayout() } }
  /// The title's attributes before iOS 13's appearances (their `foregroundColor` is drawn).
  open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { invalidateLayout() } }
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { invalidateLayout() } }
  private var storedStandardAppearance: UINavigationBarAppearance?
  /// The look with content scrolled under the bar (iOS 13); until it is asked for or set, the bar's tint
  /// colour and style decide, as before.
  open var standardAppearance: UINavigationBarAppearance {
    get { UIBarAppearance.kept(&storedStandardAppearance, made: UINavigationBarAppearance.init) }
    set { storedStandardAppearance = newValue; invalidateLayout() }
  }
  /// The look with content at rest at the bar's edge; `nil`: the standard one, transparent (iOS 15).
  open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { invalidateLayout() } }
  open var compactAppearance: UINavigationBarAppearance?
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?

  /// Whether the top item's title is shown large: `prefersLargeTitles`, unless the item says `never` or
  /// `inline` (`automatic` follows the item under it; the first item's is large).
  var showsLargeTitle: Bool { Self.showsLargeTitle(prefers: prefersLargeTitles, items: items ?? []) }

  /// Whether a bar preferring large titles (or not) shows the top of `items` large.
  static func showsLargeTitle(prefers: Bool, items: [UINavigationItem]) -> Bool {
    guard prefers, !items.isEmpty else { return false }
    for item in items.reversed() {
      switch item.largeTitleDisplayMode {
      case .always: return true
      case .never, .inline: return false
      case .automatic: continue
      }
    }
    return true
  }

  open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }
  @discardableResult open func popItem(animated: Bool) -> UINavigationItem? {
    guard var stack = items, !stack.isEmpty else { return nil }
    let top = stack.removeLast()
    items = stack
    return top
  }
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    let item = topItem
    let left = item?.leftBarButtonItems ?? item?.leftBarButtonItem.map { [$0] } ?? []
    let right = item?.rightBarButtonItems ?? item?.rightBarButtonItem.map { [$0] } ?? []
    // The back button shows the previous item's back title, else its title, unless hidden or replaced by left items.
    var back: String?
    if let previous = backItem, let item, !item.hidesBackButton, left.isEmpty {
      back = previous.backButtonTitle ?? previous.title.flatMap { $0.isEmpty ? nil : $0 } ?? "Back"
    }
    let large = showsLargeTitle
    let titleAttributes = large ? largeTitleTextAttributes : titleTextAttributes
    // The top item's appearances win over the bar's.
    let bar = Layout.NavigationBar(
      title: item?.title.flatMap { $0.isEmpty ? nil : $0 }, leftItems: left.map(\.plumbItem), rightItems: right.map(\.plumbItem),
      backItemTitle: back, barTintColor: barTintColor?.plumbColor(traits), barStyle: barStyle.plumb, atScrollEdge: drawsAtScrollEdge,
      prefersLargeTitles: large, titleColor: (titleAttributes?[.foregroundColor] as? UIColor)?.plumbColor(traits),
      standardAppearance: (item?.standardAppearance ?? storedStandardAppearance)?.plumbAppearance(traits),
      scrollEdgeAppearance: (item?.scrollEdgeAppearance ?? scrollEdgeAppearance)?.plumbAppearance(traits))
    return SceneContent(kind: .control(.navigationBar(bar)), intrinsic: explicitIntrinsicSize())
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: showsLargeTitle ? Layout.BarMetrics.largeTitleBarHeight : Layout.BarMetrics.barHeight)
  }
}

/// A toolbar (UIKit's `UIToolbar`): its items from the leading edge, flexible spaces sharing the rest.
/// 44 points high.
///
/// ```swift
/// let toolbar = UIToolbar()
/// toolbar.items = [UIBarButtonItem(title: "Edit"), .flexibleSpace(), UIBarButtonItem(systemItem: .trash)]
/// ```
@preconcurrency @MainActor
open class UIToolbar: UIView {
  open var items: [UIBarButtonItem]? { didSet { invalidateLayout() } }
  open var barStyle = UIBarStyle.default { didSet { invalidateLayout() } }
  open var barTintColor: UIColor? { didSet { invalidateLayout() } }
  open var isTranslucent = true
  /// Drawn without material, as iOS 15 draws a navigation controller's toolbar over content at rest.
  var drawsAtScrollEdge = false { didSet { invalidateLayout() } }
  private var storedStandardAppearance: UIToolbarAppearance?
  /// The look with content scrolled under the toolbar (iOS 13); until asked for or set, tint and style decide.
  open var standardAppearance: UIToolbarAppearance {
    get { UIBarAppearance.kept(&storedStandardAppearance, made: UIToolbarAppearance.init) }
    set { storedStandardAppearance = newValue; invalidateLayout() }
  }
  /// The look with content at rest at its edge; `nil`: the standard one, transparent (iOS 15).
  open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { invalidateLayout() } }
  open var compactAppearance: UIToolbarAppearance?
  open var compactScrollEdgeAppearance: UIToolbarAppearance?

  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    let bar = Layout.Toolbar(items: (items ?? []).map(\.plumbItem), barTintColor: barTintColor?.plumbColor(traits), barStyle: barStyle.plumb,
                             atScrollEdge: drawsAtScrollEdge, standardAppearance: storedStandardAppearance?.plumbAppearance(traits),
                             scrollEdgeAppearance: scrollEdgeAppearance?.plumbAppearance(traits))
    return SceneContent(kind: .control(.toolbar(bar)), intrinsic: explicitIntrinsicSize())
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Layout.BarMetrics.barHeight) }
}

/// A tab bar (UIKit's `UITabBar`): its items in equal slots, the selected one in the tint colour. 49 points high.
///
/// ```swift
/// let tabs = UITabBar()
/// tabs.items = [UITabBarItem(tabBarSystemItem: .favorites, tag: 0), UITabBarItem(title: "Inbox", image: nil, tag: 1)]
/// tabs.selectedItem = tabs.items?.first
/// ```
@preconcurrency @MainActor
open class UITabBar: UIView {
  open var items: [UITabBarItem]? { didSet { invalidateLayout() } }
  open var selectedItem: UITabBarItem? { didSet { invalidateLayout() } }
  open var unselectedItemTintColor: UIColor? { didSet { invalidateLayout() } }
  open var barStyle = UIBarStyle.default { didSet { invalidateLayout() } }
  open var barTintColor: UIColor? { didSet { invalidateLayout() } }
  open var isTranslucent = true
  /// Drawn without material, as iOS 15 draws a tab bar controller's bar over content at rest.
  var drawsAtScrollEdge = false { didSet { invalidateLayout() } }
  private var storedStandardAppearance: UITabBarAppearance?
  /// The look with content scrolled under the tab bar (iOS 13); until asked for or set, tint and style decide.
  open var standardAppearance: UITabBarAppearance {
    get { UIBarAppearance.kept(&storedStandardAppearance, made: UITabBarAppearance.init) }
    set { storedStandardAppearance = newValue; invalidateLayout() }
  }
  /// The look with content at rest at its edge; `nil`: the standard one, transparent (iOS 15).
  open var scrollEdgeAppearance: UITabBarAppearance? { didSet { invalidateLayout() } }

  open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    let all = items ?? []
    let bar = Layout.TabBar(
      items: all.map(\.plumbItem), selectedIndex: selectedItem.flatMap { selected in all.firstIndex { $0 === selected } },
      unselectedItemTintColor: unselectedItemTintColor?.plumbColor(traits), barTintColor: barTintColor?.plumbColor(traits),
      barStyle: barStyle.plumb, atScrollEdge: drawsAtScrollEdge, standardAppearance: storedStandardAppearance?.plumbAppearance(traits),
      scrollEdgeAppearance: scrollEdgeAppearance?.plumbAppearance(traits))
    return SceneContent(kind: .control(.tabBar(bar)), intrinsic: explicitIntrinsicSize())
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Layout.BarMetrics.tabBarHeight) }
}

/// An item of a tab bar (UIKit's `UITabBarItem`).
///
/// ```swift
/// let inbox = UITabBarItem(title: "Inbox", image: UIImage(named: "tray"), tag: 1)
/// inbox.badgeValue = "3"
/// ```
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
  /// UIKit's `UITabBarItem.SystemItem`, in its order.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
  }

  open var title: String?
  open var image: UIImage?
  open var selectedImage: UIImage?
  open var tag = 0
  open var badgeValue: String?
  open var isEnabled = true
  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?

  public override init() { super.init() }

  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title; self.image = image; self.tag = tag
  }

  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title; self.image = image; self.selectedImage = selectedImage
  }

  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem; self.tag = tag
  }

  var plumbItem: Layout.TabBarItem {
    var item = Layout.TabBarItem(title: title, image: image?.isPlaceholder == false ? image?.path : nil,
                                 systemItem: systemItem.map { Layout.TabBarSystemItem.allCases[$0.rawValue] }, badgeValue: badgeValue)
    item.systemImage = image?.systemName
    return item
  }
}

/// A search bar (UIKit's `UISearchBar`): a rounded field with its text or placeholder. 56 points high.
///
/// ```swift
/// let search = UISearchBar()
/// search.placeholder = "Search"
/// search.searchBarStyle = .minimal
/// ```
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// UIKit's `UISearchBar.Style`.
  public enum Style: Int, Sendable { case `default`, prominent, minimal }

  open var text: String? { didSet { invalidateLayout() } }
  open var placeholder: String? { didSet { invalidateLayout() } }
  open var prompt: String?
  open var searchBarStyle = Style.default { didSet { invalidateLayout() } }
  open var barStyle = UIBarStyle.default { didSet { invalidateLayout() } }
  open var barTintColor: UIColor? { didSet { invalidateLayout() } }
  open var showsCancelButton = false { didSet { invalidateLayout() } }
  open var showsBookmarkButton = false
  open var showsScopeBar = false

  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    let style: Layout.SearchBarStyle = searchBarStyle == .minimal ? .minimal : searchBarStyle == .prominent ? .prominent : .default
    let bar = Layout.SearchBar(text: text ?? "", placeholder: placeholder, searchBarStyle: style,
                               barTintColor: barTintColor?.plumbColor(traits), barStyle: barStyle.plumb, showsCancelButton: showsCancelButton)
    return SceneContent(kind: .control(.searchBar(bar)), intrinsic: explicitIntrinsicSize())
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Layout.BarMetrics.searchBarHeight) }
}

/// UIKit's `UIBarStyle` (`black` draws a bar dark in either appearance).
///
/// ```swift
/// toolbar.barStyle = .black
/// ```
public enum UIBarStyle: Int, Sendable {
  case `default` = 0, black = 1

  var plumb: Layout.BarStyle { self == .black ? .black : .default }
}

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
