import PlumbLayout

extension IBSceneBuilder {
  /// The bar Interface Builder draws under a controller whose bottom bar is a tab bar or a toolbar (its
  /// simulated bottom bar), as a bar view from the safe area's bottom to the root's (over the home indicator,
  /// as UIKit's bars reach):
  ///
  /// - a tab bar shows the items of the tab bar controller that holds the controller (its own or its
  ///   navigation controller's `tabBarItem`, one per `viewControllers` relationship, in order), this
  ///   controller's selected, with the tab bar controller's bar colours; a controller in no tab bar controller
  ///   shows its own item;
  /// - a toolbar (a navigation controller's, `simulatedToolbarMetrics`) shows the controller's `<toolbarItems>`.
  ///
  /// ```swift
  /// let bar = bottomBar(of: controller)
  /// bar.views.map(\.id)   // ["vc1.tabBar"]
  /// ```
  func bottomBar(of controller: XMLElement) -> (views: [Layout.Node], constraints: [Layout.ConstraintSpec]) {
    guard let controllerID = controller["id"] else { return ([], []) }
    let simulated = controller.children.first { $0["key"] == "simulatedBottomBarMetrics" }
    let control: Layout.Control
    let id: String
    if simulated?.name == "simulatedTabBarMetrics" || (simulated == nil && controller.child("tabBarItem") != nil) {
      control = .tabBar(tabBar(for: controller, id: controllerID))
      id = controllerID + ".tabBar"
    } else if simulated?.name == "simulatedToolbarMetrics" {
      let items = (controller.child("toolbarItems")?.children(named: "barButtonItem") ?? []).prefix(IBBars.maxItems)
        .map { IBBars.barButtonItem($0, imageFile: imageFile) }
      control = .toolbar(Layout.Toolbar(items: items))
      id = controllerID + ".toolbar"
    } else {
      return ([], [])
    }
    let source = place(simulated ?? controller)
    var node = Layout.Node(id: id, kind: .control(control), source: source)
    node.overlapIntended = true
    let constraints = [
      spec(id, .top, "safeArea", .bottom, identifier: Self.bottomBarIdentifier, source: source),
      spec(id, .bottom, "root", .bottom, identifier: Self.bottomBarIdentifier, source: source),
      spec(id, .leading, "root", .leading, identifier: Self.bottomBarIdentifier, source: source),
      spec(id, .trailing, "root", .trailing, identifier: Self.bottomBarIdentifier, source: source),
    ]
    return ([node], constraints)
  }

  /// The tab bar a controller sits above: its tab bar controller's items, its own selected.
  private func tabBar(for controller: XMLElement, id controllerID: String) -> Layout.TabBar {
    let byID = document.segues.controllers
    let tabControllers = document.segues.tabBarControllerElements
    let rootOf = document.segues.rootOfNavigationController   // a navigation controller's id → its root controller's id
    func item(_ element: XMLElement?) -> Layout.TabBarItem {
      element?.child("tabBarItem").map { IBBars.tabBarItem($0, imageFile: imageFile) } ?? Layout.TabBarItem()
    }
    for tabs in tabControllers {
      let destinations = Array((tabs.child("connections")?.children(named: "segue") ?? [])
        .filter { $0["relationship"] == "viewControllers" }.compactMap { $0["destination"] }.prefix(IBBars.maxItems))
      guard let selected = destinations.firstIndex(where: { $0 == controllerID || rootOf[$0] == controllerID }) else { continue }
      // A navigation controller's item is its own, else its root controller's.
      let items = destinations.map { destination -> Layout.TabBarItem in
        let element = byID[destination]
        if element?.child("tabBarItem") == nil, let root = rootOf[destination] { return item(byID[root]) }
        return item(element)
      }
      var bar = Layout.TabBar()
      if let element = tabs.children.first(where: { $0.name == "tabBar" && $0["key"] == "tabBar" }) {
        bar = IBBars.tabBar(element, imageFile: imageFile, colour: { key in element.child("color", key: key).flatMap(resolvedColour) })
      }
      bar.items = items
      bar.selectedIndex = selected
      return bar
    }
    return Layout.TabBar(items: [item(controller)], selectedIndex: 0)
  }

  /// The identifier of the simulated bottom bar's constraints, shown in diagnostics.
  static let bottomBarIdentifier = "bottom bar"
}
