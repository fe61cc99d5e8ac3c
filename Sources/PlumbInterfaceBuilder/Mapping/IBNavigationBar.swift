import PlumbLayout

extension IBSceneBuilder {
  /// The navigation bar Interface Builder draws above a controller in a navigation controller (its simulated
  /// top bar): the navigation item's title, centred in 17-point semibold, and its left and right bar button
  /// items as text in the tint colour (a `done` item semibold), 16 points in from the edges (20 on screens
  /// wider than 390). They sit in the 44 points under the status bar when the controller's top bars are at
  /// least that tall. Items drawn with an image or as a system icon (`add`, `compose`, …) are left out; the
  /// bar's own background is the iOS 15 scroll-edge look: none.
  ///
  /// ```swift
  /// let bar = navigationBar(of: controller, barsHeight: 44, width: 393)
  /// bar.views.map(\.id)   // ["NnB-TU-bkW.title", "NnB-TU-bkW.right"]
  /// ```
  func navigationBar(of controller: XMLElement, barsHeight: Double, width: Double)
    -> (views: [Layout.Node], constraints: [Layout.ConstraintSpec]) {
    guard barsHeight >= 44, let item = controller.child("navigationItem"), let controllerID = controller["id"] else { return ([], []) }
    let source = place(item)
    let middle = statusBarHeight + 22
    let side = width > 390 ? 20.0 : 16.0
    var views: [Layout.Node] = []
    var constraints: [Layout.ConstraintSpec] = []
    func text(_ id: String, _ string: String, weight: FontWeight, colour: Color) {
      var node = Layout.Node(id: id, kind: .label(Layout.Label(text: string, font: .fixed(FontSpec(size: 17, weight: weight)), textColor: colour)),
                             source: source)
      node.overlapIntended = true
      node.compression = Layout.AxisPriorities(horizontal: id.hasSuffix(".title") ? 740 : 760, vertical: 750)
      views.append(node)
      constraints.append(spec(id, .centerY, "root", .top, constant: middle, identifier: Self.barIdentifier, source: source))
    }
    let tint = controller.child("view", key: "view")?.child("color", key: "tintColor").flatMap(resolvedColour) ?? .systemBlue
    var left: String?, right: String?
    if let button = barItem(item, key: "leftBarButtonItem", list: "leftBarButtonItems"), let title = Self.barItemTitle(button) {
      let id = controllerID + ".left"
      text(id, title, weight: button["style"] == "done" ? .semibold : .regular, colour: tint)
      constraints.append(spec(id, .leading, "root", .leading, constant: side, identifier: Self.barIdentifier, source: source))
      left = id
    }
    if let button = barItem(item, key: "rightBarButtonItem", list: "rightBarButtonItems"), let title = Self.barItemTitle(button) {
      let id = controllerID + ".right"
      text(id, title, weight: button["style"] == "done" || button["systemItem"] == "done" ? .semibold : .regular, colour: tint)
      constraints.append(spec(id, .trailing, "root", .trailing, constant: -side, identifier: Self.barIdentifier, source: source))
      right = id
    }
    if let title = item["title"] ?? controller["title"], !title.isEmpty {
      let id = controllerID + ".title"
      text(id, title, weight: .semibold, colour: .label)
      // Centred when it fits; between the items (truncated) when it does not.
      constraints.append(spec(id, .centerX, "root", .centerX, priority: 750, identifier: Self.barIdentifier, source: source))
      constraints.append(Layout.ConstraintSpec(
        first: Layout.AnchorRef(item: id, attribute: .leading), relation: .greaterThanOrEqual,
        second: Layout.AnchorRef(item: left ?? "root", attribute: left == nil ? .leading : .trailing), constant: left == nil ? side : 8,
        identifier: Self.barIdentifier, text: "\(id).leading >= \(left ?? "root")", source: source))
      constraints.append(Layout.ConstraintSpec(
        first: Layout.AnchorRef(item: id, attribute: .trailing), relation: .lessThanOrEqual,
        second: Layout.AnchorRef(item: right ?? "root", attribute: right == nil ? .trailing : .leading), constant: right == nil ? -side : -8,
        identifier: Self.barIdentifier, text: "\(id).trailing <= \(right ?? "root")", source: source))
    }
    return (views, constraints)
  }

  /// The navigation item's bar button item under `key`, or the first of its `list`.
  private func barItem(_ item: XMLElement, key: String, list: String) -> XMLElement? {
    item.children.first { $0.name == "barButtonItem" && $0["key"] == key }
      ?? item.child(list)?.children(named: "barButtonItem").first
  }

  /// What a bar button item shows as text: its title, or the word of a text system item (`done` → "Done");
  /// nil for images and icon system items (`close` is the iOS 13 x-mark icon).
  static func barItemTitle(_ button: XMLElement) -> String? {
    IBBars.barButtonItem(button, imageFile: { _ in nil }).shownTitle
  }

  /// The identifier of the navigation bar's constraints, shown in diagnostics.
  static let barIdentifier = "navigation bar"
}
