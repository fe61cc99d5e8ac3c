import PlumbLayout

extension IBSceneBuilder {
  /// The navigation bar Interface Builder draws above a controller in a navigation controller (its simulated
  /// top bar), as a `navigationBar` view in the 44 points under the status bar: the navigation item's title
  /// (else the controller's), its left and right bar button items (titles, system items' words and icons,
  /// images from the catalog), and, for a controller pushed by a `show` segue, a back button with the pushing
  /// controller's back item title, else its navigation item's title ("Back" without one). It is drawn with
  /// iOS 15's scroll-edge look (no material, no hairline) and only when the controller's top bars are at
  /// least 44 points tall; its title large (96 points) when the navigation controller whose root it is has
  /// `largeTitles` and the top bars are that tall.
  ///
  /// ```swift
  /// let bar = navigationBar(of: controller, barsHeight: 44, width: 393)
  /// bar.views.map(\.id)   // ["NnB-TU-bkW.navigationBar"]
  /// ```
  func navigationBar(of controller: XMLElement, barsHeight: Double, width: Double)
    -> (views: [Layout.Node], constraints: [Layout.ConstraintSpec]) {
    guard barsHeight >= 44, let item = controller.child("navigationItem"), let controllerID = controller["id"] else { return ([], []) }
    let source = place(item)
    var bar = Layout.NavigationBar(
      title: (item["title"] ?? controller["title"]).flatMap { $0.isEmpty ? nil : $0 },
      leftItems: IBBars.navigationItems(item, key: "leftBarButtonItem", list: "leftBarButtonItems", imageFile: imageFile),
      rightItems: IBBars.navigationItems(item, key: "rightBarButtonItem", list: "rightBarButtonItems", imageFile: imageFile),
      atScrollEdge: true)
    // A large title where the top bars have room for one (96 points), the navigation controller whose root
    // this controller is prefers them, and its item does not refuse.
    if barsHeight >= Layout.BarMetrics.largeTitleBarHeight, !["never", "inline"].contains(item["largeTitleDisplayMode"] ?? ""),
       prefersLargeTitles(rootID: controllerID) {
      bar.prefersLargeTitles = true
    }
    if bar.leftItems.isEmpty, item.flag("hidesBackButton") != true, let pusher = pushingController(of: controllerID) {
      let back = pusher.child("navigationItem")
      bar.backItemTitle = [back?.child("barButtonItem", key: "backBarButtonItem")?["title"], back?["title"], pusher["title"]]
        .compactMap { $0 }.first { !$0.isEmpty } ?? "Back"
    }
    // The navigation controller's bar gives its appearances, its title's colour and its items' tint.
    let controllerBar = navigationControllerBar(of: controllerID)
    if let controllerBar {
      (bar.standardAppearance, bar.scrollEdgeAppearance) = IBBarAppearance.appearances(of: controllerBar, resolve: resolvedColour)
      bar.titleColor = IBBarAppearance.titleColour(of: controllerBar, resolve: resolvedColour)
    }
    let id = controllerID + ".navigationBar"
    var node = Layout.Node(id: id, kind: .control(.navigationBar(bar)), source: source)
    node.overlapIntended = true
    node.appearance.tintColor = controllerBar?.child("color", key: "tintColor").flatMap(resolvedColour)
      ?? controller.child("view", key: "view")?.child("color", key: "tintColor").flatMap(resolvedColour)
    let constraints = [
      spec(id, .top, "root", .top, constant: statusBarHeight, identifier: Self.barIdentifier, source: source),
      spec(id, .leading, "root", .leading, identifier: Self.barIdentifier, source: source),
      spec(id, .trailing, "root", .trailing, identifier: Self.barIdentifier, source: source),
    ]
    return ([node], constraints)
  }

  /// Whether the navigation controller whose root is `rootID` has `largeTitles="YES"` on its bar.
  private func prefersLargeTitles(rootID: String) -> Bool {
    navigationBar(rootID: rootID)?.flag("largeTitles") == true
  }

  /// The `<navigationBar key="navigationBar">` of the navigation controller whose root is `rootID`.
  private func navigationBar(rootID: String) -> XMLElement? {
    document.segues.navigationController(ofRoot: rootID)?.child("navigationBar", key: "navigationBar")
  }

  /// The bar of the navigation controller showing `controllerID`: the one whose root it is, else the one
  /// of the controller that pushed it (following at most 8 `show` segues back).
  func navigationControllerBar(of controllerID: String) -> XMLElement? {
    navigationController(showing: controllerID)?.child("navigationBar", key: "navigationBar")
  }

  /// The navigation controller showing `controllerID` (see `navigationControllerBar(of:)`).
  func navigationController(showing controllerID: String) -> XMLElement? {
    var id = controllerID
    for _ in 0..<8 {
      if let controller = document.segues.navigationController(ofRoot: id) { return controller }
      guard let pusher = pushingController(of: id)?["id"] else { return nil }
      id = pusher
    }
    return nil
  }

  /// The controller whose `show` or `push` segue (from itself or from a view of its own) has `id` as its
  /// destination.
  private func pushingController(of id: String) -> XMLElement? { document.segues.pusher(of: id) }

  /// The identifier of the navigation bar's constraints, shown in diagnostics.
  static let barIdentifier = "navigation bar"
}
