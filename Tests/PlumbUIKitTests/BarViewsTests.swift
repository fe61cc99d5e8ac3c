import Foundation
import PlumbLayout
import Testing

@testable import PlumbUIKit

/// UINavigationBar, UIToolbar, UITabBar and UISearchBar written as iOS code: UIKit's heights, and their
/// items reach the drawn bar.
@MainActor
@Suite struct BarViewsTests {
  @Test func barsTakeUIKitsHeightsAndTheirItems() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
    let navigation = UINavigationBar(), search = UISearchBar(), toolbar = UIToolbar(), tabs = UITabBar()
    let item = UINavigationItem(title: "Settings")
    item.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
    item.leftBarButtonItems = [UIBarButtonItem(title: "Close"), UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30)))]
    navigation.items = [UINavigationItem(title: "Back"), item]
    search.placeholder = "Search"
    search.searchBarStyle = .minimal
    toolbar.items = [UIBarButtonItem.flexibleSpace(), UIBarButtonItem(systemItem: .trash), UIBarButtonItem.fixedSpace(20)]
    let favourites = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
    let inbox = UITabBarItem(title: "Inbox", image: nil, tag: 1)
    inbox.badgeValue = "2"
    tabs.items = [favourites, inbox]
    tabs.selectedItem = inbox
    var previous: UIView?
    for bar in [navigation, search, toolbar, tabs] as [UIView] {
      bar.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        bar.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
      ])
      previous = bar
    }
    root.layoutIfNeeded()
    #expect(navigation.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(search.frame == CGRect(x: 0, y: 44, width: 375, height: 56))
    #expect(toolbar.frame == CGRect(x: 0, y: 100, width: 375, height: 44))
    #expect(tabs.frame == CGRect(x: 0, y: 144, width: 375, height: 49))
    #expect(navigation.topItem === item && navigation.backItem?.title == "Back")

    let result = try #require(ViewRendering.currentResult(of: root))
    let kinds = result.views.compactMap(\.control).map(\.control)
    guard case .navigationBar(let nav)? = kinds.first(where: { $0.kindName == "navigationBar" }),
          case .toolbar(let tools)? = kinds.first(where: { $0.kindName == "toolbar" }),
          case .tabBar(let tabBar)? = kinds.first(where: { $0.kindName == "tabBar" }),
          case .searchBar(let searchBar)? = kinds.first(where: { $0.kindName == "searchBar" })
    else { Issue.record("bars missing: \(kinds.map(\.kindName))"); return }
    #expect(nav.title == "Settings" && nav.rightItems.map(\.shownTitle) == ["Done"])
    // A custom view is not drawn but keeps its width.
    #expect(nav.leftItems == [Layout.BarButtonItem(title: "Close"), Layout.BarButtonItem(systemItem: .fixedSpace, width: 30)])
    #expect(tools.items.map(\.systemItem) == [.flexibleSpace, .trash, .fixedSpace] && tools.items[2].width == 20)
    #expect(tabBar.items.map(\.shownTitle) == ["Favorites", "Inbox"] && tabBar.selectedIndex == 1 && tabBar.items[1].badgeValue == "2")
    #expect(searchBar.placeholder == "Search" && searchBar.searchBarStyle == .minimal)
  }
}
