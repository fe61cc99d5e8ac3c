import Foundation
import PlumbLayout

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
