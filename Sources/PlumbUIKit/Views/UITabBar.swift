import Foundation
import PlumbLayout

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
