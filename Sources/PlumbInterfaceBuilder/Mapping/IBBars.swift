import PlumbLayout

/// UIKit's bars as Interface Builder writes them: a `<navigationBar>` with its `<navigationItem>`, a
/// `<toolbar>` and a `<tabBar>` with their `<items>`, a `<searchBar>`. Item images found in the asset catalog or
/// next to the file are drawn (as templates, as UIKit renders bar items); an item showing an SF Symbol
/// (`catalog="system"`) or a missing image keeps an icon's 24 points, empty, and a custom-view item keeps its
/// place (its stored width) but is not drawn: both are fixed spaces. At most `maxItems` items per bar are read.
///
/// ```swift
/// let bar = IBBars.toolbar(element, imageFile: { _ in nil }, colour: { _ in nil })
/// bar.items.map(\.shownTitle)   // ["Edit", nil, "Done"]
/// ```
enum IBBars {
  static func navigationBar(_ element: XMLElement, imageFile: (String) -> String?, colour: (String) -> Color?) -> Layout.NavigationBar {
    // A bar holds a stack of navigation items; the top one (the last) is shown.
    let item = element.child("items")?.children(named: "navigationItem").last
    var bar = Layout.NavigationBar(barTintColor: colour("barTintColor"), barStyle: barStyle(element))
    if let item {
      bar.title = item["title"].flatMap { $0.isEmpty ? nil : $0 }
      bar.leftItems = navigationItems(item, key: "leftBarButtonItem", list: "leftBarButtonItems", imageFile: imageFile)
      bar.rightItems = navigationItems(item, key: "rightBarButtonItem", list: "rightBarButtonItems", imageFile: imageFile)
    }
    return bar
  }

  static func toolbar(_ element: XMLElement, imageFile: (String) -> String?, colour: (String) -> Color?) -> Layout.Toolbar {
    let items = (element.child("items")?.children(named: "barButtonItem") ?? []).prefix(maxItems).map { barButtonItem($0, imageFile: imageFile) }
    return Layout.Toolbar(items: items, barTintColor: colour("barTintColor"), barStyle: barStyle(element))
  }

  static func tabBar(_ element: XMLElement, imageFile: (String) -> String?, colour: (String) -> Color?) -> Layout.TabBar {
    let elements = Array((element.child("items")?.children(named: "tabBarItem") ?? []).prefix(maxItems))
    var bar = Layout.TabBar(items: elements.map { tabBarItem($0, imageFile: imageFile) },
                            unselectedItemTintColor: colour("unselectedItemTintColor"),
                            barTintColor: colour("barTintColor"), barStyle: barStyle(element))
    // `selectedItem` is an outlet to one of the items.
    if let selected = element.child("connections")?.children.first(where: { $0["property"] == "selectedItem" })?["destination"] {
      bar.selectedIndex = elements.firstIndex { $0["id"] == selected }
    }
    return bar
  }

  static func searchBar(_ element: XMLElement, colour: (String) -> Color?) -> Layout.SearchBar {
    Layout.SearchBar(
      text: element["text"] ?? "", placeholder: element["placeholder"].flatMap { $0.isEmpty ? nil : $0 },
      searchBarStyle: Layout.SearchBarStyle(rawValue: element["searchBarStyle"] ?? "default") ?? .default,
      barTintColor: colour("barTintColor"), barStyle: barStyle(element),
      showsCancelButton: element.flag("showsCancelButton") ?? false)
  }

  /// A `<barButtonItem>`: its title, image, system item, style, fixed width and enabled state. A custom view
  /// item becomes a fixed space as wide as the stored custom view.
  static func barButtonItem(_ element: XMLElement, imageFile: (String) -> String?) -> Layout.BarButtonItem {
    if let custom = element.children.first(where: { $0["key"] == "customView" }) {
      let width = custom.child("rect", key: "frame")?.number("width") ?? Layout.BarMetrics.iconSide
      return Layout.BarButtonItem(systemItem: .fixedSpace, width: width)
    }
    let isSymbol = element["catalog"] == "system"
    let image = isSymbol ? nil : element["image"].flatMap(imageFile)
    // An item with an image shows the image, not its title (as UIKit does): an SF Symbol drawn where Plumb
    // draws it; a missing file keeps an icon's place, empty.
    if isSymbol, let name = element["image"] {
      var item = Layout.BarButtonItem(style: element["style"] == "done" ? .done : .plain, isEnabled: element.flag("enabled") ?? true)
      item.systemImage = name
      return item
    }
    if element["image"] != nil, image == nil {
      return Layout.BarButtonItem(systemItem: .fixedSpace, width: Layout.BarMetrics.iconSide)
    }
    let title = element["image"] == nil ? element["title"].flatMap { $0.isEmpty ? nil : $0 } : nil
    return Layout.BarButtonItem(
      title: title, image: image,
      systemItem: element["systemItem"].flatMap(Layout.BarButtonSystemItem.init(rawValue:)),
      style: element["style"] == "done" ? .done : .plain, width: element.number("width"),
      isEnabled: element.flag("enabled") ?? true)
  }

  /// A `<tabBarItem>`: its title, image, system item and badge.
  static func tabBarItem(_ element: XMLElement, imageFile: (String) -> String?) -> Layout.TabBarItem {
    let isSymbol = element["catalog"] == "system"
    let image = isSymbol ? nil : element["image"].flatMap(imageFile)
    var item = Layout.TabBarItem(
      title: element["title"].flatMap { $0.isEmpty ? nil : $0 }, image: image,
      systemItem: element["systemItem"].flatMap(Layout.TabBarSystemItem.init(rawValue:)),
      badgeValue: element["badgeValue"])
    if isSymbol { item.systemImage = element["image"] }
    return item
  }

  /// A navigation item's items on one side: the single item under `key`, or the list `list`.
  static func navigationItems(_ item: XMLElement, key: String, list: String, imageFile: (String) -> String?) -> [Layout.BarButtonItem] {
    if let single = item.children.first(where: { $0.name == "barButtonItem" && $0["key"] == key }) {
      return [barButtonItem(single, imageFile: imageFile)]
    }
    return (item.child(list)?.children(named: "barButtonItem") ?? []).prefix(maxItems).map { barButtonItem($0, imageFile: imageFile) }
  }

  /// Items read per bar (and per side of a navigation item), as the scene format allows: a hostile file's
  /// thousands of items are not measured and drawn one by one.
  static let maxItems = 100

  private static func barStyle(_ element: XMLElement) -> Layout.BarStyle {
    element["barStyle"] == "black" || element["barStyle"] == "blackTranslucent" ? .black : .default
  }
}
