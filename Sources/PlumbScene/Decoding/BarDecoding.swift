import PlumbLayout

extension SceneDecoder {
  /// The keys of UIKit's bars (UIKit's property names), beside `controlKeys`.
  static let barKeys: [String: [String]] = [
    "navigationBar": ["title", "leftItems", "rightItems", "backItemTitle", "barTintColor", "barStyle", "atScrollEdge", "prefersLargeTitles",
      "titleTextAttributes", "standardAppearance", "scrollEdgeAppearance"],
    "toolbar": ["items", "barTintColor", "barStyle", "atScrollEdge", "standardAppearance", "scrollEdgeAppearance"],
    "tabBar": ["items", "selectedIndex", "unselectedItemTintColor", "barTintColor", "barStyle", "atScrollEdge", "standardAppearance",
      "scrollEdgeAppearance"],
    "searchBar": ["text", "placeholder", "searchBarStyle", "barTintColor", "barStyle", "showsCancelButton"],
  ]

  /// The keys of a bar button item (`UIBarButtonItem`) and of a tab bar item (`UITabBarItem`) written as objects.
  static let barItemKeys = ["title", "image", "systemItem", "style", "width", "isEnabled"]
  static let tabItemKeys = ["title", "image", "systemItem", "badgeValue"]

  /// Bar items per bar at most: more would not fit any screen.
  static let maxBarItems = 100

  /// `{ configuration, backgroundColor, shadowColor, titleTextAttributes, largeTitleTextAttributes }`: a bar
  /// appearance (`UIBarAppearance`) as `configureWith…Background()` sets it up (`default`, `opaque`,
  /// `transparent`; `default` when left out), then the keys given; title attributes for navigation bars only.
  func barAppearance(_ field: Field, titles: Bool) throws -> Layout.BarAppearance {
    let keys = ["configuration", "backgroundColor", "shadowColor"] + (titles ? ["titleTextAttributes", "largeTitleTextAttributes"] : [])
    let object = try field.object(allowed: keys)
    var look = Layout.BarAppearance(
      configuration: try object["configuration"]?.name(Layout.BarAppearance.Configuration.self, what: "bar appearance configuration") ?? .default)
    if let value = object["backgroundColor"] { look.backgroundColor = try value.color() }
    if let value = object["shadowColor"] { look.shadowColor = try value.color() }
    if let value = object["titleTextAttributes"] { look.titleColor = try textAttributesColour(value) }
    if let value = object["largeTitleTextAttributes"] { look.largeTitleColor = try textAttributesColour(value) }
    return look
  }

  /// `{ foregroundColor }`: the colour of a bar's title text attributes.
  private func textAttributesColour(_ field: Field) throws -> Color? {
    let object = try field.object(allowed: ["foregroundColor"])
    return try object["foregroundColor"]?.color()
  }

  /// A bar of kind `kind` (`navigationBar`, `toolbar`, `tabBar`, `searchBar`) from its keys; nil for other kinds.
  func decodeBar(_ kind: String, _ object: ObjectReader) throws -> Layout.Control? {
    switch kind {
    case "navigationBar":
      var bar = Layout.NavigationBar()
      if let value = object["title"] { bar.title = try labelText(value) }
      if let value = object["leftItems"] { bar.leftItems = try barButtonItems(value) }
      if let value = object["rightItems"] { bar.rightItems = try barButtonItems(value) }
      if let value = object["backItemTitle"] { bar.backItemTitle = try labelText(value) }
      if let value = object["barTintColor"] { bar.barTintColor = try value.color() }
      if let value = object["barStyle"] { bar.barStyle = try value.name(Layout.BarStyle.self, what: "bar style") }
      if let value = object["atScrollEdge"] { bar.atScrollEdge = try value.bool() }
      if let value = object["prefersLargeTitles"] { bar.prefersLargeTitles = try value.bool() }
      if let value = object["titleTextAttributes"] { bar.titleColor = try textAttributesColour(value) }
      if let value = object["standardAppearance"] { bar.standardAppearance = try barAppearance(value, titles: true) }
      if let value = object["scrollEdgeAppearance"] { bar.scrollEdgeAppearance = try barAppearance(value, titles: true) }
      return .navigationBar(bar)
    case "toolbar":
      var bar = Layout.Toolbar()
      if let value = object["items"] { bar.items = try barButtonItems(value) }
      if let value = object["barTintColor"] { bar.barTintColor = try value.color() }
      if let value = object["barStyle"] { bar.barStyle = try value.name(Layout.BarStyle.self, what: "bar style") }
      if let value = object["atScrollEdge"] { bar.atScrollEdge = try value.bool() }
      if let value = object["standardAppearance"] { bar.standardAppearance = try barAppearance(value, titles: false) }
      if let value = object["scrollEdgeAppearance"] { bar.scrollEdgeAppearance = try barAppearance(value, titles: false) }
      return .toolbar(bar)
    case "tabBar":
      var bar = Layout.TabBar()
      if let value = object["items"] { bar.items = try tabBarItems(value) }
      if let value = object["selectedIndex"] {
        guard !bar.items.isEmpty else { throw value.error(.outOfRange(try value.number(), expected: "no index: the tab bar has no items")) }
        bar.selectedIndex = try value.integer(in: 0...(bar.items.count - 1))
      }
      if let value = object["unselectedItemTintColor"] { bar.unselectedItemTintColor = try value.color() }
      if let value = object["barTintColor"] { bar.barTintColor = try value.color() }
      if let value = object["barStyle"] { bar.barStyle = try value.name(Layout.BarStyle.self, what: "bar style") }
      if let value = object["atScrollEdge"] { bar.atScrollEdge = try value.bool() }
      if let value = object["standardAppearance"] { bar.standardAppearance = try barAppearance(value, titles: false) }
      if let value = object["scrollEdgeAppearance"] { bar.scrollEdgeAppearance = try barAppearance(value, titles: false) }
      return .tabBar(bar)
    case "searchBar":
      var bar = Layout.SearchBar()
      if let value = object["text"] { bar.text = try value.string() }
      if let value = object["placeholder"] { bar.placeholder = try labelText(value) }
      if let value = object["searchBarStyle"] { bar.searchBarStyle = try value.name(Layout.SearchBarStyle.self, what: "search bar style") }
      if let value = object["barTintColor"] { bar.barTintColor = try value.color() }
      if let value = object["barStyle"] { bar.barStyle = try value.name(Layout.BarStyle.self, what: "bar style") }
      if let value = object["showsCancelButton"] { bar.showsCancelButton = try value.bool() }
      return .searchBar(bar)
    default:
      return nil
    }
  }

  /// A text shown as a label's (checked against the strings files like one).
  private func labelText(_ value: Field) throws -> String {
    let text = try value.string()
    labelTexts.append((text, value))
    return text
  }

  /// A bounded list of items.
  private func items(_ value: Field) throws -> [Field] {
    let list = try value.list()
    guard list.count <= Self.maxBarItems else {
      throw value.error(.outOfRange(Double(list.count), expected: "at most \(Self.maxBarItems) items"))
    }
    return list
  }

  /// Bar button items: each a title (`"Edit"`) or `{ title, image, systemItem, style, width, isEnabled }`.
  private func barButtonItems(_ value: Field) throws -> [Layout.BarButtonItem] {
    try items(value).map { field in
      if field.value.string != nil { return Layout.BarButtonItem(title: try labelText(field)) }
      let object = try field.object(allowed: Self.barItemKeys)
      var item = Layout.BarButtonItem()
      if let value = object["title"] { item.title = try labelText(value) }
      if let value = object["image"] { try barImage(value, file: &item.image, symbol: &item.systemImage) }
      if let value = object["systemItem"] { item.systemItem = try value.name(Layout.BarButtonSystemItem.self, what: "bar button system item") }
      if let value = object["style"] { item.style = try value.name(Layout.BarButtonItemStyle.self, what: "bar button item style") }
      if let value = object["width"] { item.width = try value.length() }
      if let value = object["isEnabled"] { item.isEnabled = try value.bool() }
      guard item.title != nil || item.image != nil || item.systemImage != nil || item.systemItem != nil else {
        throw field.error(.missingKey("title"))
      }
      return item
    }
  }

  /// Tab bar items: each a title (`"Home"`) or `{ title, image, systemItem, badgeValue }`.
  private func tabBarItems(_ value: Field) throws -> [Layout.TabBarItem] {
    try items(value).map { field in
      if field.value.string != nil { return Layout.TabBarItem(title: try labelText(field)) }
      let object = try field.object(allowed: Self.tabItemKeys)
      var item = Layout.TabBarItem()
      if let value = object["title"] { item.title = try labelText(value) }
      if let value = object["image"] { try barImage(value, file: &item.image, symbol: &item.systemImage) }
      if let value = object["systemItem"] { item.systemItem = try value.name(Layout.TabBarSystemItem.self, what: "tab bar system item") }
      if let value = object["badgeValue"] { item.badgeValue = try value.string() }
      return item
    }
  }

  /// A bar item's `image`: a file path, or `{ systemName }` for an SF Symbol.
  private func barImage(_ value: Field, file: inout String?, symbol: inout String?) throws {
    guard value.value.object != nil else {
      file = try imageSource(value)
      return
    }
    symbol = try symbolName(value.object(allowed: ["systemName"]).required("systemName"))
  }
}
