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
