import PlumbLayout

extension IBSceneBuilder {
  /// Layout guides of a view: its `safeArea` and `layoutMarginsGuide` guides, a scroll view's frame and
  /// content guides, and custom `UILayoutGuide`s (`<layoutGuides><layoutGuide>`). The root's safe area is
  /// the scene's `safeArea`; other guides become `guide` nodes tied to their view.
  func guides(of element: XMLElement, layoutID: String, isRoot: Bool) {
    var unused = Layout.Node(id: layoutID)
    guides(of: element, layoutID: layoutID, isRoot: isRoot, node: &unused)
    topLevelGuides.append(contentsOf: unused.subviews)
  }

  func guides(of element: XMLElement, layoutID: String, isRoot: Bool, node: inout Layout.Node) {
    for guide in element.children where guide.name == "viewLayoutGuide" {
      guard let id = guide["id"] else { continue }
      let source = place(guide)
      switch guide["key"] {
      case "safeArea":
        if isRoot { itemID[id] = "safeArea"; continue }
        // A subview's safe area: its bounds, inset where it overlaps the root's unsafe area.
        itemID[id] = id; parentOf[id] = layoutID
        node.subviews.append(Layout.Node(id: id, kind: .guide, source: source))
        for (attribute, relation) in [(Layout.Attribute.leading, Layout.Relation.greaterThanOrEqual), (.top, .greaterThanOrEqual),
                                      (.trailing, .lessThanOrEqual), (.bottom, .lessThanOrEqual)] {
          extraConstraints.append(Layout.ConstraintSpec(
            first: Layout.AnchorRef(item: id, attribute: attribute), relation: relation,
            second: Layout.AnchorRef(item: layoutID, attribute: attribute), identifier: "safe area", text: "safe area of \(layoutID)", source: source))
          extraConstraints.append(Layout.ConstraintSpec(
            first: Layout.AnchorRef(item: id, attribute: attribute), relation: relation,
            second: Layout.AnchorRef(item: "safeArea", attribute: attribute), identifier: "safe area", text: "safe area of \(layoutID)", source: source))
          extraConstraints.append(spec(id, attribute, layoutID, attribute, priority: 999, source: source))
        }
      case "layoutMarginsGuide", "readableContentGuide":
        itemID[id] = id; parentOf[id] = layoutID
        node.subviews.append(Layout.Node(id: id, kind: .guide, source: source))
        extraConstraints.append(spec(id, .leading, layoutID, .leadingMargin, source: source))
        extraConstraints.append(spec(id, .trailing, layoutID, .trailingMargin, source: source))
        extraConstraints.append(spec(id, .top, layoutID, .topMargin, source: source))
        extraConstraints.append(spec(id, .bottom, layoutID, .bottomMargin, source: source))
      case "frameLayoutGuide":
        itemID[id] = layoutID
      case "contentLayoutGuide":
        break  // made with the scroll view
      default:
        warn(guide, "layout guide '\(guide["key"] ?? "")' is not understood; constraints to it are left out")
      }
    }
    for list in element.children(named: "layoutGuides") {
      for guide in list.children where guide.name == "layoutGuide" {
        guard let id = guide["id"] else { continue }
        itemID[id] = id; parentOf[id] = layoutID
        node.subviews.append(Layout.Node(id: id, kind: .guide, source: place(guide)))
      }
    }
  }

  /// `topLayoutGuide` / `bottomLayoutGuide` of a controller (`<viewControllerLayoutGuide>`): the bands
  /// above and below the safe area.
  func controllerGuides(_ controller: XMLElement) {
    for list in controller.children(named: "layoutGuides") {
      for guide in list.children(named: "viewControllerLayoutGuide") {
        guard let id = guide["id"] else { continue }
        let source = place(guide)
        itemID[id] = id; parentOf[id] = "root"
        topLevelGuides.append(Layout.Node(id: id, kind: .guide, source: source))
        extraConstraints.append(spec(id, .leading, "root", .leading, source: source))
        extraConstraints.append(spec(id, .trailing, "root", .trailing, source: source))
        if guide["type"] == "bottom" { bottomGuideIDs.append(id) } else { topGuideIDs.append(id) }
        if guide["type"] == "bottom" {
          extraConstraints.append(spec(id, .top, "safeArea", .bottom, source: source))
          extraConstraints.append(spec(id, .bottom, "root", .bottom, source: source))
        } else {
          extraConstraints.append(spec(id, .top, "root", .top, source: source))
          extraConstraints.append(spec(id, .bottom, "safeArea", .top, source: source))
        }
      }
    }
  }
}
