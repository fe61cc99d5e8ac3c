import Foundation
import PlumbLayout
import PlumbGraphics
import Testing

@testable import PlumbUIKit
@testable import PlumbSnapshotTesting

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

/// Navigation and tab bar controllers draw their bars and inset their children's safe areas by them.
@MainActor
@Suite struct BarControllerTests {
  final class Screen: UIViewController {
    let box = UIView()
    init(title: String) {
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
      super.viewDidLoad()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor), box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: view.trailingAnchor), box.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      ])
    }
  }

  func control(_ root: UIView, _ kind: String) throws -> Layout.Control {
    let result = try #require(ViewRendering.currentResult(of: root))
    return try #require(result.views.compactMap(\.control).map(\.control).first { $0.kindName == kind })
  }

  @Test func symbolImagesOfBarItemsAreShown() {
    let add = UIBarButtonItem(title: "Add", image: UIImage(systemName: "plus"))
    #expect(add.plumbItem.systemImage == "plus" && add.plumbItem.shownTitle == nil)
    let starred = UITabBarItem(title: "Starred", image: UIImage(systemName: "star.fill"), tag: 0)
    #expect(starred.plumbItem.systemImage == "star.fill" && starred.plumbItem.title == "Starred")
  }

  @Test func barAppearancesAreDrawnAsUIKitConfiguresThem() throws {
    let list = Screen(title: "Inbox")
    let navigation = UINavigationController(rootViewController: list)
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.8, alpha: 1)
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.shadowColor = .clear
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.scrollEdgeAppearance = appearance
    let drawn = ViewRendering.image(of: navigation.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    let bitmap = try #require(drawn.image.bitmap)
    // iPhone 13 at 3×: the bar from 47 to 91 points is the appearance's colour, the title white on it.
    #expect(bitmap.pixel(x: 30, y: 60 * 3) == Bitmap.Pixel(red: 51, green: 51, blue: 204, alpha: 255))
    guard case .navigationBar(let bar) = try control(navigation.view, "navigationBar") else { return }
    #expect(bar.atScrollEdge && bar.scrollEdgeAppearance?.configuration == .transparent && bar.scrollEdgeAppearance?.backgroundColor != nil)
    #expect(bar.standardAppearance?.titleColor == .white && bar.scrollEdgeAppearance?.shadowColor == .clear)
    // A fresh appearance is UIKit's default: the material and a hairline; transparent has neither.
    let fresh = UIToolbarAppearance()
    #expect(fresh.backgroundEffect != nil && fresh.shadowColor != nil)
    fresh.configureWithTransparentBackground()
    #expect(fresh.backgroundEffect == nil && fresh.backgroundColor == nil && fresh.shadowColor == nil)
    // The top item's appearance wins over the bar's.
    let own = UINavigationBarAppearance()
    own.configureWithTransparentBackground()
    list.navigationItem.scrollEdgeAppearance = own
    navigation.view.layoutIfNeeded()
    let again = ViewRendering.image(of: navigation.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    let pixel = try #require(again.image.bitmap).pixel(x: 30, y: 60 * 3)
    #expect(pixel != Bitmap.Pixel(red: 51, green: 51, blue: 204, alpha: 255), "\(pixel)")
  }

  @Test func aNavigationControllerDrawsItsBarAndInsetsTheTopController() throws {
    let list = Screen(title: "Settings"), detail = Screen(title: "Wi-Fi")
    detail.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
    let navigation = UINavigationController(rootViewController: list)
    navigation.pushViewController(detail, animated: false)
    ViewRendering.host(navigation.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    // iPhone 13: 47 points of status bar, then the bar's 44; the home indicator's 34 below.
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    #expect(detail.box.convert(detail.box.bounds, to: navigation.view) == CGRect(x: 0, y: 91, width: 390, height: 844 - 91 - 34))
    guard case .navigationBar(let bar) = try control(navigation.view, "navigationBar") else { return }
    #expect(bar.title == "Wi-Fi" && bar.backItemTitle == "Settings" && bar.rightItems.map(\.shownTitle) == ["Edit"] && bar.atScrollEdge)
    // Hidden, the bar neither shows nor insets the safe area; a shown toolbar insets the bottom.
    detail.toolbarItems = [UIBarButtonItem(systemItem: .trash)]
    navigation.isNavigationBarHidden = true
    navigation.isToolbarHidden = false
    navigation.view.layoutIfNeeded()
    #expect(navigation.navigationBar.superview == nil)
    #expect(detail.box.convert(detail.box.bounds, to: navigation.view) == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34 - 44))
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 78))
    guard case .toolbar(let tools) = try control(navigation.view, "toolbar") else { return }
    #expect(tools.items.map(\.systemItem) == [.trash])
  }

  @Test func largeTitlesMakeTheBar96High() throws {
    let list = Screen(title: "Mailboxes"), detail = Screen(title: "Inbox")
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    ViewRendering.host(navigation.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
    #expect(abs(list.box.convert(list.box.bounds, to: navigation.view).minY - (47 + 96)) < 0.01)
    guard case .navigationBar(let bar) = try control(navigation.view, "navigationBar") else { return }
    #expect(bar.prefersLargeTitles && bar.title == "Mailboxes")
    // A pushed item that says `never` has a standard bar.
    detail.navigationItem.largeTitleDisplayMode = .never
    navigation.pushViewController(detail, animated: false)
    navigation.view.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(abs(detail.box.convert(detail.box.bounds, to: navigation.view).minY - (47 + 44)) < 0.01)
  }

  @Test func aTabBarControllerDrawsItsTabsUnderTheSelectedController() throws {
    let feed = Screen(title: "Feed"), settings = Screen(title: "Settings")
    settings.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: feed), settings]
    ViewRendering.host(tabs.view, config: .iPhone14, size: nil, traits: UITraitCollection())
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 34 - 49, width: 390, height: 83))
    // The feed sits under its navigation bar and above the tab bar.
    #expect(feed.box.convert(feed.box.bounds, to: tabs.view) == CGRect(x: 0, y: 91, width: 390, height: 844 - 91 - 83))
    #expect(feed.tabBarController === tabs)
    guard case .tabBar(let bar) = try control(tabs.view, "tabBar") else { return }
    #expect(bar.items.map(\.shownTitle) == ["Feed", "More"] && bar.selectedIndex == 0)
    tabs.selectedIndex = 1
    tabs.view.layoutIfNeeded()
    #expect(settings.box.convert(settings.box.bounds, to: tabs.view) == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 83))
  }
}

@MainActor
@Suite struct NavigationControllerParentTests {
  @Test func theRootControllerKnowsItsNavigationController() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    #expect(root.navigationController === navigation)
    // A title set after the items were made renames them, unless they were renamed.
    _ = root.tabBarItem
    root.title = "Inbox"
    #expect(root.tabBarItem.title == "Inbox" && navigation.tabBarItem.title == "Inbox")
    root.tabBarItem.title = "Mail"
    root.title = "Sent"
    #expect(root.tabBarItem.title == "Mail")
  }
}

/// UIPickerView asks its data source and delegate for its rows; UIDatePicker shows its date.
@MainActor
@Suite struct PickerViewsTests {
  final class Sizes: UIPickerViewDataSource, UIPickerViewDelegate {
    let rows = ["S", "M", "L"]
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { rows[row] }
  }

  @Test func pickersTakeTheirRowsAndDates() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 500))
    let sizes = Sizes()
    let picker = UIPickerView(), when = UIDatePicker()
    picker.dataSource = sizes; picker.delegate = sizes
    picker.selectRow(2, inComponent: 0, animated: false)
    when.datePickerMode = .date
    when.date = Date(timeIntervalSinceReferenceDate: 0)
    for view in [picker, when] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(view) }
    NSLayoutConstraint.activate([picker.topAnchor.constraint(equalTo: root.topAnchor), picker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                 when.topAnchor.constraint(equalTo: picker.bottomAnchor), when.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
    root.layoutIfNeeded()
    #expect(picker.frame.size == CGSize(width: 320, height: 216))
    #expect(when.frame.minY == 216 && when.frame.height == 34)
    let result = try #require(ViewRendering.currentResult(of: root))
    let controls = result.views.compactMap(\.control).map(\.control)
    guard case .pickerView(let wheels)? = controls.first(where: { $0.kindName == "pickerView" }),
          case .datePicker(let date)? = controls.first(where: { $0.kindName == "datePicker" }) else { Issue.record("\(controls)"); return }
    #expect(wheels.components == [["S", "M", "L"]] && wheels.selectedRows == [2])
    #expect(date.compactTexts == ["Jan 1, 2001"] && when.datePickerStyle == .compact)
  }
}
